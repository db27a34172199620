import { redirect } from "react-router";
import { findSubscription, findUserById } from "../db/users";
import type { PageContext } from "../lib/page-context";
import { remainingDelay } from "./sign-in";
import { loginUrl, requireViewer } from "./viewer";

/** What the account pages (settings, dashboard) show about the signed-in person. */
export type Account = {
  id: string;
  email: string;
  confirmed: boolean;
  hasPassword: boolean;
  google: boolean;
  receive: boolean;
  /** Seconds until another confirmation email may be sent. */
  remainingDelay: number;
  subscription: { title: string; status: "active" | "canceled" | "inactive"; reportsLeft: number } | null;
};

/** For protected pages' loaders: the account, or a redirect of the visitor to /login. */
export async function loadAccount(request: Request, page: PageContext): Promise<Account> {
  const viewer = await requireViewer(request, page);
  const now = new Date();
  const [user, subscription] = await Promise.all([
    findUserById(page.db, viewer.id),
    findSubscription(page.db, viewer.id, now),
  ]);
  // Deleted in between (another tab): as signed out as a visitor.
  if (!user) throw redirect(loginUrl(new URL(request.url), page));
  return {
    id: user.id,
    email: user.email,
    confirmed: user.emailConfirmed,
    hasPassword: user.passwordHash !== null,
    google: user.googleSub !== null,
    receive: user.receive,
    remainingDelay: remainingDelay(user, now.getTime()),
    subscription: subscription
      ? {
          title: subscription.plan.title,
          status: subscription.status,
          reportsLeft: Math.max(0, subscription.plan.reports - subscription.reportsUsed),
        }
      : null,
  };
}
