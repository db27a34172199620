import type { PagePath } from "./page-path";

/**
 * Only same-site paths may be redirected to after sign-in: an absolute or protocol-relative
 * address would make the login page an open redirect. The one page path not built by
 * `pagePath`: it comes back from a link we made, and an unknown one lands on the 404 page.
 */
export function safeRedirectPath(value: string | null): PagePath | null {
  if (!value?.startsWith("/") || value.startsWith("//") || value.includes("\\")) return null;
  return value as PagePath;
}
