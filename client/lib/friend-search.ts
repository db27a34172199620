/**
 * The spec's friend-search cookie: the report whose lock sent the user to the plans, opened again
 * once a payment goes through. Shared, because the report feature sets it and the billing feature
 * runs it. Read and written in the browser only (the server never needs it).
 */

import { FRIEND_SEARCH_COOKIE } from "../../worker/contracts/billing";
import { isReportId } from "../../worker/contracts/report";

type CookieAttributes = { secure: boolean; domain?: string };

function attributes(maxAge: number, { secure, domain }: CookieAttributes): string {
  return [
    "Path=/",
    `Max-Age=${maxAge}`,
    "SameSite=Lax",
    ...(domain ? [`Domain=${domain}`] : []),
    ...(secure ? ["Secure"] : []),
  ].join("; ");
}

/** The `document.cookie` assignment that saves `reportId` for FRIEND_SEARCH_COOKIE.maxAgeSeconds. */
export function friendSearchCookie(reportId: string, options: CookieAttributes): string {
  return `${FRIEND_SEARCH_COOKIE.name}=${encodeURIComponent(reportId)}; ${attributes(FRIEND_SEARCH_COOKIE.maxAgeSeconds, options)}`;
}

/** The assignment that deletes the cookie (same path and domain, already expired). */
export function clearedFriendSearchCookie(options: CookieAttributes): string {
  return `${FRIEND_SEARCH_COOKIE.name}=; ${attributes(0, options)}`;
}

/** The saved report id in a `Cookie` string, or null when absent or not a report id. */
export function readFriendSearch(cookies: string): string | null {
  for (const part of cookies.split(";")) {
    const [name, ...rest] = part.trim().split("=");
    if (name !== FRIEND_SEARCH_COOKIE.name) continue;
    let value: string;
    try {
      value = decodeURIComponent(rest.join("="));
    } catch {
      return null;
    }
    return isReportId(value) ? value : null;
  }
  return null;
}

const secure = () => window.location.protocol === "https:";

/** Remembers the report a locked report's subscribe / upgrade button was pressed on. */
export function saveFriendSearch(reportId: string) {
  // biome-ignore lint/suspicious/noDocumentCookie: one plain cookie; the Cookie Store API is not everywhere yet.
  document.cookie = friendSearchCookie(reportId, { secure: secure() });
}

/** The saved report id, removed from the cookie jar: it is run once. */
export function takeFriendSearch(): string | null {
  const id = readFriendSearch(document.cookie);
  // biome-ignore lint/suspicious/noDocumentCookie: see saveFriendSearch.
  if (id) document.cookie = clearedFriendSearchCookie({ secure: secure() });
  return id;
}
