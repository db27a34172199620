import { consumeLink, issueLink } from "../../auth/email-links";
import { hashPassword, verifyPassword } from "../../auth/password";
import { enforce, LIMITS } from "../../auth/rate-limit";
import { endOtherSessions } from "../../auth/session";
import { clearSessionCookie, userInfo } from "../../auth/sign-in";
import { AUTH_MESSAGES } from "../../contracts/auth";
import {
  deleteAccountBody,
  settingsEmailBody,
  settingsEmailConfirmBody,
  settingsPasswordBody,
  settingsReceiveBody,
} from "../../contracts/auth-schema";
import {
  changeEmail,
  deleteUser,
  findStripeIds,
  findUserByEmail,
  type User,
  updateUser,
} from "../../db/users";
import { emailChangeEmail } from "../../email/templates";
import { deleteAccountReportData } from "../../generation/retention";
import { ApiError } from "../../lib/errors";
import { createRouter } from "../../lib/hono";
import { requireUser } from "../../lib/require-user";
import { validate } from "../../lib/validate";
import { billingPortalUrl } from "../../payments/billing-portal";
import { withStripe } from "../../payments/stripe-client";

/** Accounts with a password prove it for sensitive changes; Google-only accounts have none to give. */
async function checkCurrentPassword(user: User, given: string | undefined, secret: string) {
  if (!user.passwordHash) return;
  if (!given) throw new ApiError("validation", AUTH_MESSAGES.fillForm, { current: AUTH_MESSAGES.fillForm });
  if (!(await verifyPassword(given, user.passwordHash, secret))) {
    throw new ApiError("validation", AUTH_MESSAGES.invalidPassword, {
      current: AUTH_MESSAGES.invalidPassword,
    });
  }
}

export const settings = createRouter()
  .use(requireUser)

  .post("/email", validate("json", settingsEmailBody), async (c) => {
    const { email } = c.req.valid("json");
    const user = c.var.user;
    if (email === user.email)
      throw new ApiError("validation", AUTH_MESSAGES.sameEmail, { email: AUTH_MESSAGES.sameEmail });
    if (await findUserByEmail(c.var.db, email)) throw new ApiError("conflict", AUTH_MESSAGES.emailTaken);
    await enforce(c.var.db, `email-change:acct:${user.id}`, LIMITS.emailChangesPerAccount);
    const token = await issueLink(c.var.db, user.id, "email_change", email);
    await c.var.email.send(emailChangeEmail(email, `${c.var.origins.app}/settings/email/${token}`));
    return c.json({ sent: true, email });
  })

  .post("/email/confirm", validate("json", settingsEmailConfirmBody), async (c) => {
    const { db } = c.var;
    // A link for another account is as invalid as an unknown one, and is not used up.
    const link = await consumeLink(db, c.req.valid("json").hash, "email_change", c.var.user.id);
    if (!link?.newEmail) throw new ApiError("not_found", AUTH_MESSAGES.invalidLink);
    if (!(await changeEmail(db, c.var.user.id, link.newEmail)))
      throw new ApiError("conflict", AUTH_MESSAGES.emailTaken);
    const user = { ...c.var.user, email: link.newEmail, emailConfirmed: true };
    return c.json(await userInfo(c.var.db, user, c.var.auth?.session.id ?? ""));
  })

  .post("/password", validate("json", settingsPasswordBody), async (c) => {
    const { password, current } = c.req.valid("json");
    const { user, config, db } = c.var;
    await checkCurrentPassword(user, current, config.AUTH_SECRET);
    await updateUser(db, user.id, { passwordHash: await hashPassword(password, config.AUTH_SECRET) });
    await endOtherSessions(db, user.id, c.var.auth?.session.id);
    return c.json({ ok: true });
  })

  .post("/receive", validate("json", settingsReceiveBody), async (c) => {
    const { receive } = c.req.valid("json");
    await updateUser(c.var.db, c.var.user.id, { receive });
    return c.json({ receive });
  })

  .get("/manage", async (c) => {
    const { customer } = await findStripeIds(c.var.db, c.var.user.id);
    if (!customer) throw new ApiError("not_found", "No subscription to manage");
    const url = await withStripe(c.var.config.STRIPE_SECRET_KEY, (stripe) =>
      billingPortalUrl(stripe, customer, `${c.var.origins.app}/settings`),
    );
    return c.json({ url });
  })

  .post("/delete", validate("json", deleteAccountBody), async (c) => {
    const { user, config, db } = c.var;
    await checkCurrentPassword(user, c.req.valid("json").password, config.AUTH_SECRET);
    // Billing stops first: if Stripe cannot be reached, nothing is deleted and the user can retry.
    const { subscription } = await findStripeIds(db, user.id);
    if (subscription)
      await withStripe(config.STRIPE_SECRET_KEY, (stripe) => stripe.subscriptions.cancel(subscription));
    await deleteAccountReportData(c.env, db, user.id);
    await deleteUser(db, user.id);
    clearSessionCookie(c);
    return c.json({ deleted: true });
  });
