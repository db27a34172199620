import type { Context } from "hono";
import { deleteCookie, getCookie, setCookie } from "hono/cookie";
import { COOKIE, cookieOptions } from "../lib/cookies";
import type { AppEnv } from "../lib/hono";
import { SESSION_COOKIE, SESSION_TTL_MS } from "./session";
import type { Browser } from "./sign-in";

/** An API request's browser, for the flows that sign in: its cookies read here, set on the answer. */
export function requestBrowser(c: Context<AppEnv>): Browser {
  const { auth, config, url } = c.var;
  return {
    session: auth?.via === "cookie" ? auth.session.id : undefined,
    visitorId: getCookie(c, COOKIE.visitor),
    keepSession: (value) =>
      setCookie(c, SESSION_COOKIE, value, cookieOptions(config, url, SESSION_TTL_MS / 1000)),
    forgetVisitor: () => deleteCookie(c, COOKIE.visitor, cookieOptions(config, url, 0)),
  };
}

export function clearSessionCookie(c: Context<AppEnv>) {
  deleteCookie(c, SESSION_COOKIE, cookieOptions(c.var.config, c.var.url, 0));
}
