import type { z } from "zod";
import { AUTH_MESSAGES, type UserInfo } from "../contracts/auth";
import type { signinBody } from "../contracts/auth-schema";
import type { Db } from "../db/client";
import { adoptVisitorReports, findUserByEmail, type User } from "../db/users";
import { ApiError } from "../lib/errors";
import { subscriptionInfo } from "../payments/subscriptions";
import { burnPasswordCheck, verifyPassword } from "./password";
import { LIMITS, reserveHit, reserveSigninAttempt } from "./rate-limit";
import type { AccountDeps } from "./service";
import { createSession, endSession, type Session } from "./session";

export const RESEND_DELAY_MS = 60_000;

/**
 * The browser a sign-in answers, as far as the flow touches it. Its cookies are the handler's
 * (session-cookie.ts): the flow calls back at the step where the session starts.
 */
export type Browser = {
  /** The session its cookie carries (a bearer token's is not replaced), or none. */
  session: string | undefined;
  /** Its visitor cookie: the reports made before signing in. */
  visitorId: string | undefined;
  keepSession(value: string): void;
  forgetVisitor(): void;
};

/** Starts a session for the account: the cookie, and the visitor's earlier reports move over. */
export async function startSession(deps: AccountDeps, user: User, browser: Browser): Promise<Session> {
  const { db, config } = deps;
  // The browser's previous session, if any, is replaced rather than left alive on the server.
  if (browser.session) await endSession(db, browser.session);
  const { session, value } = await createSession(db, user.id, config.AUTH_SECRET);
  browser.keepSession(value);
  if (browser.visitorId) {
    await adoptVisitorReports(db, browser.visitorId, user.id);
    browser.forgetVisitor();
  }
  return session;
}

/** `POST /auth/signin`: the password checked under the failure limits, then a session. */
export async function signIn(
  deps: AccountDeps,
  { email, password }: z.output<typeof signinBody>,
  ip: string,
  browser: Browser,
): Promise<UserInfo> {
  const { db, config } = deps;
  // Each attempt counts as a failure until it succeeds: parallel guesses cannot all slip
  // under the limit while the slow password checks run. Per account, failures from many IPs
  // leave each IP one more guess rather than locking the owner out (rate-limit.ts).
  const perIp = await reserveHit(db, `signin-fail:ip:${ip}`, LIMITS.signinFailuresPerIp);
  const account = await reserveSigninAttempt(db, email, ip).catch(async (error: unknown) => {
    await perIp.release();
    throw error;
  });
  const user = await findUserByEmail(db, email);
  const ok = user?.passwordHash
    ? await verifyPassword(password, user.passwordHash, config.AUTH_SECRET)
    : await burnPasswordCheck(password, config.AUTH_SECRET).then(() => false);
  if (!user || !ok) throw new ApiError("unauthorized", AUTH_MESSAGES.wrongCredentials);
  await Promise.all([perIp.release(), account.release()]);
  const session = await startSession(deps, user, browser);
  return userInfo(db, user, session.id);
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
