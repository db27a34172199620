import { and, eq, gt, isNull, notExists } from "drizzle-orm";
import { alias } from "drizzle-orm/sqlite-core";
import { randomId } from "../auth/crypto";
import type { Db } from "./client";
import { emailTokens, plans, reports, sessions, subscriptions, users } from "./schema";

export type User = typeof users.$inferSelect;

export function findUserByEmail(db: Db, email: string) {
  return db.query.users.findFirst({ where: eq(users.email, email) });
}

export function findUserById(db: Db, id: string) {
  return db.query.users.findFirst({ where: eq(users.id, id) });
}

export function findUserByGoogleSub(db: Db, sub: string) {
  return db.query.users.findFirst({ where: eq(users.googleSub, sub) });
}

/** The new account, or null when its email (or Google id) already has one: a parallel sign-up won. */
export async function insertUser(
  db: Db,
  values: { email: string; passwordHash: string | null; emailConfirmed?: boolean; googleSub?: string | null },
): Promise<User | null> {
  const [user] = await db
    .insert(users)
    .values({ id: randomId("usr"), created: new Date(), ...values })
    .onConflictDoNothing()
    .returning();
  return user ?? null;
}

/**
 * Moves the account to a confirmed new address unless another account has it; one statement, so a
 * parallel sign-up or change cannot slip in between the check and the write.
 */
export async function changeEmail(db: Db, id: string, email: string): Promise<boolean> {
  const other = alias(users, "other");
  const taken = db.select({ id: other.id }).from(other).where(eq(other.email, email));
  const changed = await db
    .update(users)
    .set({ email, emailConfirmed: true })
    .where(and(eq(users.id, id), notExists(taken)))
    .returning({ id: users.id });
  return changed.length === 1;
}

export async function updateUser(db: Db, id: string, values: Partial<Omit<User, "id" | "created">>) {
  await db.update(users).set(values).where(eq(users.id, id));
}

/** Removes the account and, through the foreign keys, its sessions, links, reports and subscription. */
export async function deleteUser(db: Db, id: string) {
  await db.batch([
    db.delete(reports).where(eq(reports.userId, id)),
    db.delete(emailTokens).where(eq(emailTokens.userId, id)),
    db.delete(sessions).where(eq(sessions.userId, id)),
    db.delete(subscriptions).where(eq(subscriptions.userId, id)),
    db.delete(users).where(eq(users.id, id)),
  ]);
}

/** Moves a visitor's reports (made before signing in) to the account. */
export async function adoptVisitorReports(db: Db, visitorId: string, userId: string) {
  await db
    .update(reports)
    .set({ userId, visitorId: null })
    .where(and(eq(reports.visitorId, visitorId), isNull(reports.userId)));
}

/** The account's billing ids at Stripe, if a checkout ever made them. */
export async function findStripeIds(db: Db, userId: string) {
  const row = await db.query.subscriptions.findFirst({
    columns: { stripeCustomerId: true, stripeSubscriptionId: true, status: true },
    where: eq(subscriptions.userId, userId),
  });
  return {
    customer: row?.stripeCustomerId ?? null,
    // A canceled subscription only runs out its period; there is nothing left to cancel.
    subscription: row?.status === "active" ? (row.stripeSubscriptionId ?? null) : null,
  };
}

export async function findSubscription(db: Db, userId: string, now: Date) {
  const [row] = await db
    .select({
      status: subscriptions.status,
      reportsUsed: subscriptions.reportsUsed,
      periodEnd: subscriptions.periodEnd,
      plan: { id: plans.id, title: plans.title, price: plans.price, reports: plans.reports },
    })
    .from(subscriptions)
    .innerJoin(plans, eq(plans.id, subscriptions.planId))
    .where(and(eq(subscriptions.userId, userId), gt(subscriptions.periodEnd, now)))
    .limit(1);
  return row;
}
