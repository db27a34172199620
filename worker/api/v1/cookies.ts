import { getCookie, setCookie } from "hono/cookie";
import { consentValue, readConsent } from "../../consent";
import type { Consent } from "../../contracts/site";
import { consentBody } from "../../contracts/site-schema";
import { COOKIE, cookieOptions, ONE_YEAR_SECONDS } from "../../lib/cookies";
import { createRouter } from "../../lib/hono";
import { validate } from "../../lib/validate";

/** `GET /cookies`, `POST /cookies`: the visitor's cookie consent, read and chosen. */
export const cookies = createRouter()
  .get("/", (c) => c.json(readConsent(getCookie(c, COOKIE.consent)) satisfies Consent))
  .post("/", validate("json", consentBody), (c) => {
    const value = consentValue(c.req.valid("json").accepted);
    setCookie(c, COOKIE.consent, value, cookieOptions(c.var.config, c.var.url, ONE_YEAR_SECONDS));
    return c.json(readConsent(value) satisfies Consent);
  });
