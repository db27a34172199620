import { and, desc, eq, gt, isNull, sql } from "drizzle-orm";
import type { SubscriptionState } from "../domain/subscription-state";
import type { Db } from "./client";
import { planSummary } from "./plans";
import { checkoutSessions, plans, processedEvents, subscriptions, users } from "./schema";

/** The account's subscription row with its plan (whether it is usable now is `isUsable`'s call). */
export async function findSubscription(db: Db, userId: string) {
  const [row] = await db
    .select({
      status: subscriptions.status,
      reportsUsed: subscriptions.reportsUsed,
      periodEnd: subscriptions.periodEnd,
      plan: planSummary,
    })
    .from(subscriptions)
    .innerJoin(plans, eq(plans.id, subscriptions.planId))
    .where(eq(subscriptions.userId, userId))
    .limit(1);
  return row;
}

/** The account's row as the billing sync sees it, ended or not; null when there is none. */
export async function findSubscriptionState(db: Db, userId: string): Promise<SubscriptionState | null> {
  const row = await db.query.subscriptions.findFirst({ where: eq(subscriptions.userId, userId) });
  if (!row?.stripeSubscriptionId) return null;
  return {
    subscriptionId: row.stripeSubscriptionId,
    planId: row.planId,
    status: row.status,
    reportsUsed: row.reportsUsed,
    quotaPeriodStart: row.quotaPeriodStart,
    periodEnd: row.periodEnd,
  };
}

const columnsOf = (state: SubscriptionState) => ({
  planId: state.planId,
  status: state.status,
  reportsUsed: state.reportsUsed,
  quotaPeriodStart: state.quotaPeriodStart,
  periodEnd: state.periodEnd,
  stripeSubscriptionId: state.subscriptionId,
});

/**
 * Writes `next` if the row is still `seen` (compare and set: a report unlocked in between, or
 * another event's write, makes this false, and the caller reads again). Never makes a row for an
 * account that is gone: a late event cannot bring a deleted account's subscription back.
 */
export async function saveSubscriptionState(
  db: Db,
  userId: string,
  seen: SubscriptionState | null,
  next: SubscriptionState,
): Promise<boolean> {
  if (!seen) {
    const d1 = db.$client;
    const inserted = await d1
      .prepare(
        `INSERT INTO subscriptions (user_id, plan_id, status, reports_used, quota_period_start, period_end, stripe_subscription_id)
         SELECT ?1, ?2, ?3, ?4, ?5, ?6, ?7 WHERE EXISTS (SELECT 1 FROM users WHERE id = ?1)
         ON CONFLICT (user_id) DO UPDATE SET plan_id = excluded.plan_id, status = excluded.status,
           reports_used = excluded.reports_used, quota_period_start = excluded.quota_period_start,
           period_end = excluded.period_end, stripe_subscription_id = excluded.stripe_subscription_id
         WHERE subscriptions.stripe_subscription_id IS NULL`,
      )
      .bind(
        userId,
        next.planId,
        next.status,
        next.reportsUsed,
        next.quotaPeriodStart.getTime(),
        next.periodEnd.getTime(),
        next.subscriptionId,
      )
      .run();
    return inserted.meta.changes === 1;
  }
  const changed = await db
    .update(subscriptions)
    .set(columnsOf(next))
    .where(
      and(
        eq(subscriptions.userId, userId),
        eq(subscriptions.stripeSubscriptionId, seen.subscriptionId),
        eq(subscriptions.planId, seen.planId),
        eq(subscriptions.status, seen.status),
        eq(subscriptions.reportsUsed, seen.reportsUsed),
        eq(subscriptions.quotaPeriodStart, seen.quotaPeriodStart),
        eq(subscriptions.periodEnd, seen.periodEnd),
      ),
    )
    .returning({ userId: subscriptions.userId });
  return changed.length === 1;
}

/** The account a billing customer belongs to, if it still exists. */
export async function findUserIdByCustomer(db: Db, customerId: string) {
  const row = await db.query.users.findFirst({
    columns: { id: true },
    where: eq(users.stripeCustomerId, customerId),
  });
  return row?.id ?? null;
}

/** Records the account's billing customer unless it has one; answers the one it has. */
export async function keepCustomerId(db: Db, userId: string, customerId: string): Promise<string | null> {
  await db
    .update(users)
    .set({ stripeCustomerId: customerId })
    .where(and(eq(users.id, userId), isNull(users.stripeCustomerId)));
  const row = await db.query.users.findFirst({
    columns: { stripeCustomerId: true },
    where: eq(users.id, userId),
  });
  return row?.stripeCustomerId ?? null;
}

/**
 * Starts the account's offer window unless it has one, and answers its start (null: no such
 * account). One statement, so parallel first views agree on one start and nothing restarts it.
 */
export async function startOfferWindow(db: Db, userId: string, now: Date): Promise<Date | null> {
  const [row] = await db
    .update(users)
    .set({ offerShownAt: sql`coalesce(${users.offerShownAt}, ${now.getTime()})` })
    .where(eq(users.id, userId))
    .returning({ offerShownAt: users.offerShownAt });
  return row?.offerShownAt ?? null;
}

/** Claims a webhook event id: true the first time, false for a redelivery (or a parallel one). */
export async function claimEvent(db: Db, id: string, type: string, now = new Date()): Promise<boolean> {
  const rows = await db
    .insert(processedEvents)
    .values({ id, type, created: now })
    .onConflictDoNothing()
    .returning({ id: processedEvents.id });
  return rows.length === 1;
}

/** Gives a claimed event back after it failed, so the provider's retry applies it. */
export async function releaseEvent(db: Db, id: string) {
  await db.delete(processedEvents).where(eq(processedEvents.id, id));
}

export type CheckoutSessionRow = typeof checkoutSessions.$inferSelect;

export async function findCheckoutSession(db: Db, id: string) {
  return db.query.checkoutSessions.findFirst({ where: eq(checkoutSessions.id, id) });
}

/** The account's open checkout sessions that have not run out, newest first. */
export function listOpenCheckouts(db: Db, userId: string, now: Date) {
  return db
    .select()
    .from(checkoutSessions)
    .where(
      and(
        eq(checkoutSessions.userId, userId),
        eq(checkoutSessions.status, "open"),
        gt(checkoutSessions.expires, now),
      ),
    )
    .orderBy(desc(checkoutSessions.created));
}

/** How many checkout sessions the account ever started (keys a new one, so parallel starts share it). */
export function countCheckouts(db: Db, userId: string): Promise<number> {
  return db.$count(checkoutSessions, eq(checkoutSessions.userId, userId));
}

export async function insertCheckoutSession(db: Db, row: CheckoutSessionRow) {
  await db.insert(checkoutSessions).values(row).onConflictDoNothing();
}

/** Closes an open session; true when this call closed it (a session completes or expires once). */
export async function closeCheckoutSession(db: Db, id: string, status: "complete" | "expired") {
  const rows = await db
    .update(checkoutSessions)
    .set({ status })
    .where(and(eq(checkoutSessions.id, id), eq(checkoutSessions.status, "open")))
    .returning({ id: checkoutSessions.id });
  return rows.length === 1;
}
