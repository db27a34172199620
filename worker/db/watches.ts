import { and, asc, eq, gt, inArray, lt, lte, ne, notExists, sql } from "drizzle-orm";
import type { WatchEvery, WatchState } from "../contracts/report";
import { RESCREEN_RETRY_MS } from "../domain/watch-schedule";
import type { Db } from "./client";
import { reports, subscriptions, watches } from "./schema";

export type WatchRow = typeof watches.$inferSelect;

/** A watch as its owner sees it (`GET /report/{id}`, the dashboard, settings). */
export function toWatchState(row: Pick<WatchRow, "every" | "nextCheck" | "lastChange">): WatchState {
  return { every: row.every, next: row.nextCheck.getTime(), lastChange: row.lastChange?.getTime() ?? null };
}

export async function findWatch(db: Db, reportId: string): Promise<WatchRow | undefined> {
  return db.query.watches.findFirst({ where: eq(watches.reportId, reportId) });
}

/** Watches a report (or changes how often); `lastChange` and the alerts told so far stay. */
export async function saveWatch(
  db: Db,
  watch: {
    reportId: string;
    userId: string;
    every: WatchEvery;
    nextCheck: Date;
    origin: string;
    created: Date;
  },
): Promise<WatchRow> {
  const [row] = await db
    .insert(watches)
    .values(watch)
    .onConflictDoUpdate({
      target: watches.reportId,
      set: { every: watch.every, nextCheck: watch.nextCheck, userId: watch.userId, origin: watch.origin },
    })
    .returning();
  if (!row) throw new Error(`watch of ${watch.reportId} not saved`);
  return row;
}

export async function deleteWatch(db: Db, reportId: string): Promise<boolean> {
  const rows = await db
    .delete(watches)
    .where(eq(watches.reportId, reportId))
    .returning({ id: watches.reportId });
  return rows.length > 0;
}

/** How many reports the account watches, besides `except`. */
export async function countWatches(db: Db, userId: string, except: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)` })
    .from(watches)
    .where(and(eq(watches.userId, userId), ne(watches.reportId, except)));
  return row?.n ?? 0;
}

/** The account's watched reports with their subjects' names, next check first. */
export function listWatchesOf(db: Db, userId: string) {
  return db
    .select({
      id: watches.reportId,
      name: reports.name,
      every: watches.every,
      nextCheck: watches.nextCheck,
      lastChange: watches.lastChange,
    })
    .from(watches)
    .innerJoin(reports, eq(reports.id, watches.reportId))
    .where(eq(watches.userId, userId))
    .orderBy(asc(watches.nextCheck), asc(watches.reportId));
}

export function watchesOfReports(db: Db, reportIds: string[]): Promise<WatchRow[]> {
  if (reportIds.length === 0) return Promise.resolve([]);
  return db.select().from(watches).where(inArray(watches.reportId, reportIds));
}

/** A subscription that pays for watching at `now`: the same rule as `isUsable`, in SQL. */
const paidThrough = (now: Date) =>
  and(
    eq(subscriptions.userId, watches.userId),
    ne(subscriptions.status, "inactive"),
    gt(subscriptions.periodEnd, now),
  );

/** Watching ends with the subscription: the watches of accounts with no paid period at `now` go. */
export async function endLapsedWatches(db: Db, now: Date): Promise<number> {
  const gone = await db
    .delete(watches)
    .where(notExists(db.select({ one: sql`1` }).from(subscriptions).where(paidThrough(now))))
    .returning({ id: watches.reportId });
  return gone.length;
}

/** Watches due at `now` whose owner pays for them, longest waiting first. */
export function listDueWatches(db: Db, now: Date, limit: number): Promise<WatchRow[]> {
  return db
    .select({ watch: watches })
    .from(watches)
    .innerJoin(subscriptions, paidThrough(now))
    .where(lte(watches.nextCheck, now))
    .orderBy(asc(watches.nextCheck), asc(watches.reportId))
    .limit(limit)
    .then((rows) => rows.map((r) => r.watch));
}

/**
 * Moves due watches' next checks on (`next`), each only if it is still the one read, in one batch:
 * answers those this run took (an overlapping run took the others).
 */
export async function claimDueWatches(
  db: Db,
  due: WatchRow[],
  next: (watch: WatchRow) => Date,
): Promise<WatchRow[]> {
  const claim = (watch: WatchRow) =>
    db
      .update(watches)
      .set({ nextCheck: next(watch) })
      .where(and(eq(watches.reportId, watch.reportId), eq(watches.nextCheck, watch.nextCheck)))
      .returning({ id: watches.reportId });
  const [first, ...rest] = due;
  if (!first) return [];
  const claimed = await db.batch([claim(first), ...rest.map(claim)]);
  return due.filter((_, i) => claimed[i]?.length === 1);
}

/** A re-screen that failed is due again at `at` (never later than it already was). */
export async function retryWatchAt(db: Db, reportId: string, at: Date) {
  await db
    .update(watches)
    .set({ nextCheck: at })
    .where(and(eq(watches.reportId, reportId), gt(watches.nextCheck, at)));
}

/**
 * A re-screen found a change in `version`: noted on the watch, once. The watch for the one call
 * that noted it, which alone sends the alert; undefined for any other.
 */
export async function noteChange(
  db: Db,
  reportId: string,
  version: number,
  at: Date,
): Promise<WatchRow | undefined> {
  const [row] = await db
    .update(watches)
    .set({ lastChange: at, alertedVersion: version })
    .where(and(eq(watches.reportId, reportId), lt(watches.alertedVersion, version)))
    .returning();
  return row;
}

/** A re-screen that failed, or never started, is tried again a few hours after `now`. */
export function retryWatchLater(db: Db, reportId: string, now = new Date()) {
  return retryWatchAt(db, reportId, new Date(now.getTime() + RESCREEN_RETRY_MS));
}
