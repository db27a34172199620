import { parse } from "hono/utils/cookie";
import type { ReportOwner } from "../db/reports";
import { COOKIE } from "../lib/cookies";
import type { PageContext } from "../lib/page-context";
import { loadUser } from "./viewer";

/**
 * Who owns reports on a page request, as the API decides it (`currentOwner`): the signed-in
 * account, else the visitor's browser cookie, else nobody.
 */
export async function pageOwner(request: Request, page: PageContext): Promise<ReportOwner | null> {
  const user = await loadUser(request, page);
  if (user) return { userId: user.id };
  const visitorId = parse(request.headers.get("Cookie") ?? "", COOKIE.visitor)[COOKIE.visitor];
  return visitorId ? { visitorId } : null;
}
