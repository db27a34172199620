import { confirmIdentity } from "../../auth/confirm-identity";
import { consumeLink, issueLink } from "../../auth/email-links";
import { hashPassword } from "../../auth/password";
import { enforce, LIMITS, withinLimit } from "../../auth/rate-limit";
import { clearSessionCookie, userInfo } from "../../auth/sign-in";
import { voidOldCredentials } from "../../auth/void-credentials";
import {
  AUTH_MESSAGES,
  type EmailChangeAnswer,
  type ReceiveAnswer,
  type UserInfo,
} from "../../contracts/auth";
import {
  deleteAccountBody,
  settingsEmailBody,
  settingsEmailConfirmBody,
  settingsPasswordBody,
  settingsReceiveBody,
} from "../../contracts/auth-schema";
import type { BillingPortalAnswer } from "../../contracts/billing";
import type { DeletedAnswer, OkAnswer } from "../../contracts/common";
import { changeEmail, deleteUser, findUserByEmail, updateUser } from "../../db/users";
import { pageUrl } from "../../domain/hosts";
import { pagePath } from "../../domain/page-path";
import { afterResponse } from "../../email/delivery";
import { emailChangedNotice, emailChangeEmail, emailTakenNotice } from "../../email/templates";
import { deleteAccountReportData } from "../../generation/retention";
import { ApiError } from "../../lib/errors";
import { createRouter } from "../../lib/hono";
import { validate } from "../../lib/validate";
import { BILLING_MESSAGES, stopBilling } from "../../payments/subscriptions";
import { requireUser } from "./middleware/require-user";

export const settings = createRouter()
  .use(requireUser)

  .post("/email", validate("json", settingsEmailBody), async (c) => {
    const { email, password } = c.req.valid("json");
    const { user, db, config, origins } = c.var;
    if (email === user.email)
      throw new ApiError("validation", AUTH_MESSAGES.sameEmail, { email: AUTH_MESSAGES.sameEmail });
    await confirmIdentity(c, password, "password");
    // No account enumeration: the limit is counted before the address is looked up, the answer
    // is the same either way, and the email (a link, or a notice to an address that already has
    // an account) leaves after the answer.
    await enforce(db, `email-change:acct:${user.id}`, LIMITS.emailChangesPerAccount);
    const taken = (await findUserByEmail(db, email)) !== undefined;
    const mailer = c.var.mailer;
    afterResponse(c, async () => {
      if (!taken) {
        const token = await issueLink(db, user.id, "email_change", email);
        await mailer.send(
          emailChangeEmail(email, pageUrl(pagePath("/settings/email/:hash", { hash: token }), origins)),
        );
      } else if (await withinLimit(db, `email-taken:to:${email}`, LIMITS.emailTakenNoticesPerRecipient)) {
        await mailer.send(emailTakenNotice(email, config.SUPPORT_EMAIL));
      }
    });
    return c.json({ sent: true, email } satisfies EmailChangeAnswer);
  })

  .post("/email/confirm", validate("json", settingsEmailConfirmBody), async (c) => {
    const { db, config } = c.var;
    const previous = c.var.user;
    // A link for another account is as invalid as an unknown one, and is not used up.
    const link = await consumeLink(db, c.req.valid("json").hash, "email_change", previous.id);
    if (!link?.newEmail) throw new ApiError("not_found", AUTH_MESSAGES.invalidLink);
    if (!(await changeEmail(db, previous.id, link.newEmail)))
      throw new ApiError("conflict", AUTH_MESSAGES.emailTaken);
    // The account has moved: links mailed before stop working, other devices are signed out, and
    // the old address is told (if it was not its owner, they learn of it).
    await voidOldCredentials(db, previous, "email", c.var.auth?.session.id);
    const mailer = c.var.mailer;
    const newEmail = link.newEmail;
    afterResponse(c, () => mailer.send(emailChangedNotice(previous.email, newEmail, config.SUPPORT_EMAIL)));
    const user = { ...previous, email: newEmail, emailConfirmed: true };
    return c.json((await userInfo(db, user, c.var.auth?.session.id ?? "")) satisfies UserInfo);
  })

  .post("/password", validate("json", settingsPasswordBody), async (c) => {
    const { password, current } = c.req.valid("json");
    const { user, config, db } = c.var;
    await confirmIdentity(c, current, "current");
    await updateUser(db, user.id, { passwordHash: await hashPassword(password, config.AUTH_SECRET) });
    // Whatever was mailed or guessed before is void: outstanding links, other sessions, failures.
    await voidOldCredentials(db, user, "password", c.var.auth?.session.id);
    return c.json({ ok: true } satisfies OkAnswer);
  })

  .post("/receive", validate("json", settingsReceiveBody), async (c) => {
    const { receive } = c.req.valid("json");
    await updateUser(c.var.db, c.var.user.id, { receive });
    return c.json({ receive } satisfies ReceiveAnswer);
  })

  .get("/manage", async (c) => {
    const { user, billing, origins } = c.var;
    if (!user.stripeCustomerId) throw new ApiError("not_found", BILLING_MESSAGES.nothingToManage);
    const url = await billing().portalUrl(user.stripeCustomerId, pageUrl(pagePath("/settings"), origins));
    return c.json({ url } satisfies BillingPortalAnswer);
  })

  .post("/delete", validate("json", deleteAccountBody), async (c) => {
    const { user, db, billing } = c.var;
    await confirmIdentity(c, c.req.valid("json").password, "password");
    // Billing stops first: if Stripe cannot be reached, nothing is deleted and the user can retry.
    await stopBilling(db, billing, user.id);
    await deleteAccountReportData(c.env, db, user.id);
    await deleteUser(db, user.id);
    clearSessionCookie(c);
    return c.json({ deleted: true } satisfies DeletedAnswer);
  });
