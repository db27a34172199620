import { redirect } from "react-router";
import type { Viewer } from "../contracts/site";
import { findUserById, type User } from "../db/users";
import { pageUrl } from "../domain/hosts";
import { pagePath, withQuery } from "../domain/page-path";
import type { PageContext } from "../lib/page-context";
import { resolveAuth } from "./request-auth";

/** Per page request: the root's and the route's loaders (which run side by side) share one look-up. */
const accounts = new WeakMap<PageContext, Promise<User | null>>();

/** The signed-in account behind a page request, or null; read from D1 once per request. */
export function loadUser(request: Request, page: PageContext): Promise<User | null> {
  let user = accounts.get(page);
  if (!user) {
    user = resolveAuth(request, page.db, page.config.AUTH_SECRET).then(async (auth) =>
      auth ? ((await findUserById(page.db, auth.session.userId)) ?? null) : null,
    );
    accounts.set(page, user);
  }
  return user;
}

function toViewer(user: User): Viewer {
  return { id: user.id, email: user.email, confirmed: user.emailConfirmed };
}

export async function loadViewer(request: Request, page: PageContext): Promise<Viewer | null> {
  const user = await loadUser(request, page);
  return user && toViewer(user);
}

/** The login address that brings a visitor back to `url` afterwards. */
export function loginUrl(url: URL, page: PageContext): string {
  return pageUrl(withQuery(pagePath("/login"), { redirectTo: url.pathname + url.search }), page.origins);
}

/** Protected pages: a visitor is sent to /login with `redirectTo` set to where they were going. */
export async function requireUser(request: Request, page: PageContext): Promise<User> {
  const user = await loadUser(request, page);
  if (!user) throw redirect(loginUrl(new URL(request.url), page));
  return user;
}

export async function requireViewer(request: Request, page: PageContext): Promise<Viewer> {
  return toViewer(await requireUser(request, page));
}
