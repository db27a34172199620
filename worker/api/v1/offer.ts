import type { Context } from "hono";
import { getCookie, setCookie } from "hono/cookie";
import { z } from "zod";
import { DEFAULT_OFFER, type OfferAnswer } from "../../contracts/billing";
import { findActiveOffer } from "../../db/plans";
import { offerFor, parseFirstSeen } from "../../domain/offer";
import { COOKIE, cookieOptions, ONE_YEAR_SECONDS } from "../../lib/cookies";
import { ApiError } from "../../lib/errors";
import { type AppEnv, createRouter } from "../../lib/hono";
import { validate } from "../../lib/validate";
import { offerWindowStart } from "../../payments/subscriptions";

/**
 * The offer with its countdown: a signed-in account's window is kept on the server (started here
 * the first time); a visitor's runs from the `offer_start` cookie, set here the first time.
 */
async function answerOffer(c: Context<AppEnv>, code: string) {
  const row = await findActiveOffer(c.var.db, code);
  if (!row) throw new ApiError("not_found", "Offer not found");
  const now = Date.now();
  const userId = c.var.auth?.session.userId ?? null;
  const firstSeen = parseFirstSeen(getCookie(c, COOKIE.offerStart), now);
  const start = await offerWindowStart(c.var.db, { userId, firstSeen }, now);
  if (userId === null && firstSeen === null) {
    setCookie(c, COOKIE.offerStart, String(start), cookieOptions(c.var.config, c.var.url, ONE_YEAR_SECONDS));
  }
  return c.json(offerFor(row, start) satisfies OfferAnswer);
}

export const offer = createRouter()
  .get("/offer", (c) => answerOffer(c, DEFAULT_OFFER))
  .get(
    "/offer/:hash",
    validate("param", z.object({ hash: z.string().regex(/^[\w-]{1,64}$/, "Offer not found") })),
    (c) => answerOffer(c, c.req.valid("param").hash),
  );
