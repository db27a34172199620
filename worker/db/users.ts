import { and, eq, isNull, notExists } from "drizzle-orm";
import { alias } from "drizzle-orm/sqlite-core";
import { randomId } from "../auth/crypto";
import type { Db } from "./client";
import { checkoutSessions, emailTokens, reports, sessions, subscriptions, users } from "./schema";

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
    db.delete(checkoutSessions).where(eq(checkoutSessions.userId, id)),
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
