import { and, asc, eq, inArray, min, or, sql } from "drizzle-orm";
import type { Profile } from "../contracts/create";
import type { Source } from "../contracts/sources";
import type { Db } from "./client";
import { reportProfiles } from "./schema";

export type ReportProfileRow = typeof reportProfiles.$inferSelect;
/** A candidate as stored, minus the report it belongs to. */
export type ReportProfileInput = Omit<typeof reportProfiles.$inferInsert, "reportId">;

/** A stored profile as API.md's Profile: what candidates and reports both show. */
export function toProfile(row: ReportProfileRow): Profile {
  return {
    id: row.profileId,
    username: row.username,
    fullname: row.fullname,
    image: row.image,
    imageNotLoaded: row.imageNotLoaded,
    source: row.source,
    link: row.link,
    count: row.count,
    badReason: row.badReason,
    badReasonConfirmed: row.badReasonConfirmed,
  };
}

/** D1 binds at most 100 parameters per statement; a row has 17 columns. */
const ROWS_PER_INSERT = 5;

export async function insertCandidates(db: Db, reportId: string, rows: ReportProfileInput[]) {
  const statements = [];
  for (let i = 0; i < rows.length; i += ROWS_PER_INSERT) {
    const chunk = rows.slice(i, i + ROWS_PER_INSERT).map((row) => ({ ...row, reportId }));
    statements.push(db.insert(reportProfiles).values(chunk).onConflictDoNothing());
  }
  const [first, ...rest] = statements;
  if (first) await db.batch([first, ...rest]);
}

/** Every candidate of a report, each source's list in page order. */
export function listCandidates(db: Db, reportId: string) {
  return db
    .select()
    .from(reportProfiles)
    .where(eq(reportProfiles.reportId, reportId))
    .orderBy(asc(reportProfiles.source), asc(reportProfiles.position));
}

/** A candidate by its network id or, failing that, its username. */
export async function findCandidate(db: Db, reportId: string, source: Source, idOrUsername: string) {
  const rows = await db
    .select()
    .from(reportProfiles)
    .where(
      and(
        eq(reportProfiles.reportId, reportId),
        eq(reportProfiles.source, source),
        or(
          eq(reportProfiles.profileId, idOrUsername),
          eq(reportProfiles.username, idOrUsername.toLowerCase()),
        ),
      ),
    );
  return rows.find((r) => r.profileId === idOrUsername) ?? rows[0];
}

/** Where a profile added later goes: before everything the search ranked. */
export async function nextTopPosition(db: Db, reportId: string, source: Source): Promise<number> {
  const [row] = await db
    .select({ top: min(reportProfiles.position) })
    .from(reportProfiles)
    .where(and(eq(reportProfiles.reportId, reportId), eq(reportProfiles.source, source)));
  return (row?.top ?? 0) - 1;
}

/** Stores a looked-up profile: new ones at `position`, known ones refreshed in place. */
export async function upsertCandidate(
  db: Db,
  reportId: string,
  row: ReportProfileInput,
): Promise<ReportProfileRow> {
  const { position: _keep, selected, ...data } = row;
  const [stored] = await db
    .insert(reportProfiles)
    .values({ ...row, reportId })
    .onConflictDoUpdate({
      target: [reportProfiles.reportId, reportProfiles.source, reportProfiles.profileId],
      set: { ...data, ...(selected === undefined ? {} : { selected }) },
    })
    .returning();
  // An upsert always leaves its row; none back is a database fault (a 500).
  if (!stored) throw new Error("upsertCandidate: no row returned");
  return stored;
}

/** Two bound values a key, plus the report id and the flag: 82 of D1's 100 per statement. */
const KEYS_PER_UPDATE = 40;

/** The report's selection becomes exactly `keys`, in one batch (one statement per 40 keys). */
export async function setSelection(db: Db, reportId: string, keys: { source: Source; profileId: string }[]) {
  const byReport = eq(reportProfiles.reportId, reportId);
  const select = [];
  for (let i = 0; i < keys.length; i += KEYS_PER_UPDATE) {
    const chosen = keys
      .slice(i, i + KEYS_PER_UPDATE)
      .map((k) => and(eq(reportProfiles.source, k.source), eq(reportProfiles.profileId, k.profileId)));
    select.push(
      db
        .update(reportProfiles)
        .set({ selected: true })
        .where(and(byReport, or(...chosen))),
    );
  }
  await db.batch([db.update(reportProfiles).set({ selected: false }).where(byReport), ...select]);
}

/** Profiles opted out since they were found: shown only as `optOut` from now on, never selected. */
export async function markOptedOut(db: Db, reportId: string, source: Source, profileIds: string[]) {
  if (profileIds.length === 0) return;
  await db
    .update(reportProfiles)
    .set({
      badReason: "optOut",
      badReasonConfirmed: true,
      selected: false,
      fullname: sql`${reportProfiles.username}`,
      image: null,
      remoteImage: null,
      count: null,
    })
    .where(
      and(
        eq(reportProfiles.reportId, reportId),
        eq(reportProfiles.source, source),
        inArray(reportProfiles.profileId, profileIds),
      ),
    );
}

/** What tells one candidate from the others: its report, network and network id (the table's key). */
type CandidateKey = Pick<ReportProfileRow, "reportId" | "source" | "profileId">;

function isCandidate(key: CandidateKey) {
  return and(
    eq(reportProfiles.reportId, key.reportId),
    eq(reportProfiles.source, key.source),
    eq(reportProfiles.profileId, key.profileId),
  );
}

type Picture = { image: string | null; imageNotLoaded: boolean };

/** Stores the pictures copied for a page of candidates, in one round trip. */
export async function setCandidatePictures(db: Db, rows: (CandidateKey & Picture)[]) {
  const [first, ...rest] = rows.map(({ image, imageNotLoaded, ...key }) =>
    db.update(reportProfiles).set({ image, imageNotLoaded }).where(isCandidate(key)),
  );
  if (first) await db.batch([first, ...rest]);
}

export async function deleteCandidate(db: Db, row: CandidateKey) {
  await db.delete(reportProfiles).where(isCandidate(row));
}
