import { eq } from "drizzle-orm";
import type { Db } from "../db/client";
import { type DuePurge, listReportsToPurge, markRawPurged, reportPictureKeys } from "../db/report-results";
import { reports } from "../db/schema";
import { deletePictures } from "../images/store";
import { roomOf } from "../reports/room";

const DAY_MS = 24 * 60 * 60 * 1000;
/** Reports purged together: one D1 read, their rooms side by side, one D1 write. */
export const PURGE_BATCH = 50;
/**
 * What one run may take before it leaves the rest to the next: time (a daily Cron Trigger may run
 * 15 minutes) and rooms called (each call is a subrequest, 10,000 per invocation on Workers Paid).
 */
const RUN_BUDGET_MS = 10 * 60_000;
const RUN_MAX_REPORTS = 5_000;

/**
 * Deletes a report's room storage and every R2 picture copied for it. Call before the D1 rows
 * go: the candidates' pictures are found through them.
 */
export async function deleteReportData(env: Env, db: Db, reportId: string) {
  const [roomPictures, candidatePictures] = await Promise.all([
    roomOf(env, reportId).destroy(),
    reportPictureKeys(db, reportId),
  ]);
  const keys = [...new Set([...roomPictures, ...candidatePictures])];
  await deletePictures(env.IMAGES_BUCKET, keys);
}

/** Every report of an account, before the account goes. */
export async function deleteAccountReportData(env: Env, db: Db, userId: string) {
  const owned = await db.select({ id: reports.id }).from(reports).where(eq(reports.userId, userId));
  for (const { id } of owned) await deleteReportData(env, db, id);
}

interface RetentionRun {
  purged: number;
  /** Why some reports could not be purged; they are tried again at the next run. */
  failures: unknown[];
  /** False when the run stopped at its budget with reports still due: the next run goes on. */
  finished: boolean;
}

/**
 * The retention Cron Trigger: the raw scraped lists of reports finished (completed or failed) more
 * than `days` ago are removed from their rooms, batch after batch until none is due or the run's
 * budget is spent; interests, evidence, friends and the summary stay.
 */
export async function purgeExpiredRawData(
  env: Env,
  db: Db,
  days: number,
  options: { now?: Date; budgetMs?: number } = {},
): Promise<RetentionRun> {
  const now = options.now ?? new Date();
  const before = new Date(now.getTime() - days * DAY_MS);
  const stopAt = Date.now() + (options.budgetMs ?? RUN_BUDGET_MS);
  const run: RetentionRun = { purged: 0, failures: [], finished: false };
  let called = 0;
  let last: DuePurge | null = null;
  while (called < RUN_MAX_REPORTS && !(called > 0 && Date.now() >= stopAt)) {
    const due = await listReportsToPurge(db, before, Math.min(PURGE_BATCH, RUN_MAX_REPORTS - called), last);
    if (due.length === 0) return { ...run, finished: true };
    const results = await Promise.allSettled(due.map(({ id }) => roomOf(env, id).purgeRaw()));
    const purged = due.filter((_, i) => results[i]?.status === "fulfilled");
    await markRawPurged(db, purged, now);
    run.purged += purged.length;
    for (const result of results) if (result.status === "rejected") run.failures.push(result.reason);
    called += due.length;
    last = due.at(-1) ?? null;
  }
  return run;
}
