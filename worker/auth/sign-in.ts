import type { Context } from "hono";
import { deleteCookie, getCookie, setCookie } from "hono/cookie";
import type { UserInfo } from "../contracts/auth";
import type { Db } from "../db/client";
import { adoptVisitorReports, type User } from "../db/users";
import { COOKIE, cookieOptions } from "../lib/cookies";
import type { AppEnv } from "../lib/hono";
import { subscriptionInfo } from "../payments/subscriptions";
import { createSession, endSession, SESSION_COOKIE, SESSION_TTL_MS } from "./session";

export const RESEND_DELAY_MS = 60_000;

/** Starts a session for the account: the cookie, and the visitor's earlier reports move over. */
export async function signIn(c: Context<AppEnv>, user: User) {
  // The browser's previous session, if any, is replaced rather than left alive on the server.
  if (c.var.auth?.via === "cookie") await endSession(c.var.db, c.var.auth.session.id);
  const { session, value } = await createSession(c.var.db, user.id, c.var.config.AUTH_SECRET);
  setCookie(c, SESSION_COOKIE, value, cookieOptions(c.var.config, c.var.url, SESSION_TTL_MS / 1000));
  const visitorId = getCookie(c, COOKIE.visitor);
  if (visitorId) {
    await adoptVisitorReports(c.var.db, visitorId, user.id);
    deleteCookie(c, COOKIE.visitor, cookieOptions(c.var.config, c.var.url, 0));
  }
  return session;
}

export function clearSessionCookie(c: Context<AppEnv>) {
  deleteCookie(c, SESSION_COOKIE, cookieOptions(c.var.config, c.var.url, 0));
}

/** Seconds left before another confirmation email may go out. */
export function remainingDelay(user: User, now = Date.now()): number {
  if (user.emailConfirmed || !user.confirmSentAt) return 0;
  return Math.max(0, Math.ceil((user.confirmSentAt.getTime() + RESEND_DELAY_MS - now) / 1000));
}

/** What `/auth/info` (and sign-in, sign-up) answer, and account pages show: no secret, hash or token, ever. */
export async function userInfo(db: Db, user: User, sessionId: string): Promise<UserInfo> {
  const now = new Date();
  const { plan, status, reportsLeft, periodEnd } = await subscriptionInfo(db, user.id, now);
  return {
    id: user.id,
    email: user.email,
    confirmed: user.emailConfirmed,
    sessionId,
    google: user.googleSub !== null,
    hasPassword: user.passwordHash !== null,
    receive: user.receive,
    remainingDelay: remainingDelay(user, now.getTime()),
    subscription:
      plan && periodEnd
        ? { plan: { id: plan.id, title: plan.title, price: plan.price }, status, reportsLeft, periodEnd }
        : null,
  };
}
