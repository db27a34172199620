import type { UserInfo } from "../contracts/auth";
import type { PageContext } from "../lib/page-context";
import { userInfo } from "./sign-in";
import { requireUser } from "./viewer";

/** What the account pages (settings, dashboard) show: `/auth/info` without the session id. */
export type Account = Omit<UserInfo, "sessionId">;

/** For protected pages' loaders: the account, or a redirect of the visitor to /login. */
export async function loadAccount(request: Request, page: PageContext): Promise<Account> {
  const user = await requireUser(request, page);
  const { sessionId: _, ...account } = await userInfo(page.db, user, "");
  return account;
}
