import { and, asc, eq, gt, inArray, isNull, ne, or, sql } from "drizzle-orm";
import type { Source } from "../contracts/sources";
import type { Db } from "./client";
import { optedOutProfiles, optOuts, reportProfiles, reports } from "./schema";

export type OptOutInput = Omit<typeof optOuts.$inferInsert, "created">;

/** One opted-out profile: the username as filed, and the network's id when it could be resolved. */
export interface OptedOutProfile {
  source: Source;
  username: string;
  profileId?: string | null;
}

/**
 * Records the request and its profiles at once. A profile opted out before stays as it was,
 * except that an id it lacked is filled in. Usernames and ids are kept lower-cased.
 */
export async function createOptOut(
  db: Db,
  request: OptOutInput,
  profiles: OptedOutProfile[],
  now = new Date(),
) {
  await db.batch([
    db.insert(optOuts).values({ ...request, created: now }),
    ...profiles.map((p) =>
      db
        .insert(optedOutProfiles)
        .values({
          source: p.source,
          username: p.username.toLowerCase(),
          profileId: p.profileId?.toLowerCase() ?? null,
          optOutId: request.id,
          created: now,
        })
        .onConflictDoUpdate({
          target: [optedOutProfiles.source, optedOutProfiles.username],
          set: { profileId: sql`coalesce(${optedOutProfiles.profileId}, excluded.profile_id)` },
        }),
    ),
  ]);
}

/** Names per look-up: each list is bound as one JSON parameter (D1 binds at most 100 per statement). */
const NAMES_PER_QUERY = 500;

/** `names` as a subquery over one bound JSON array. */
const listOf = (names: readonly string[]) => sql`(SELECT value FROM json_each(${JSON.stringify(names)}))`;

/**
 * Which of these usernames or network ids of `source` are opted out (lower-case compares):
 * a name matches an opted-out username or an opted-out profile's id, so a renamed profile is
 * still found by its id. Answers the matching names, lower-cased. A job's thousands of accounts
 * cost a few queries.
 */
export async function optedOutAmong(db: Db, source: Source, names: readonly string[]): Promise<Set<string>> {
  const wanted = [...new Set(names.map((n) => n.toLowerCase()))];
  const found = new Set<string>();
  for (let i = 0; i < wanted.length; i += NAMES_PER_QUERY) {
    const slice = wanted.slice(i, i + NAMES_PER_QUERY);
    const rows = await db
      .select({ username: optedOutProfiles.username, profileId: optedOutProfiles.profileId })
      .from(optedOutProfiles)
      .where(
        and(
          eq(optedOutProfiles.source, source),
          or(
            sql`${optedOutProfiles.username} IN ${listOf(slice)}`,
            sql`${optedOutProfiles.profileId} IN ${listOf(slice)}`,
          ),
        ),
      );
    const asked = new Set(slice);
    for (const row of rows) {
      for (const name of [row.username, row.profileId]) if (name !== null && asked.has(name)) found.add(name);
    }
  }
  return found;
}

/**
 * Fills in the id of opted-out usernames filed while their network could not be asked: called
 * when a search result or a job shows such a username with its id. Never replaces a known id.
 */
export async function learnOptOutIds(
  db: Db,
  source: Source,
  refs: readonly { id: string; username: string }[],
): Promise<void> {
  const [first, ...rest] = refs.map((ref) =>
    db
      .update(optedOutProfiles)
      .set({ profileId: ref.id.toLowerCase() })
      .where(
        and(
          eq(optedOutProfiles.source, source),
          eq(optedOutProfiles.username, ref.username.toLowerCase()),
          isNull(optedOutProfiles.profileId),
        ),
      ),
  );
  if (first) await db.batch([first, ...rest]);
}

/**
 * The report profiles (candidates and selections, in every report) of one network that go by one
 * of these lower-cased names, as handle or id: the caller decides with `isOptedOut`. One scan of
 * `report_profiles`; opt-outs are rare and rate-limited.
 */
export function profilesNamed(db: Db, source: Source, names: readonly string[]) {
  return db
    .select({
      reportId: reportProfiles.reportId,
      source: reportProfiles.source,
      profileId: reportProfiles.profileId,
      username: reportProfiles.username,
      image: reportProfiles.image,
      remoteImage: reportProfiles.remoteImage,
    })
    .from(reportProfiles)
    .where(
      and(
        eq(reportProfiles.source, source),
        or(
          sql`lower(${reportProfiles.username}) IN ${listOf(names)}`,
          sql`lower(${reportProfiles.profileId}) IN ${listOf(names)}`,
        ),
      ),
    );
}

/** D1 binds at most 100 parameters per statement. */
const KEYS_PER_QUERY = 90;
/** A person found in many reports is marked in several batches, none of them long. */
const STATEMENTS_PER_BATCH = 100;

/**
 * People who opted out, in every report that named them: each profile stays only as `optOut`
 * (its handle for a name, no picture, no count), selected or not as it was, so a report about
 * the person keeps the profile; a report whose picture was one of the deleted `keys` shows none.
 */
export async function markOptedOutEverywhere(
  db: Db,
  rows: readonly { reportId: string; source: Source; profileId: string }[],
  keys: readonly string[],
) {
  const statements = [];
  for (const row of rows) {
    statements.push(
      db
        .update(reportProfiles)
        .set({
          badReason: "optOut",
          badReasonConfirmed: true,
          fullname: sql`${reportProfiles.username}`,
          image: null,
          remoteImage: null,
          imageNotLoaded: false,
          count: null,
        })
        .where(
          and(
            eq(reportProfiles.reportId, row.reportId),
            eq(reportProfiles.source, row.source),
            eq(reportProfiles.profileId, row.profileId),
          ),
        ),
    );
  }
  for (let i = 0; i < keys.length; i += KEYS_PER_QUERY) {
    statements.push(
      db
        .update(reports)
        .set({ image: null })
        .where(inArray(reports.image, keys.slice(i, i + KEYS_PER_QUERY))),
    );
  }
  for (let i = 0; i < statements.length; i += STATEMENTS_PER_BATCH) {
    const [first, ...rest] = statements.slice(i, i + STATEMENTS_PER_BATCH);
    if (first) await db.batch([first, ...rest]);
  }
}

/**
 * One page of the reports an opt-out must reach, by id after `after`: those past their draft (a
 * draft has no room data yet, and its generation checks opt-outs) on one of these networks.
 */
export async function reportsOnSources(
  db: Db,
  sources: readonly Source[],
  after: string | null,
  limit: number,
): Promise<string[]> {
  const rows = await db
    .select({ id: reports.id })
    .from(reports)
    .where(
      and(
        ne(reports.status, "draft"),
        after === null ? undefined : gt(reports.id, after),
        sql`EXISTS (SELECT 1 FROM json_each(${reports.sources}) WHERE value IN ${listOf(sources)})`,
      ),
    )
    .orderBy(asc(reports.id))
    .limit(limit);
  return rows.map((row) => row.id);
}
