import type { Context } from "hono";
import { getCookie } from "hono/cookie";
import { CREATE_MESSAGES } from "../../../contracts/create";
import { findReportOf, type ReportOwner, type ReportRow } from "../../../db/reports";
import { COOKIE } from "../../../lib/cookies";
import { ApiError } from "../../../lib/errors";
import type { AppEnv } from "../../../lib/hono";

/** The signed-in account, else the visitor's browser, else nobody. */
export function currentOwner(c: Context<AppEnv>): ReportOwner | null {
  if (c.var.auth) return { userId: c.var.auth.session.userId };
  const visitorId = getCookie(c, COOKIE.visitor);
  return visitorId ? { visitorId } : null;
}

export function ownerKey(owner: ReportOwner): string {
  return "userId" in owner ? `user:${owner.userId}` : `visitor:${owner.visitorId}`;
}

/** The report if the caller owns it; anyone else, signed in or not, gets 404. */
export async function ownedReport(
  c: Context<AppEnv>,
  id: string,
): Promise<ReportRow & { owner: ReportOwner }> {
  const owner = currentOwner(c);
  const report = owner ? await findReportOf(c.var.db, id, owner) : undefined;
  if (!owner || !report) throw new ApiError("not_found", "Report not found");
  return { ...report, owner };
}

/** Candidates change only while the report is a draft: once generated, its profiles are fixed. */
export async function ownedDraft(c: Context<AppEnv>, id: string) {
  const report = await ownedReport(c, id);
  if (report.status !== "draft") throw new ApiError("conflict", CREATE_MESSAGES.notDraft);
  return report;
}
