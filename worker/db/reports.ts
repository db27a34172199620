import { and, desc, eq } from "drizzle-orm";
import type { Db } from "./client";
import { reports } from "./schema";

export type ReportRow = typeof reports.$inferSelect;

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

export function findOwnedReport(db: Db, id: string, userId: string) {
  return db.query.reports.findFirst({ where: and(eq(reports.id, id), eq(reports.userId, userId)) });
}

export async function deleteReport(db: Db, id: string) {
  await db.delete(reports).where(eq(reports.id, id));
}

export async function shareReport(db: Db, id: string, shareHash: string) {
  await db.update(reports).set({ public: true, shareHash }).where(eq(reports.id, id));
}
