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

/** When this browser first saw an offer, or null: the clock of every offer's countdown. */
export function offerFirstSeen(c: Context<AppEnv>, now = Date.now()): number | null {
  return parseFirstSeen(getCookie(c, COOKIE.offerStart), now);
}

async function answerOffer(c: Context<AppEnv>, code: string) {
  const row = await findActiveOffer(c.var.db, code);
  if (!row) throw new ApiError("not_found", "Offer not found");
  const now = Date.now();
  let firstSeen = offerFirstSeen(c, now);
  if (firstSeen === null) {
    firstSeen = now;
    setCookie(c, COOKIE.offerStart, String(now), cookieOptions(c.var.config, c.var.url, ONE_YEAR_SECONDS));
  }
  return c.json(offerFor(row, firstSeen) satisfies OfferAnswer);
}

export const offer = createRouter()
  .get("/offer", (c) => answerOffer(c, DEFAULT_OFFER))
  .get(
    "/offer/:hash",
    validate("param", z.object({ hash: z.string().regex(/^[\w-]{1,64}$/, "Offer not found") })),
    (c) => answerOffer(c, c.req.valid("param").hash),
  );
