import { and, eq, exists, gt, inArray, lt, ne, type SQL, sql } from "drizzle-orm";
import type { Db } from "./client";
import { plans, reportUnlocks, subscriptions } from "./schema";

/** Those of the reports that have been opened in full. */
export async function listUnlocked(db: Db, reportIds: string[]): Promise<string[]> {
  if (reportIds.length === 0) return [];
  const rows = await db
    .select({ reportId: reportUnlocks.reportId })
    .from(reportUnlocks)
    .where(inArray(reportUnlocks.reportId, reportIds));
  return rows.map((row) => row.reportId);
}

export async function isUnlocked(db: Db, reportId: string): Promise<boolean> {
  const row = await db.query.reportUnlocks.findFirst({
    columns: { reportId: true },
    where: eq(reportUnlocks.reportId, reportId),
  });
  return row !== undefined;
}

/**
 * The quota rule as SQL, on an account's `subscriptions` row joined with its plan: usable at `now`
 * (not inactive, its period not over) with reports left. `reportsLeft` (domain/subscription-state.ts)
 * is the same rule for a row in hand; report-unlocks.test.ts holds the two together.
 */
export function hasQuotaLeft(now: Date): SQL {
  const rule = [
    ne(subscriptions.status, "inactive"),
    gt(subscriptions.periodEnd, now),
    lt(subscriptions.reportsUsed, plans.reports),
  ];
  return sql`(${sql.join(rule, sql` and `)})`;
}

/**
 * The two statements of a quota unlock: the unlock row, made only while the account has quota
 * left (and only once per report), then the count, taken only if this unlock (`token`) made the row.
 */
export function unlockStatements(db: Db, reportId: string, userId: string, token: string, now: Date) {
  const unlock = db
    .insert(reportUnlocks)
    .select(
      db
        .select({
          reportId: sql<string>`${reportId}`.as("report_id"),
          userId: subscriptions.userId,
          token: sql<string>`${token}`.as("token"),
          created: sql<Date>`${now.getTime()}`.as("created"),
        })
        .from(subscriptions)
        .innerJoin(plans, eq(plans.id, subscriptions.planId))
        .where(and(eq(subscriptions.userId, userId), hasQuotaLeft(now))),
    )
    .onConflictDoNothing({ target: reportUnlocks.reportId });
  const count = db
    .update(subscriptions)
    .set({ reportsUsed: sql`${subscriptions.reportsUsed} + 1` })
    .where(
      and(
        eq(subscriptions.userId, userId),
        exists(
          db
            .select({ one: sql`1` })
            .from(reportUnlocks)
            .where(and(eq(reportUnlocks.reportId, reportId), eq(reportUnlocks.token, token))),
        ),
      ),
    );
  return [unlock, count] as const;
}

/**
 * A subscriber's first full view of a report: takes one report from the period's quota and
 * records the unlock, both or neither, in one transaction. D1 runs a batch as one serial
 * transaction, so concurrent first views insert once and count once. True when unlocked (now or
 * before); false when the quota is used up or there is no usable subscription.
 */
export async function unlockWithQuota(db: Db, reportId: string, userId: string, now = new Date()) {
  await db.batch(unlockStatements(db, reportId, userId, crypto.randomUUID(), now));
  return isUnlocked(db, reportId);
}
