import { and, desc, eq, isNull, lte, or, sql } from "drizzle-orm";
import type { Db } from "./client";
import { reports } from "./schema";

export type ReportRow = typeof reports.$inferSelect;

export function findReport(db: Db, id: string) {
  return db.query.reports.findFirst({ where: eq(reports.id, id) });
}

/** An account's reports, newest first, drafts included; one extra row tells if there are more. */
export function listUserReports(db: Db, userId: string, offset: number, limit: number) {
  return db
    .select()
    .from(reports)
    .where(eq(reports.userId, userId))
    .orderBy(desc(reports.created), desc(reports.id))
    .limit(limit + 1)
    .offset(offset);
}

export async function deleteReport(db: Db, id: string) {
  await db.delete(reports).where(eq(reports.id, id));
}

/**
 * Makes the report public and answers its share hash. An existing hash is kept (in the same
 * statement, so two first clicks at once still agree on one link).
 */
export async function shareReport(db: Db, id: string, candidateHash: string): Promise<string> {
  const [row] = await db
    .update(reports)
    .set({ public: true, shareHash: sql`coalesce(${reports.shareHash}, ${candidateHash})` })
    .where(eq(reports.id, id))
    .returning({ shareHash: reports.shareHash });
  return row?.shareHash ?? candidateHash;
}

/** Stops sharing: the hash is revoked, so a later share makes a new link. */
export async function unshareReport(db: Db, id: string) {
  await db.update(reports).set({ public: false, shareHash: null }).where(eq(reports.id, id));
}

/**
 * Claims a completed report for a refresh, at most once per `interval` (the first refresh after
 * generation always): one statement, so two refreshes at once start one generation.
 */
export async function claimRefresh(db: Db, id: string, now: Date, intervalMs: number): Promise<boolean> {
  const rows = await db
    .update(reports)
    .set({ status: "queued", refreshedAt: now })
    .where(
      and(
        eq(reports.id, id),
        eq(reports.status, "completed"),
        or(isNull(reports.refreshedAt), lte(reports.refreshedAt, new Date(now.getTime() - intervalMs))),
      ),
    )
    .returning({ id: reports.id });
  return rows.length === 1;
}

/** Undoes a claimed refresh whose generation could not start. */
export async function releaseRefresh(db: Db, id: string, refreshedAt: Date | null) {
  await db.update(reports).set({ status: "completed", refreshedAt }).where(eq(reports.id, id));
}

/** Who may see a draft: the signed-in account, or the visitor's browser. */
export type ReportOwner = { userId: string } | { visitorId: string };

export async function createDraftReport(
  db: Db,
  values: Omit<typeof reports.$inferInsert, "status" | "userId" | "visitorId">,
  owner: ReportOwner,
) {
  await db.insert(reports).values({
    ...values,
    status: "draft",
    userId: "userId" in owner ? owner.userId : null,
    visitorId: "visitorId" in owner ? owner.visitorId : null,
  });
}

/** The report if `owner` owns it; anybody else gets nothing (the API answers 404). */
export function findReportOf(db: Db, id: string, owner: ReportOwner) {
  return db.query.reports.findFirst({
    where: and(
      eq(reports.id, id),
      "userId" in owner ? eq(reports.userId, owner.userId) : eq(reports.visitorId, owner.visitorId),
    ),
  });
}

/** Whether this browser already made its one visitor report (one that moved to an account does not count). */
export async function visitorHasReport(db: Db, visitorId: string): Promise<boolean> {
  const row = await db.query.reports.findFirst({
    columns: { id: true },
    where: and(eq(reports.visitorId, visitorId), isNull(reports.userId)),
  });
  return row !== undefined;
}

export async function updateSearchStatus(db: Db, id: string, searchStatus: ReportRow["searchStatus"]) {
  await db.update(reports).set({ searchStatus }).where(eq(reports.id, id));
}

/** The confirmed selection's sources and picture, as the dashboard lists the report. */
export async function setReportSelection(
  db: Db,
  id: string,
  selection: Pick<ReportRow, "sources" | "image">,
) {
  await db.update(reports).set(selection).where(eq(reports.id, id));
}
