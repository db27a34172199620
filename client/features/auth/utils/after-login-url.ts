import { safeRedirectPath } from "../../../../worker/auth/viewer";
import { type Origins, pageUrl } from "../../../../worker/domain/hosts";

/**
 * Where a signed-in person goes from the login page: `redirectTo` when it is a safe same-site path
 * (never back to /login, which would loop), otherwise the dashboard; absolute, since hosts differ.
 */
export function afterLoginUrl(redirectTo: string | null, origins: Origins): string {
  const path = safeRedirectPath(redirectTo);
  const target = path && !/^\/login(?:[/?#]|$)/.test(path) ? path : "/dashboard";
  return pageUrl(target, origins);
}
