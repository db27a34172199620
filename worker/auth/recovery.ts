import { AUTH_MESSAGES, type UserInfo } from "../contracts/auth";
import { findUserByEmail, findUserById, updateUser } from "../db/users";
import { pageUrl } from "../domain/hosts";
import { pagePath } from "../domain/page-path";
import { recoveryEmail } from "../email/templates";
import { ApiError } from "../lib/errors";
import { consumeLink, issueLink, peekLink } from "./email-links";
import { hashPassword } from "./password";
import { enforce, LIMITS, withinLimit } from "./rate-limit";
import type { AccountDeps, Later } from "./service";
import { type Browser, startSession, userInfo } from "./sign-in";
import { voidOldCredentials } from "./void-credentials";

/** `POST /auth/recovery`: a password reset link mailed to the address, if it has an account. */
export async function requestRecovery(deps: AccountDeps, email: string, ip: string, later: Later) {
  const { db, origins, mailer } = deps;
  await enforce(db, `recovery:ip:${ip}`, LIMITS.recoveryPerIp);
  // The same answer in the same time whether or not the account exists: the same look-up and
  // count either way (by address), and the link and the email only after the answer. A capped
  // address quietly gets no more emails.
  const user = await findUserByEmail(db, email);
  const allowed = await withinLimit(db, `recovery:to:${email}`, LIMITS.recoveryPerAccount);
  if (user && allowed) {
    later(async () => {
      const token = await issueLink(db, user.id, "recovery");
      await mailer.send(
        recoveryEmail(user.email, pageUrl(pagePath("/recovery/:hash", { hash: token }), origins)),
      );
    });
  }
}

/** Whether a reset link still works, checked without using it up: only setting the password does. */
export async function recoveryLinkLive(deps: AccountDeps, hash: string): Promise<boolean> {
  return Boolean(await peekLink(deps.db, hash, "recovery"));
}

/** `POST /auth/recovery/{hash}`: the new password set through the link, and a session. */
export async function resetPassword(
  deps: AccountDeps,
  hash: string,
  password: string,
  browser: Browser,
): Promise<UserInfo> {
  const { db, config } = deps;
  const link = await consumeLink(db, hash, "recovery");
  const user = link && (await findUserById(db, link.userId));
  if (!user) throw new ApiError("not_found", AUTH_MESSAGES.invalidLink);
  // Proving access to the mailbox also confirms it.
  const changes = { passwordHash: await hashPassword(password, config.AUTH_SECRET), emailConfirmed: true };
  await updateUser(db, user.id, changes);
  // A new password voids what came before: other links, every session, the failed sign-ins.
  await voidOldCredentials(db, user, "password");
  const session = await startSession(deps, user, browser);
  return userInfo(db, { ...user, ...changes }, session.id);
}
