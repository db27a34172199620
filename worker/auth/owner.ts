import type { Context } from "hono";
import { getCookie } from "hono/cookie";
import type { ReportOwner } from "../db/reports";
import { COOKIE, requestCookie } from "../lib/cookies";
import type { AppEnv } from "../lib/hono";
import type { PageContext } from "../lib/page-context";
import type { Reader } from "../reports/access";
import { loadUser } from "./viewer";

/**
 * Who owns reports on a request: the signed-in account, else the visitor's browser (its cookie),
 * else nobody. The API and the pages decide it alike.
 */

/** An API request's owner. */
export function requestOwner(c: Context<AppEnv>): ReportOwner | null {
  if (c.var.auth) return { userId: c.var.auth.session.userId };
  const visitorId = getCookie(c, COOKIE.visitor);
  return visitorId ? { visitorId } : null;
}

/** An API request's reader: its owner, and the share link's hash (`?h=`) if it came with one. */
export function requestReader(c: Context<AppEnv>, hash: string | undefined): Reader {
  return { owner: requestOwner(c), hash: hash ?? null };
}

/** A page request's owner. */
export async function pageOwner(request: Request, page: PageContext): Promise<ReportOwner | null> {
  const user = await loadUser(request, page);
  if (user) return { userId: user.id };
  const visitorId = requestCookie(request, COOKIE.visitor);
  return visitorId ? { visitorId } : null;
}
