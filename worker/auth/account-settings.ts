import type { z } from "zod";
import type { settingsPasswordBody } from "../contracts/auth-schema";
import { deleteUser, type User, updateUser } from "../db/users";
import { pageUrl } from "../domain/hosts";
import { pagePath } from "../domain/page-path";
import { deleteAccountReportData } from "../generation/retention";
import { ApiError } from "../lib/errors";
import { BILLING_MESSAGES, stopBilling } from "../payments/subscriptions";
import { confirmIdentity } from "./confirm-identity";
import { hashPassword } from "./password";
import type { AccountDeps } from "./service";
import type { Session } from "./session";
import { voidOldCredentials } from "./void-credentials";

/** `POST /settings/password`: a new password, once the current one (or a recent sign-in) proves it is them. */
export async function changePassword(
  deps: AccountDeps,
  user: User,
  session: Session | undefined,
  { password, current }: z.output<typeof settingsPasswordBody>,
) {
  const { db, config } = deps;
  await confirmIdentity(deps, user, session, current, "current");
  await updateUser(db, user.id, { passwordHash: await hashPassword(password, config.AUTH_SECRET) });
  // Whatever was mailed or guessed before is void: outstanding links, other sessions, failures.
  await voidOldCredentials(db, user, "password", session?.id);
}

/** `GET /settings/manage`: the payment provider's page where a customer manages their billing. */
export async function billingPortalUrl(deps: AccountDeps, user: User): Promise<string> {
  if (!user.stripeCustomerId) throw new ApiError("not_found", BILLING_MESSAGES.nothingToManage);
  return deps.billing().portalUrl(user.stripeCustomerId, pageUrl(pagePath("/settings"), deps.origins));
}

/** `POST /settings/delete`: the account and everything kept for it, once it is proven to be them. */
export async function deleteAccount(
  deps: AccountDeps,
  user: User,
  session: Session | undefined,
  password: string | undefined,
) {
  const { env, db, billing } = deps;
  await confirmIdentity(deps, user, session, password, "password");
  // Billing stops first: if Stripe cannot be reached, nothing is deleted and the user can retry.
  await stopBilling(db, billing, user.id);
  await deleteAccountReportData(env, db, user.id);
  await deleteUser(db, user.id);
}
