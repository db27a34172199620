import { and, eq, inArray } from "drizzle-orm";
import type { Source } from "../contracts/sources";
import type { Db } from "./client";
import { optedOutProfiles, optOuts } from "./schema";

export type OptOutInput = Omit<typeof optOuts.$inferInsert, "created">;

/** Records the request and its profiles at once; a profile opted out before stays as it was. */
export async function createOptOut(
  db: Db,
  request: OptOutInput,
  profiles: { source: Source; username: string }[],
  now = new Date(),
) {
  await db.batch([
    db.insert(optOuts).values({ ...request, created: now }),
    ...profiles.map((p) =>
      db
        .insert(optedOutProfiles)
        .values({ ...p, optOutId: request.id, created: now })
        .onConflictDoNothing(),
    ),
  ]);
}

/** D1 binds at most 100 parameters per statement. */
const NAMES_PER_QUERY = 90;

/** Which of these usernames (or network ids) of `source` are opted out; lower-case compares. */
export async function optedOutAmong(db: Db, source: Source, names: readonly string[]): Promise<Set<string>> {
  const wanted = [...new Set(names.map((n) => n.toLowerCase()))];
  const found = new Set<string>();
  for (let i = 0; i < wanted.length; i += NAMES_PER_QUERY) {
    const rows = await db
      .select({ username: optedOutProfiles.username })
      .from(optedOutProfiles)
      .where(
        and(
          eq(optedOutProfiles.source, source),
          inArray(optedOutProfiles.username, wanted.slice(i, i + NAMES_PER_QUERY)),
        ),
      );
    for (const row of rows) found.add(row.username);
  }
  return found;
}
