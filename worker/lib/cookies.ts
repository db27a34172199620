import { type CookieOptions, parse } from "hono/utils/cookie";
import type { Config } from "../env";

export const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

/** Names of the cookies the product sets, in one place. */
export const COOKIE = {
  consent: "cookie_consent",
  promocode: "promocode",
  offerStart: "offer_start",
  /** A signed-out visitor's browser, owner of their first report until they sign up. */
  visitor: "lw_visitor",
} as const;

/** A promo code as a landing link may carry it and checkout may apply it; anything else is none. */
export function promoCode(value: string | null | undefined): string | null {
  return value && /^[\w-]{1,64}$/.test(value) ? value : null;
}

/**
 * The attributes every cookie of ours shares: the whole site, SameSite=Lax, shared by both hosts
 * through COOKIE_DOMAIN, and Secure whenever the request came over https.
 */
export function cookieOptions(
  config: Config,
  requestUrl: URL,
  maxAge: number,
  httpOnly = true,
): CookieOptions {
  return {
    path: "/",
    sameSite: "Lax",
    httpOnly,
    secure: requestUrl.protocol === "https:",
    maxAge,
    ...(config.COOKIE_DOMAIN && requestUrl.hostname.endsWith(config.COOKIE_DOMAIN)
      ? { domain: config.COOKIE_DOMAIN }
      : {}),
  };
}

/** One cookie of a request as the browser sent it (pages read them here; the API through Hono). */
export function requestCookie(request: Request, name: string): string | undefined {
  return parse(request.headers.get("Cookie") ?? "", name)[name];
}
