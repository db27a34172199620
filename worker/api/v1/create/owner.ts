import type { Context } from "hono";
import { requestOwner } from "../../../auth/owner";
import { CREATE_MESSAGES } from "../../../contracts/create";
import type { ReportOwner, ReportRow } from "../../../db/reports";
import { ApiError } from "../../../lib/errors";
import type { AppEnv } from "../../../lib/hono";
import { reportNotFound } from "../../../reports/read";

export function ownerKey(owner: ReportOwner): string {
  return "userId" in owner ? `user:${owner.userId}` : `visitor:${owner.visitorId}`;
}

/** The report if the caller owns it; anyone else, signed in or not, gets 404. */
export async function ownedReport(
  c: Context<AppEnv>,
  id: string,
): Promise<ReportRow & { owner: ReportOwner }> {
  const owner = requestOwner(c);
  const report = owner ? await c.var.reports.findOwned(id, owner) : undefined;
  if (!owner || !report) throw reportNotFound();
  return { ...report, owner };
}

/** Candidates change only while the report is a draft: once generated, its profiles are fixed. */
export async function ownedDraft(c: Context<AppEnv>, id: string) {
  const report = await ownedReport(c, id);
  if (report.status !== "draft") throw new ApiError("conflict", CREATE_MESSAGES.notDraft);
  return report;
}
