import { redirect } from "react-router";
import type { UserInfo } from "../contracts/auth";
import { findUserById } from "../db/users";
import type { PageContext } from "../lib/page-context";
import { userInfo } from "./sign-in";
import { loginUrl, requireViewer } from "./viewer";

/** What the account pages (settings, dashboard) show: `/auth/info` without the session id. */
export type Account = Omit<UserInfo, "sessionId">;

/** For protected pages' loaders: the account, or a redirect of the visitor to /login. */
export async function loadAccount(request: Request, page: PageContext): Promise<Account> {
  const viewer = await requireViewer(request, page);
  const user = await findUserById(page.db, viewer.id);
  // Deleted in between (another tab): as signed out as a visitor.
  if (!user) throw redirect(loginUrl(new URL(request.url), page));
  const { sessionId: _, ...account } = await userInfo(page.db, user, "");
  return account;
}
