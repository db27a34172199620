import type { Context } from "hono";
import { getCookie, setCookie } from "hono/cookie";
import { z } from "zod";
import { findActiveOffer } from "../../db/plans";
import { offerFor, parseFirstSeen } from "../../domain/offer";
import { COOKIE, cookieOptions, ONE_YEAR_SECONDS } from "../../lib/cookies";
import { ApiError } from "../../lib/errors";
import { type AppEnv, createRouter } from "../../lib/hono";
import { validate } from "../../lib/validate";

const DEFAULT_OFFER = "first-week";

async function answerOffer(c: Context<AppEnv>, code: string) {
  const row = await findActiveOffer(c.var.db, code);
  if (!row) throw new ApiError("not_found", "Offer not found");
  const now = Date.now();
  let firstSeen = parseFirstSeen(getCookie(c, COOKIE.offerStart), now);
  if (firstSeen === null) {
    firstSeen = now;
    setCookie(c, COOKIE.offerStart, String(now), cookieOptions(c.var.config, c.var.url, ONE_YEAR_SECONDS));
  }
  return c.json(offerFor(row, firstSeen));
}

export const offer = createRouter()
  .get("/offer", (c) => answerOffer(c, DEFAULT_OFFER))
  .get(
    "/offer/:hash",
    validate("param", z.object({ hash: z.string().regex(/^[\w-]{1,64}$/, "Offer not found") })),
    (c) => answerOffer(c, c.req.valid("param").hash),
  );
