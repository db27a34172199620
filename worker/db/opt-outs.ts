import { and, eq, inArray, isNull, or, type SQL, sql } from "drizzle-orm";
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

/** D1 binds at most 100 parameters per statement; each name is bound twice. */
const NAMES_PER_QUERY = 45;

/**
 * Which of these usernames or network ids of `source` are opted out (lower-case compares):
 * a name matches an opted-out username or an opted-out profile's id, so a renamed profile is
 * still found by its id. Answers the matching names, lower-cased.
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
          or(inArray(optedOutProfiles.username, slice), inArray(optedOutProfiles.profileId, slice)),
        ),
      );
    for (const row of rows) {
      for (const name of [row.username, row.profileId])
        if (name !== null && slice.includes(name)) found.add(name);
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

/** One profile's candidate rows in any report: by username, or by id where it is known. */
function rowsOf(p: OptedOutProfile): SQL | undefined {
  const byName = sql`lower(${reportProfiles.username}) = ${p.username.toLowerCase()}`;
  return and(
    eq(reportProfiles.source, p.source),
    !p.profileId
      ? byName
      : or(byName, sql`lower(${reportProfiles.profileId}) = ${p.profileId.toLowerCase()}`),
  );
}

/**
 * The stored pictures of these profiles in every report: their R2 keys and network addresses.
 * One scan of `report_profiles`; opt-outs are rare and rate-limited.
 */
export async function picturesOf(db: Db, profiles: readonly OptedOutProfile[]) {
  if (profiles.length === 0) return [];
  return db
    .select({
      reportId: reportProfiles.reportId,
      image: reportProfiles.image,
      remoteImage: reportProfiles.remoteImage,
    })
    .from(reportProfiles)
    .where(or(...profiles.map(rowsOf)));
}

/** D1 binds at most 100 parameters per statement. */
const KEYS_PER_QUERY = 90;

/** After their pictures are deleted: no candidate row or report points at them, none is copied again. */
export async function forgetPictures(db: Db, profiles: readonly OptedOutProfile[], keys: readonly string[]) {
  const statements = [];
  for (const p of profiles) {
    statements.push(
      db
        .update(reportProfiles)
        .set({ image: null, remoteImage: null, imageNotLoaded: false })
        .where(rowsOf(p)),
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
  const [first, ...rest] = statements;
  if (first) await db.batch([first, ...rest]);
}
