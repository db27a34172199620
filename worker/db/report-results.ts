import { and, asc, eq, gt, inArray, isNotNull, isNull, lt, ne, notExists, or, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/sqlite-core";
import type { ReportChange, ReportInterest } from "../contracts/report";
import type { Coverage, ReportStatus } from "../contracts/report-events";
import type { BadReason, Source } from "../contracts/sources";
import { type ClaimableStatus, FINISHED_STATUSES, type FinishedStatus } from "../domain/report-lifecycle";
import type { Db } from "./client";
import { reportProfiles, reportSources, reports } from "./schema";

export type ReportSourceRow = typeof reportSources.$inferSelect;

export async function setReportStatus(db: Db, id: string, status: ReportStatus) {
  await db.update(reports).set({ status }).where(eq(reports.id, id));
}

/**
 * Starts a generation: the report leaves `draft` (or `completed`, for a refresh) for `queued`
 * in one statement, so two requests at once start it once. True when this call started it.
 */
export async function claimGeneration(db: Db, id: string, from: ClaimableStatus): Promise<boolean> {
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
  status: FinishedStatus;
  summary: string | null;
  tracked: Date;
  profiles: ProfileResult[];
  sources: SourceResult[];
  /** What the version found new since the one before; null when nothing changed (or it is the first). */
  lastChange: ReportChange | null;
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
    // A new generation (a refresh) scraped the raw lists again: their retention starts from its
    // `tracked`. Results of the same generation saved again (an opt-out reaching the report) keep it.
    db
      .update(reports)
      .set({
        status: result.status,
        summary: result.summary,
        tracked: result.tracked,
        lastChange: result.lastChange,
        rawPurgedAt: sql`CASE WHEN ${reports.tracked} = ${result.tracked.getTime()} THEN ${reports.rawPurgedAt} END`,
      })
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

/** A report whose raw lists retention is due to purge, as of the generation that scraped them. */
export type DuePurge = { id: string; tracked: Date };

/**
 * Finished reports (completed or failed) whose raw lists are older than `before` and still kept,
 * oldest first, from just past `after` on: a run walks the backlog once, so a report that failed
 * to purge waits for the next run instead of being tried again and again.
 */
export async function listReportsToPurge(
  db: Db,
  before: Date,
  limit: number,
  after: DuePurge | null = null,
): Promise<DuePurge[]> {
  const rows = await db
    .select({ id: reports.id, tracked: reports.tracked })
    .from(reports)
    .where(
      and(
        inArray(reports.status, [...FINISHED_STATUSES]),
        lt(reports.tracked, before),
        isNull(reports.rawPurgedAt),
        after
          ? or(
              gt(reports.tracked, after.tracked),
              and(eq(reports.tracked, after.tracked), gt(reports.id, after.id)),
            )
          : undefined,
      ),
    )
    .orderBy(asc(reports.tracked), asc(reports.id))
    .limit(limit);
  return rows.flatMap((row) => (row.tracked ? [{ id: row.id, tracked: row.tracked }] : []));
}

/**
 * Records the purges in one batch. Only where `tracked` is still the purged generation's: a
 * refresh that finished meanwhile brought new lists, which keep their own retention.
 */
export async function markRawPurged(db: Db, purged: readonly DuePurge[], at: Date) {
  const [first, ...rest] = purged.map(({ id, tracked }) =>
    db
      .update(reports)
      .set({ rawPurgedAt: at })
      .where(and(eq(reports.id, id), eq(reports.tracked, tracked))),
  );
  if (first) await db.batch([first, ...rest]);
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
