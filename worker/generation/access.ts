import type { BlurVariant } from "../contracts/report";
import type { Db } from "../db/client";
import { isUnlocked, unlockWithQuota } from "../db/report-results";
import type { ReportOwner, ReportRow } from "../db/reports";
import { findSubscription } from "../db/subscriptions";
import { findUserById } from "../db/users";
import { isExampleReportId } from "../domain/examples";
import { isUsable } from "../domain/subscription-state";

/**
 * Who may read a report, and how much (API.md "Blur variants and quota"). One rule for the API
 * handlers and the page loaders.
 */
export type ReportAccess = { owner: boolean; blured: BlurVariant | null };

/** The caller: the signed-in account, else the visitor's browser, else nobody; plus a share hash. */
export interface Reader {
  owner: ReportOwner | null;
  hash: string | null;
}

export function ownsReport(report: ReportRow, owner: ReportOwner | null): boolean {
  if (!owner) return false;
  return "userId" in owner
    ? report.userId === owner.userId
    : report.userId === null && report.visitorId === owner.visitorId;
}

/** Whether this share hash opens the report for anyone (constant time: the hash is a secret). */
function sharedWith(report: ReportRow, hash: string | null): boolean {
  if (!report.public || !report.shareHash || hash === null || hash.length !== report.shareHash.length)
    return false;
  let diff = 0;
  for (let i = 0; i < hash.length; i++) diff |= hash.charCodeAt(i) ^ report.shareHash.charCodeAt(i);
  return diff === 0;
}

/**
 * The caller's access, or null when they may not know the report exists (the API answers 404).
 * `consume`: a subscriber's first full view of a completed report takes one report of the quota
 * (once, whatever the concurrency); without it the variant is only previewed.
 */
export async function accessTo(
  db: Db,
  report: ReportRow,
  reader: Reader,
  options: { consume: boolean },
): Promise<ReportAccess | null> {
  const owner = ownsReport(report, reader.owner);
  if (isExampleReportId(report.id) || sharedWith(report, reader.hash)) return { owner, blured: null };
  if (!owner || !reader.owner) return null;
  if (!("userId" in reader.owner)) return { owner, blured: "unregistered" };
  const user = await findUserById(db, reader.owner.userId);
  if (!user) return null;
  if (!user.emailConfirmed) return { owner, blured: "unconfirmed" };
  if (await isUnlocked(db, report.id)) return { owner, blured: null };
  const now = new Date();
  const subscription = await findSubscription(db, user.id);
  if (!subscription || !isUsable(subscription, now)) return { owner, blured: "unsubscribed" };
  if (subscription.reportsUsed >= subscription.plan.reports) return { owner, blured: "needupgrade" };
  if (!options.consume || report.status !== "completed") return { owner, blured: null };
  return { owner, blured: (await unlockWithQuota(db, report.id, user.id, now)) ? null : "needupgrade" };
}
