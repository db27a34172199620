import type { SourceAnalysis } from "../analysis/report-analysis";
import type { ReportStatus } from "../contracts/report-events";
import type { ScrapedAccount, ScrapedPost, ScrapedProfile } from "../contracts/scraped";
import type { BadReason, Source } from "../contracts/sources";
import type { Sections } from "../domain/coverage";

/**
 * A report room's own SQLite storage: the generation's state, the selected profiles, the bulk
 * data read from the networks (one row per account or post, so no row grows with the report),
 * and the analysis results the detail endpoints page through. Plain functions over `SqlStorage`.
 */

const SCHEMA = [
  "CREATE TABLE IF NOT EXISTS meta (key TEXT PRIMARY KEY, value TEXT NOT NULL)",
  `CREATE TABLE IF NOT EXISTS profiles (source TEXT NOT NULL, profile_id TEXT NOT NULL, username TEXT NOT NULL,
    status TEXT NOT NULL, bad_reason TEXT, profile TEXT, sections TEXT, image TEXT,
    PRIMARY KEY (source, profile_id))`,
  `CREATE TABLE IF NOT EXISTS items (source TEXT NOT NULL, section TEXT NOT NULL, id TEXT NOT NULL,
    body TEXT NOT NULL, PRIMARY KEY (source, section, id))`,
  `CREATE TABLE IF NOT EXISTS findings (source TEXT NOT NULL, interest_id TEXT NOT NULL, title TEXT NOT NULL,
    redzone INTEGER NOT NULL, count INTEGER NOT NULL, position INTEGER NOT NULL, PRIMARY KEY (source, interest_id))`,
  `CREATE TABLE IF NOT EXISTS evidence (source TEXT NOT NULL, interest_id TEXT NOT NULL, kind TEXT NOT NULL,
    item_id TEXT NOT NULL, score REAL NOT NULL, position INTEGER NOT NULL,
    PRIMARY KEY (source, interest_id, kind, item_id))`,
  `CREATE TABLE IF NOT EXISTS friends (source TEXT NOT NULL, id TEXT NOT NULL, body TEXT NOT NULL,
    position INTEGER NOT NULL, PRIMARY KEY (source, id))`,
  `CREATE TABLE IF NOT EXISTS exclusions (source TEXT NOT NULL, interest_id TEXT NOT NULL, item_id TEXT NOT NULL,
    PRIMARY KEY (source, interest_id, item_id))`,
  "CREATE TABLE IF NOT EXISTS history (version INTEGER PRIMARY KEY, tracked INTEGER NOT NULL, interests TEXT NOT NULL)",
  "CREATE TABLE IF NOT EXISTS pictures (key TEXT PRIMARY KEY)",
];

export function createSchema(sql: SqlStorage) {
  for (const statement of SCHEMA) sql.exec(statement);
}

/** The generation's state; `version` counts generations (a refresh starts the next). */
export interface RoomState {
  reportId: string;
  subject: string;
  version: number;
  status: ReportStatus;
  startedAt: number;
  deadline: number;
  /** The summary streamed so far (complete once the report is). */
  summary: string;
  tracked: number | null;
  /** Failed attempts to finish (analysis or summary threw); the report fails after a few. */
  failures: number;
}

export function readState(sql: SqlStorage): RoomState | null {
  const row = sql.exec<{ value: string }>("SELECT value FROM meta WHERE key = 'state'").toArray()[0];
  return row ? (JSON.parse(row.value) as RoomState) : null;
}

export function writeState(sql: SqlStorage, state: RoomState) {
  sql.exec(
    "INSERT INTO meta (key, value) VALUES ('state', ?) ON CONFLICT (key) DO UPDATE SET value = excluded.value",
    JSON.stringify(state),
  );
}

/** loading: waiting for its scrape job; loaded: data stored; failed: given up (`unloaded` and kin). */
export type ProfileStatus = "loading" | "loaded" | "failed";

export interface StoredProfile {
  source: Source;
  profileId: string;
  username: string;
  status: ProfileStatus;
  badReason: BadReason | null;
  profile: ScrapedProfile | null;
  sections: Sections | null;
  /** Our R2 copy of the picture (`sig/...`). */
  image: string | null;
}

type ProfileRow = {
  source: string;
  profile_id: string;
  username: string;
  status: string;
  bad_reason: string | null;
  profile: string | null;
  sections: string | null;
  image: string | null;
};

function toStoredProfile(row: ProfileRow): StoredProfile {
  return {
    source: row.source as Source,
    profileId: row.profile_id,
    username: row.username,
    status: row.status as ProfileStatus,
    badReason: row.bad_reason as BadReason | null,
    profile: row.profile ? (JSON.parse(row.profile) as ScrapedProfile) : null,
    sections: row.sections ? (JSON.parse(row.sections) as Sections) : null,
    image: row.image,
  };
}

export function listProfiles(sql: SqlStorage): StoredProfile[] {
  return sql
    .exec<ProfileRow>("SELECT * FROM profiles ORDER BY source, profile_id")
    .toArray()
    .map(toStoredProfile);
}

export function findProfile(sql: SqlStorage, source: Source, profileId: string): StoredProfile | undefined {
  const row = sql
    .exec<ProfileRow>("SELECT * FROM profiles WHERE source = ? AND profile_id = ?", source, profileId)
    .toArray()[0];
  return row ? toStoredProfile(row) : undefined;
}

export function putProfile(sql: SqlStorage, p: StoredProfile) {
  sql.exec(
    `INSERT INTO profiles (source, profile_id, username, status, bad_reason, profile, sections, image)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?)
     ON CONFLICT (source, profile_id) DO UPDATE SET username = excluded.username, status = excluded.status,
       bad_reason = excluded.bad_reason, profile = excluded.profile, sections = excluded.sections, image = excluded.image`,
    p.source,
    p.profileId,
    p.username,
    p.status,
    p.badReason,
    p.profile ? JSON.stringify(p.profile) : null,
    p.sections ? JSON.stringify(p.sections) : null,
    p.image,
  );
}

export type ItemSection = "following" | "follower" | "post";

export function putItems(
  sql: SqlStorage,
  source: Source,
  section: ItemSection,
  items: readonly (ScrapedAccount | ScrapedPost)[],
) {
  for (const item of items) {
    sql.exec(
      "INSERT INTO items (source, section, id, body) VALUES (?, ?, ?, ?) ON CONFLICT DO UPDATE SET body = excluded.body",
      source,
      section,
      item.id,
      JSON.stringify(item),
    );
  }
}

export function listItems<T>(sql: SqlStorage, source: Source, section: ItemSection): T[] {
  return sql
    .exec<{ body: string }>(
      "SELECT body FROM items WHERE source = ? AND section = ? ORDER BY rowid",
      source,
      section,
    )
    .toArray()
    .map((row) => JSON.parse(row.body) as T);
}

export function findItem<T>(sql: SqlStorage, source: Source, section: ItemSection, id: string): T | null {
  const row = sql
    .exec<{ body: string }>(
      "SELECT body FROM items WHERE source = ? AND section = ? AND id = ?",
      source,
      section,
      id,
    )
    .toArray()[0];
  return row ? (JSON.parse(row.body) as T) : null;
}

export type Exclusions = Partial<Record<string, string[]>>;

export function readExclusions(sql: SqlStorage, source: Source): Exclusions {
  const out: Record<string, string[]> = {};
  for (const row of sql
    .exec<{ interest_id: string; item_id: string }>(
      "SELECT interest_id, item_id FROM exclusions WHERE source = ?",
      source,
    )
    .toArray()) {
    const list = out[row.interest_id] ?? [];
    list.push(row.item_id);
    out[row.interest_id] = list;
  }
  return out;
}

export function addExclusions(
  sql: SqlStorage,
  source: Source,
  interestId: string,
  itemIds: readonly string[],
) {
  for (const id of itemIds)
    sql.exec(
      "INSERT INTO exclusions (source, interest_id, item_id) VALUES (?, ?, ?) ON CONFLICT DO NOTHING",
      source,
      interestId,
      id,
    );
}

/** Replaces a source's results by a fresh analysis. */
export function putAnalysis(sql: SqlStorage, analysis: SourceAnalysis) {
  const { source } = analysis;
  for (const table of ["findings", "evidence", "friends"])
    sql.exec(`DELETE FROM ${table} WHERE source = ?`, source);
  analysis.interests.forEach((interest, position) => {
    sql.exec(
      "INSERT INTO findings (source, interest_id, title, redzone, count, position) VALUES (?, ?, ?, ?, ?, ?)",
      source,
      interest.id,
      interest.title,
      interest.redzone ? 1 : 0,
      interest.count,
      position,
    );
    interest.evidence.forEach((item, rank) => {
      sql.exec(
        "INSERT INTO evidence (source, interest_id, kind, item_id, score, position) VALUES (?, ?, ?, ?, ?, ?)",
        source,
        interest.id,
        item.kind,
        item.id,
        item.score,
        rank,
      );
    });
  });
  analysis.friends.forEach((friend, position) => {
    sql.exec(
      "INSERT INTO friends (source, id, body, position) VALUES (?, ?, ?, ?)",
      source,
      friend.id,
      JSON.stringify(friend),
      position,
    );
  });
}

export type FindingRow = { source: Source; id: string; title: string; redzone: boolean; count: number };

export function listFindings(sql: SqlStorage, source?: Source): FindingRow[] {
  const rows = source
    ? sql.exec<Record<string, string | number>>(
        "SELECT * FROM findings WHERE source = ? ORDER BY position",
        source,
      )
    : sql.exec<Record<string, string | number>>("SELECT * FROM findings ORDER BY source, position");
  return rows.toArray().map((row) => ({
    source: row.source as Source,
    id: String(row.interest_id),
    title: String(row.title),
    redzone: row.redzone === 1,
    count: Number(row.count),
  }));
}

export type EvidenceRow = { kind: "bio" | "account" | "post"; itemId: string; score: number };

export function listEvidence(
  sql: SqlStorage,
  source: Source,
  interestId: string,
  offset: number,
  limit: number,
  kind?: EvidenceRow["kind"],
): EvidenceRow[] {
  const filter = kind ? " AND kind = ?" : "";
  const args: (string | number)[] = kind ? [source, interestId, kind] : [source, interestId];
  return sql
    .exec<{ kind: string; item_id: string; score: number }>(
      `SELECT kind, item_id, score FROM evidence WHERE source = ? AND interest_id = ?${filter}
       ORDER BY position LIMIT ? OFFSET ?`,
      ...args,
      limit,
      offset,
    )
    .toArray()
    .map((row) => ({ kind: row.kind as EvidenceRow["kind"], itemId: row.item_id, score: row.score }));
}

/** Drops excluded evidence and recounts the interest; below `minimum` items the interest goes. */
export function excludeEvidence(
  sql: SqlStorage,
  source: Source,
  interestId: string,
  itemIds: readonly string[],
  minimum: number,
): number {
  for (const id of itemIds)
    sql.exec(
      "DELETE FROM evidence WHERE source = ? AND interest_id = ? AND item_id = ?",
      source,
      interestId,
      id,
    );
  const left =
    sql
      .exec<{ n: number }>(
        "SELECT count(*) AS n FROM evidence WHERE source = ? AND interest_id = ?",
        source,
        interestId,
      )
      .toArray()[0]?.n ?? 0;
  if (left < minimum) {
    sql.exec("DELETE FROM findings WHERE source = ? AND interest_id = ?", source, interestId);
    sql.exec("DELETE FROM evidence WHERE source = ? AND interest_id = ?", source, interestId);
    return 0;
  }
  sql.exec("UPDATE findings SET count = ? WHERE source = ? AND interest_id = ?", left, source, interestId);
  return left;
}

export function listFriends<T>(sql: SqlStorage, source: Source, offset: number, limit: number): T[] {
  return sql
    .exec<{ body: string }>(
      "SELECT body FROM friends WHERE source = ? ORDER BY position LIMIT ? OFFSET ?",
      source,
      limit,
      offset,
    )
    .toArray()
    .map((row) => JSON.parse(row.body) as T);
}

export function findFriend<T>(sql: SqlStorage, source: Source, id: string): T | null {
  const row = sql
    .exec<{ body: string }>("SELECT body FROM friends WHERE source = ? AND id = ?", source, id)
    .toArray()[0];
  return row ? (JSON.parse(row.body) as T) : null;
}

export function countFriends(sql: SqlStorage, source: Source): number {
  return (
    sql.exec<{ n: number }>("SELECT count(*) AS n FROM friends WHERE source = ?", source).toArray()[0]?.n ?? 0
  );
}

/** Before a new generation: results and bulk data go, feedback (exclusions) and history stay. */
export function clearGeneration(sql: SqlStorage) {
  for (const table of ["items", "findings", "evidence", "friends"]) sql.exec(`DELETE FROM ${table}`);
}

/**
 * Retention: the raw lists go, what the report shows stays (the accounts and posts that are
 * evidence, and the friends).
 */
export function purgeRawItems(sql: SqlStorage): number {
  const cursor = sql.exec(
    `DELETE FROM items WHERE NOT EXISTS (
       SELECT 1 FROM evidence e WHERE e.source = items.source AND e.item_id = items.id
         AND ((e.kind = 'account' AND items.section = 'following') OR (e.kind = 'post' AND items.section = 'post')))`,
  );
  return cursor.rowsWritten;
}

export function recordPicture(sql: SqlStorage, key: string) {
  sql.exec("INSERT INTO pictures (key) VALUES (?) ON CONFLICT DO NOTHING", key);
}

export function listPictures(sql: SqlStorage): string[] {
  return sql
    .exec<{ key: string }>("SELECT key FROM pictures")
    .toArray()
    .map((row) => row.key);
}

export type HistoryEntry = { version: number; tracked: number; interests: FindingRow[] };

export function addHistory(sql: SqlStorage, entry: HistoryEntry) {
  sql.exec(
    "INSERT INTO history (version, tracked, interests) VALUES (?, ?, ?) ON CONFLICT DO UPDATE SET tracked = excluded.tracked, interests = excluded.interests",
    entry.version,
    entry.tracked,
    JSON.stringify(entry.interests),
  );
}

export function listHistory(sql: SqlStorage): HistoryEntry[] {
  return sql
    .exec<{ version: number; tracked: number; interests: string }>("SELECT * FROM history ORDER BY version")
    .toArray()
    .map((row) => ({
      version: row.version,
      tracked: row.tracked,
      interests: JSON.parse(row.interests) as FindingRow[],
    }));
}
