import type { z } from "zod";
import { AUTH_MESSAGES, type UserInfo } from "../contracts/auth";
import type { settingsEmailBody } from "../contracts/auth-schema";
import { changeEmail, findUserByEmail, type User } from "../db/users";
import { pageUrl } from "../domain/hosts";
import { pagePath } from "../domain/page-path";
import { emailChangedNotice, emailChangeEmail, emailTakenNotice } from "../email/templates";
import { ApiError } from "../lib/errors";
import { confirmIdentity } from "./confirm-identity";
import { consumeLink, issueLink } from "./email-links";
import { enforce, LIMITS, withinLimit } from "./rate-limit";
import type { AccountDeps, Later } from "./service";
import type { Session } from "./session";
import { userInfo } from "./sign-in";
import { voidOldCredentials } from "./void-credentials";

/** `POST /settings/email`: a link to the new address, which moves the account when it is opened. */
export async function requestEmailChange(
  deps: AccountDeps,
  user: User,
  session: Session | undefined,
  { email, password }: z.output<typeof settingsEmailBody>,
  later: Later,
) {
  const { db, config, origins, mailer } = deps;
  if (email === user.email)
    throw new ApiError("validation", AUTH_MESSAGES.sameEmail, { email: AUTH_MESSAGES.sameEmail });
  await confirmIdentity(deps, user, session, password, "password");
  // No account enumeration: the limit is counted before the address is looked up, the answer
  // is the same either way, and the email (a link, or a notice to an address that already has
  // an account) leaves after the answer.
  await enforce(db, `email-change:acct:${user.id}`, LIMITS.emailChangesPerAccount);
  const taken = (await findUserByEmail(db, email)) !== undefined;
  later(async () => {
    if (!taken) {
      const token = await issueLink(db, user.id, "email_change", email);
      await mailer.send(
        emailChangeEmail(email, pageUrl(pagePath("/settings/email/:hash", { hash: token }), origins)),
      );
    } else if (await withinLimit(db, `email-taken:to:${email}`, LIMITS.emailTakenNoticesPerRecipient)) {
      await mailer.send(emailTakenNotice(email, config.SUPPORT_EMAIL));
    }
  });
}

/** `POST /settings/email/confirm`: the signed-in account moves to the address its link was sent to. */
export async function confirmEmailChange(
  deps: AccountDeps,
  previous: User,
  session: Session | undefined,
  hash: string,
  later: Later,
): Promise<UserInfo> {
  const { db, config, mailer } = deps;
  // A link for another account is as invalid as an unknown one, and is not used up.
  const link = await consumeLink(db, hash, "email_change", previous.id);
  if (!link?.newEmail) throw new ApiError("not_found", AUTH_MESSAGES.invalidLink);
  if (!(await changeEmail(db, previous.id, link.newEmail)))
    throw new ApiError("conflict", AUTH_MESSAGES.emailTaken);
  // The account has moved: links mailed before stop working, other devices are signed out, and
  // the old address is told (if it was not its owner, they learn of it).
  await voidOldCredentials(db, previous, "email", session?.id);
  const newEmail = link.newEmail;
  later(() => mailer.send(emailChangedNotice(previous.email, newEmail, config.SUPPORT_EMAIL)));
  const user = { ...previous, email: newEmail, emailConfirmed: true };
  return userInfo(db, user, session?.id ?? "");
}
