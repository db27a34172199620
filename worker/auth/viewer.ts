import { redirect } from "react-router";
import { findUserById, type User } from "../db/users";
import type { PageContext } from "../lib/page-context";
import { resolveAuth } from "./request-auth";

/** The signed-in person as pages see them, or null for a visitor. */
export type Viewer = { id: string; email: string; confirmed: boolean };

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

/**
 * Only same-site paths may be redirected to after sign-in: an absolute or protocol-relative
 * address would make the login page an open redirect.
 */
export function safeRedirectPath(value: string | null): string | null {
  if (!value?.startsWith("/") || value.startsWith("//") || value.includes("\\")) return null;
  return value;
}

/** The login address that brings a visitor back to `url` afterwards. */
export function loginUrl(url: URL, page: PageContext): string {
  return `${page.origins.landing}/login?redirectTo=${encodeURIComponent(url.pathname + url.search)}`;
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
