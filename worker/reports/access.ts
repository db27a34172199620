import { timingSafeEqual } from "../auth/crypto";
import type { BlurVariant } from "../contracts/report";
import type { Db } from "../db/client";
import { isUnlocked, listUnlocked, unlockWithQuota } from "../db/report-unlocks";
import type { ReportOwner, ReportRow } from "../db/reports";
import { findSubscription } from "../db/subscriptions";
import { findUserById, type User } from "../db/users";
import { type ExampleSpec, isExampleReportId } from "../domain/examples";
import { isUsable, reportsLeft } from "../domain/subscription-state";

/**
 * Who may read a report, and how much (API.md "Blur variants and quota"). The one rule every path
 * that reveals a report's content asks: the API's endpoints, the event stream, the page loader,
 * sharing and refreshing.
 *
 * `blured` is the lock the reader sees (null: none); `revealed` says whether the content may be
 * shown now. They differ only for a subscriber with reports left who has not opened the report
 * yet: nothing locks it, but showing it takes one report of the quota first.
 */
export type ReportAccess = {
  owner: boolean;
  blured: BlurVariant | null;
  revealed: boolean;
  /** The reader's share link (`?h=`) opens the report: the page passes it on and shows it. */
  link: boolean;
};

/** The caller: the signed-in account, else the visitor's browser, else nobody; plus a share hash. */
export interface Reader {
  owner: ReportOwner | null;
  hash: string | null;
}

type Lock = Pick<ReportAccess, "blured" | "revealed">;
const OPEN: Lock = { blured: null, revealed: true };
const locked = (blured: BlurVariant): Lock => ({ blured, revealed: false });

export function ownsReport(report: ReportRow, owner: ReportOwner | null): boolean {
  if (!owner) return false;
  return "userId" in owner
    ? report.userId === owner.userId
    : report.userId === null && report.visitorId === owner.visitorId;
}

/**
 * Whether the report's owner has it unlocked (a confirmed account that opened it in full): the
 * only kind of report that may be shared, and that a share link opens.
 */
async function unlockedForOwner(db: Db, report: ReportRow): Promise<boolean> {
  if (!report.userId) return false;
  const user = await findUserById(db, report.userId);
  return user !== undefined && (await unlockedBy(db, user, report.id));
}

/** `unlockedForOwner` when the owner is at hand (`mayShare`). */
async function unlockedBy(db: Db, owner: Pick<User, "emailConfirmed">, reportId: string): Promise<boolean> {
  return owner.emailConfirmed && (await isUnlocked(db, reportId));
}

/** Only a completed report its owner has unlocked may be shared (API.md): a link opens nothing else. */
export async function mayShare(
  db: Db,
  owner: Pick<User, "emailConfirmed">,
  report: Pick<ReportRow, "id" | "status">,
): Promise<boolean> {
  return report.status === "completed" && (await unlockedBy(db, owner, report.id));
}

/** `unlockedForOwner` for a page of one account's reports (the dashboard's list). */
export async function unlockedAmong(
  db: Db,
  owner: Pick<User, "emailConfirmed">,
  reportIds: string[],
): Promise<Set<string>> {
  return new Set(owner.emailConfirmed ? await listUnlocked(db, reportIds) : []);
}

/** Whether this is the report's live share hash (compared in constant time: the hash is a secret). */
async function isShareHash(report: ReportRow, hash: string | null): Promise<boolean> {
  if (!report.public || report.shareHash === null || hash === null) return false;
  return timingSafeEqual(hash, report.shareHash);
}

/** The owner's own lock: the four blur variants, or open (taking the quota when `consume`). */
async function ownerAccess(db: Db, report: ReportRow, owner: ReportOwner, consume: boolean): Promise<Lock> {
  if (!("userId" in owner)) return locked("unregistered");
  const user = await findUserById(db, owner.userId);
  if (!user) return locked("unregistered");
  if (!user.emailConfirmed) return locked("unconfirmed");
  if (await isUnlocked(db, report.id)) return OPEN;
  const now = new Date();
  const subscription = await findSubscription(db, user.id);
  if (!subscription || !isUsable(subscription, now)) return locked("unsubscribed");
  if (reportsLeft(subscription, subscription.plan.reports, now) === 0) return locked("needupgrade");
  // Only a completed report can be opened; until then (or when only previewing) nothing is taken.
  if (!consume || report.status !== "completed") return { blured: null, revealed: false };
  // The unlock checks the quota again in the same statement (`hasQuotaLeft`): a parallel view may have taken the last report.
  return (await unlockWithQuota(db, report.id, user.id, now)) ? OPEN : locked("needupgrade");
}

/**
 * The caller's access, or null when they may not know the report exists (the API answers 404).
 * `consume`: a subscriber's first full view of a completed report takes one report of the quota
 * (once, whatever the concurrency); without it the access is only previewed. `examples`: the
 * examples in use (`examplesInUse`), open to anyone.
 */
export async function accessTo(
  db: Db,
  report: ReportRow,
  reader: Reader,
  options: { consume: boolean; examples: readonly ExampleSpec[] },
): Promise<ReportAccess | null> {
  const owner = ownsReport(report, reader.owner);
  if (isExampleReportId(options.examples, report.id)) return { owner, ...OPEN, link: false };
  // The owner reads as the owner; their own link opens what they unlocked, so it adds nothing.
  if (owner && reader.owner) {
    const own = await ownerAccess(db, report, reader.owner, options.consume);
    return { owner, ...own, link: own.revealed && (await isShareHash(report, reader.hash)) };
  }
  // Anyone else: a share link opens only a report unlocked for its owner.
  const opens = (await isShareHash(report, reader.hash)) && (await unlockedForOwner(db, report));
  return opens ? { owner, ...OPEN, link: true } : null;
}
