import { sql } from "drizzle-orm";
import type { Db } from "./client";

/** The cheapest statement D1 answers: it throws when the database cannot be reached. */
export async function pingDb(db: Db): Promise<void> {
  await db.run(sql`select 1`);
}
