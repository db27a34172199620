import { redirect } from "react-router";
import { findUserById } from "../db/users";
import type { PageContext } from "../lib/page-context";
import { resolveAuth } from "./request-auth";

/** The signed-in person as pages see them, or null for a visitor. */
export type Viewer = { id: string; email: string; confirmed: boolean };

export async function loadViewer(request: Request, page: PageContext): Promise<Viewer | null> {
  const auth = await resolveAuth(request, page.db, page.config.AUTH_SECRET);
  const user = auth ? await findUserById(page.db, auth.session.userId) : undefined;
  return user ? { id: user.id, email: user.email, confirmed: user.emailConfirmed } : null;
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
export async function requireViewer(request: Request, page: PageContext): Promise<Viewer> {
  const viewer = await loadViewer(request, page);
  if (!viewer) throw redirect(loginUrl(new URL(request.url), page));
  return viewer;
}
