import { type Origins, pageUrl } from "../../../../worker/domain/hosts";
import { pagePath } from "../../../../worker/domain/page-path";
import { safeRedirectPath } from "../../../../worker/domain/redirect-path";

/**
 * Where a signed-in person goes from the login page: `redirectTo` when it is a safe same-site path
 * (never back to /login, which would loop), otherwise the dashboard; absolute, since hosts differ.
 */
export function afterLoginUrl(redirectTo: string | null, origins: Origins): string {
  const path = safeRedirectPath(redirectTo);
  const target = path && !/^\/login(?:[/?#]|$)/.test(path) ? path : pagePath("/dashboard");
  return pageUrl(target, origins);
}
