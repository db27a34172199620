import type { z } from "zod";
import { AUTH_MESSAGES, type ResendAnswer, type UserInfo } from "../contracts/auth";
import type { signupBody } from "../contracts/auth-schema";
import { findUserByEmail, insertUser, type User, updateUser } from "../db/users";
import { pageUrl } from "../domain/hosts";
import { pagePath } from "../domain/page-path";
import type { Email } from "../email/email";
import { confirmEmail } from "../email/templates";
import { ApiError } from "../lib/errors";
import { consumeLink, issueLink } from "./email-links";
import { hashPassword } from "./password";
import { enforce, LIMITS } from "./rate-limit";
import type { AccountDeps } from "./service";
import { type Browser, RESEND_DELAY_MS, remainingDelay, startSession, userInfo } from "./sign-in";

/**
 * Issues (or re-issues) the confirmation link and starts the resend delay; answers the account as
 * it now is and the email to send. Callers finish their writes, then send: a provider failure
 * leaves the email on the mail queue for a retry, never a request failed halfway.
 */
async function prepareConfirmation(deps: AccountDeps, user: User): Promise<{ user: User; email: Email }> {
  const token = await issueLink(deps.db, user.id, "confirm");
  const changes = { confirmSentAt: new Date() };
  await updateUser(deps.db, user.id, changes);
  return {
    user: { ...user, ...changes },
    email: confirmEmail(user.email, pageUrl(pagePath("/confirm/:hash", { hash: token }), deps.origins)),
  };
}

/** `POST /auth/signup`: the account made and signed in, its confirmation link mailed. */
export async function signUp(
  deps: AccountDeps,
  { email, password }: z.output<typeof signupBody>,
  ip: string,
  browser: Browser,
): Promise<UserInfo> {
  const { db, config } = deps;
  await enforce(db, `signup:ip:${ip}`, LIMITS.signupPerIp);
  if (await findUserByEmail(db, email)) throw new ApiError("conflict", AUTH_MESSAGES.emailTaken);
  const user = await insertUser(db, {
    email,
    passwordHash: await hashPassword(password, config.AUTH_SECRET),
  });
  // Taken between the check and the insert (a double submit): the same answer as above.
  if (!user) throw new ApiError("conflict", AUTH_MESSAGES.emailTaken);
  const confirmation = await prepareConfirmation(deps, user);
  const session = await startSession(deps, confirmation.user, browser);
  await deps.mailer.send(confirmation.email);
  return userInfo(db, confirmation.user, session.id);
}

/** `POST /auth/resend`: another confirmation link, once the delay since the last one has run out. */
export async function resendConfirmation(deps: AccountDeps, user: User, ip: string): Promise<ResendAnswer> {
  if (user.emailConfirmed) throw new ApiError("conflict", "Email is already confirmed");
  // Too early: nothing is sent and the answer says how long the timer still runs.
  const wait = remainingDelay(user);
  if (wait > 0) return { sent: false, remainingDelay: wait };
  await enforce(deps.db, `resend:ip:${ip}`, LIMITS.resendPerIp);
  await deps.mailer.send((await prepareConfirmation(deps, user)).email);
  return { sent: true, remainingDelay: RESEND_DELAY_MS / 1000 };
}

/** `POST /auth/confirm/{hash}`: the link used up, the account's address confirmed. */
export async function confirmAddress(deps: AccountDeps, hash: string) {
  const link = await consumeLink(deps.db, hash, "confirm");
  if (!link) throw new ApiError("not_found", AUTH_MESSAGES.invalidLink);
  await updateUser(deps.db, link.userId, { emailConfirmed: true });
}
