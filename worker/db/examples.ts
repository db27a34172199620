import { and, eq, inArray } from "drizzle-orm";
import type { Db } from "./client";
import { reportSources, reports } from "./schema";

/** Which of these example reports are completed. */
export async function completedExampleIds(db: Db, ids: string[]): Promise<string[]> {
  const rows = await db
    .select({ id: reports.id })
    .from(reports)
    .where(and(inArray(reports.id, ids), eq(reports.status, "completed")));
  return rows.map((row) => row.id);
}

/** An example report as a public draft owned by nobody; one made before is left as it is. */
export async function insertExampleReport(
  db: Db,
  example: Pick<typeof reports.$inferInsert, "id" | "name" | "age" | "state">,
) {
  await db
    .insert(reports)
    .values({ ...example, status: "draft", sources: [], public: true, created: new Date() })
    .onConflictDoNothing();
}

/** These example reports and their per-network results, in no particular order. */
export async function findExampleReports(db: Db, ids: string[]) {
  const [rows, sources] = await Promise.all([
    db.select().from(reports).where(inArray(reports.id, ids)),
    db.select().from(reportSources).where(inArray(reportSources.reportId, ids)),
  ]);
  return { rows, sources };
}
