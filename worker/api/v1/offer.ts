import type { Context } from "hono";
import { getCookie, setCookie } from "hono/cookie";
import { DEFAULT_OFFER, type OfferAnswer } from "../../contracts/billing";
import { offerParam } from "../../contracts/billing-schema";
import { COOKIE, cookieOptions, ONE_YEAR_SECONDS } from "../../lib/cookies";
import { ApiError } from "../../lib/errors";
import { type AppEnv, createRouter } from "../../lib/hono";
import { validate } from "../../lib/validate";

/** The offer with its countdown (payments/catalog.ts); a visitor's first sight starts the `offer_start` cookie. */
async function answerOffer(c: Context<AppEnv>, code: string) {
  const userId = c.var.auth?.session.userId ?? null;
  const shown = await c.var.catalog.offerCountdown(code, userId, getCookie(c, COOKIE.offerStart));
  if (!shown) throw new ApiError("not_found", "Offer not found");
  if (shown.remember !== null) {
    const options = cookieOptions(c.var.config, c.var.url, ONE_YEAR_SECONDS);
    setCookie(c, COOKIE.offerStart, String(shown.remember), options);
  }
  return c.json(shown.offer satisfies OfferAnswer);
}

export const offer = createRouter()
  .get("/", (c) => answerOffer(c, DEFAULT_OFFER))
  .get("/:hash", validate("param", offerParam), (c) => answerOffer(c, c.req.valid("param").hash));
