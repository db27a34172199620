import { and, asc, eq, isNotNull, isNull, lt, ne, notExists, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/sqlite-core";
import type { ReportInterest } from "../contracts/report";
import type { Coverage, ReportStatus } from "../contracts/report-events";
import type { BadReason, Source } from "../contracts/sources";
import type { Db } from "./client";
import { reportProfiles, reportSources, reports, reportUnlocks } from "./schema";

export type ReportSourceRow = typeof reportSources.$inferSelect;

export async function setReportStatus(db: Db, id: string, status: ReportStatus) {
  await db.update(reports).set({ status }).where(eq(reports.id, id));
}

/**
 * Starts a generation: the report leaves `draft` (or `completed`, for a refresh) for `queued`
 * in one statement, so two requests at once start it once. True when this call started it.
 */
export async function claimGeneration(db: Db, id: string, from: ReportStatus): Promise<boolean> {
  const rows = await db
    .update(reports)
    .set({ status: "queued" })
    .where(and(eq(reports.id, id), eq(reports.status, from)))
    .returning({ id: reports.id });
  return rows.length === 1;
}

export function listSelectedProfiles(db: Db, reportId: string) {
  return db
    .select()
    .from(reportProfiles)
    .where(and(eq(reportProfiles.reportId, reportId), eq(reportProfiles.selected, true)))
    .orderBy(asc(reportProfiles.source), asc(reportProfiles.position));
}

export interface ProfileResult {
  source: Source;
  profileId: string;
  badReason: BadReason | null;
  image: string | null;
  coverage: string | null;
}

export interface SourceResult {
  source: Source;
  interests: ReportInterest[];
  friends: number;
  coverage: Coverage;
}

/** What a completed generation leaves in D1: a handful of rows, whatever the report's size. */
export interface GenerationResult {
  status: "completed" | "failed";
  summary: string | null;
  tracked: Date;
  profiles: ProfileResult[];
  sources: SourceResult[];
}

export async function saveResults(db: Db, reportId: string, result: GenerationResult) {
  const byReport = eq(reportSources.reportId, reportId);
  await db.batch([
    db.delete(reportSources).where(byReport),
    ...result.sources.map((s) => db.insert(reportSources).values({ reportId, ...s })),
    ...result.profiles.map((p) =>
      db
        .update(reportProfiles)
        .set({
          badReason: p.badReason,
          badReasonConfirmed: p.badReason !== null,
          coverage: p.coverage,
          ...(p.image ? { image: p.image, imageNotLoaded: false } : {}),
        })
        .where(
          and(
            eq(reportProfiles.reportId, reportId),
            eq(reportProfiles.source, p.source),
            eq(reportProfiles.profileId, p.profileId),
          ),
        ),
    ),
    db
      .update(reports)
      .set({ status: result.status, summary: result.summary, tracked: result.tracked })
      .where(eq(reports.id, reportId)),
  ]);
}

/** One network's interests after feedback changed its counts. */
export async function updateSourceInterests(
  db: Db,
  reportId: string,
  source: Source,
  interests: ReportInterest[],
) {
  await db
    .update(reportSources)
    .set({ interests })
    .where(and(eq(reportSources.reportId, reportId), eq(reportSources.source, source)));
}

export function listReportSources(db: Db, reportId: string) {
  return db.select().from(reportSources).where(eq(reportSources.reportId, reportId));
}

export async function isUnlocked(db: Db, reportId: string): Promise<boolean> {
  const row = await db.query.reportUnlocks.findFirst({
    columns: { reportId: true },
    where: eq(reportUnlocks.reportId, reportId),
  });
  return row !== undefined;
}

/**
 * A subscriber's first full view of a report: takes one report from the period's quota and
 * records the unlock, both or neither, in one transaction. D1 runs a batch as one serial
 * transaction, so concurrent first views insert once and count once. True when unlocked (now or
 * before); false when the quota is used up or there is no usable subscription.
 */
export async function unlockWithQuota(db: Db, reportId: string, userId: string, now = new Date()) {
  const token = crypto.randomUUID();
  const d1 = db.$client;
  await d1.batch([
    d1
      .prepare(
        `INSERT INTO report_unlocks (report_id, user_id, token, created)
         SELECT ?1, ?2, ?3, ?4 WHERE EXISTS (
           SELECT 1 FROM subscriptions s JOIN plans p ON p.id = s.plan_id
           WHERE s.user_id = ?2 AND s.status IN ('active', 'canceled') AND s.period_end > ?4
             AND s.reports_used < p.reports)
         ON CONFLICT (report_id) DO NOTHING`,
      )
      .bind(reportId, userId, token, now.getTime()),
    d1
      .prepare(
        `UPDATE subscriptions SET reports_used = reports_used + 1
         WHERE user_id = ?2 AND EXISTS (SELECT 1 FROM report_unlocks WHERE report_id = ?1 AND token = ?3)`,
      )
      .bind(reportId, userId, token),
  ]);
  return isUnlocked(db, reportId);
}

/** Completed reports whose raw lists are older than the retention period and still kept. */
export function listReportsToPurge(db: Db, before: Date, limit: number) {
  return db
    .select({ id: reports.id })
    .from(reports)
    .where(and(eq(reports.status, "completed"), lt(reports.tracked, before), isNull(reports.rawPurgedAt)))
    .limit(limit);
}

export async function markRawPurged(db: Db, id: string, at = new Date()) {
  await db.update(reports).set({ rawPurgedAt: at }).where(eq(reports.id, id));
}

/** The report's share card in R2 (`POST /snoop/img`): one per report, replaced when made again. */
export const shareImageKey = (reportId: string) => `sig/share_${reportId}`;

/**
 * The R2 pictures deleting this report must remove: its share card, and every picture its
 * profiles show that no other report uses (a candidate's picture copied at search time is shared
 * by every draft that found the same profile; it goes with the last of them).
 */
export async function reportPictureKeys(db: Db, reportId: string): Promise<string[]> {
  const others = alias(reportProfiles, "others");
  const rows = await db
    .selectDistinct({ image: reportProfiles.image })
    .from(reportProfiles)
    .where(
      and(
        eq(reportProfiles.reportId, reportId),
        isNotNull(reportProfiles.image),
        notExists(
          db
            .select({ one: sql`1` })
            .from(others)
            .where(and(eq(others.image, reportProfiles.image), ne(others.reportId, reportId))),
        ),
      ),
    );
  return [shareImageKey(reportId), ...rows.flatMap((r) => (r.image ? [r.image] : []))];
}
