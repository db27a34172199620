import { MIN_EVIDENCE, type SourceAnalysis } from "../analysis/report-analysis";
import type { ReportChange } from "../contracts/report";
import type { ScrapedAccount, ScrapedPost, ScrapedProfile } from "../contracts/scraped";
import type { BadReason, Source } from "../contracts/sources";
import type { OptedOutProfile } from "../db/opt-outs";
import type { Sections } from "../domain/coverage";
import { changeWithout, type EvidenceRef, type VersionSnapshot } from "../domain/report-change";
import type { ReportStatus } from "../domain/report-lifecycle";
import { isOptedOut, type Named, type OptedOutNames, optedOutNames } from "../sources/opt-out-guard";

/**
 * A report room's own SQLite storage: the generation's state, the selected profiles, the bulk
 * data read from the networks (one row per account or post, so no row grows with the report),
 * and the analysis results the detail endpoints page through. Plain functions over `SqlStorage`.
 */

/**
 * The tables of one version's data and results. While a refresh runs, the completed version's
 * rows wait in `prev_*` copies: a refresh that fails goes back to them, one that completes is
 * compared with them.
 */
const VERSIONED = ["profiles", "items", "findings", "evidence", "friends"] as const;
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
  // People who opted out since this room stored data (lower-cased usernames and ids): later deliveries drop them.
  "CREATE TABLE IF NOT EXISTS opted_out (source TEXT NOT NULL, name TEXT NOT NULL, PRIMARY KEY (source, name))",
  // What each completed version found new since the one before (ReportChange JSON).
  "CREATE TABLE IF NOT EXISTS changes (version INTEGER PRIMARY KEY, body TEXT NOT NULL)",
  ...VERSIONED.map((table) => `CREATE TABLE IF NOT EXISTS prev_${table} AS SELECT * FROM ${table} WHERE 0`),
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
  /** The generation's scrape jobs are in the queue; until then the alarm keeps sending them. */
  sent: boolean;
  /** D1's copy of the status (or of a finished report's results) failed to write; the alarm writes it again. */
  unsynced: boolean;
  /** A watched report's scheduled re-screen (worker/monitoring): its owner hears how it went. */
  rescreen: boolean;
}

/** A room started before these were kept had sent its jobs, written D1, and was never re-screened. */
const STATE_DEFAULTS: Pick<RoomState, "sent" | "unsynced" | "rescreen"> = {
  sent: true,
  unsynced: false,
  rescreen: false,
};

export function readState(sql: SqlStorage): RoomState | null {
  const row = sql.exec<{ value: string }>("SELECT value FROM meta WHERE key = 'state'").toArray()[0];
  return row ? ({ ...STATE_DEFAULTS, ...(JSON.parse(row.value) as Partial<RoomState>) } as RoomState) : null;
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

/** The selected profiles as this generation reads them, or (`previous`) as the version kept aside did. */
export function listProfiles(sql: SqlStorage, which: "current" | "previous" = "current"): StoredProfile[] {
  const table = which === "previous" ? "prev_profiles" : "profiles";
  return sql
    .exec<ProfileRow>(`SELECT * FROM ${table} ORDER BY source, profile_id`)
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

type Item = ScrapedAccount | ScrapedPost;

/** Whether a stored item is an opted-out person's: their account, or a post of theirs re-shared. */
function isTheirs(section: ItemSection, item: Item, optedOut: OptedOutNames): boolean {
  if (section !== "post") return isOptedOut(optedOut, item as ScrapedAccount);
  const { shared } = item as ScrapedPost;
  return shared !== undefined && isOptedOut(optedOut, shared);
}

/** A network's list as stored (opted-out people never are: `deliver` drops them, `forgetPeople` deletes them). */
export function listItems<T extends Item>(sql: SqlStorage, source: Source, section: ItemSection): T[] {
  return sql
    .exec<{ body: string }>(
      "SELECT body FROM items WHERE source = ? AND section = ? ORDER BY rowid",
      source,
      section,
    )
    .toArray()
    .map((row) => JSON.parse(row.body) as T);
}

export function findItem<T extends Item>(
  sql: SqlStorage,
  source: Source,
  section: ItemSection,
  id: string,
): T | null {
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

/** How many items feedback has excluded, over every network and interest. */
export function countExclusions(sql: SqlStorage): number {
  return sql.exec<{ n: number }>("SELECT count(*) AS n FROM exclusions").toArray()[0]?.n ?? 0;
}

/** Those of `itemIds` that are evidence of the interest now. */
export function evidenceAmong(
  sql: SqlStorage,
  source: Source,
  interestId: string,
  itemIds: readonly string[],
): string[] {
  const found = new Set(
    sql
      .exec<{ item_id: string }>(
        "SELECT item_id FROM evidence WHERE source = ? AND interest_id = ? AND item_id IN (SELECT value FROM json_each(?))",
        source,
        interestId,
        JSON.stringify(itemIds),
      )
      .toArray()
      .map((row) => row.item_id),
  );
  return itemIds.filter((id) => found.has(id));
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

export function listFriends<T extends Named>(
  sql: SqlStorage,
  source: Source,
  offset: number,
  limit: number,
): T[] {
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

export function findFriend<T extends Named>(sql: SqlStorage, source: Source, id: string): T | null {
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

/** The people this room keeps out on one network: the opt-outs that have reached it. */
export function optedOutNamesIn(sql: SqlStorage, source: Source): OptedOutNames {
  return new Set(
    sql
      .exec<{ name: string }>("SELECT name FROM opted_out WHERE source = ?", source)
      .toArray()
      .map((row) => row.name),
  );
}

/** What forgetting people changed: the networks whose data changed, pictures to delete, profiles now `optOut`. */
interface Forgotten {
  sources: Source[];
  pictures: string[];
  profiles: StoredProfile[];
}

/**
 * An opt-out reached the room: its people are kept out from now on, and what the room stored of
 * them goes: their accounts in the lists, posts of theirs re-shared, their friend rows and
 * evidence (each interest recounted, dropped below its minimum), the pictures copied for them. A
 * selected profile of theirs stays only as `optOut`, and its network's data goes with it: the
 * lists do not say which selected profile of a network they came from. Forgetting twice changes
 * nothing.
 */
export function forgetPeople(sql: SqlStorage, people: readonly OptedOutProfile[]): Forgotten {
  const forgotten: Forgotten = { sources: [], pictures: [], profiles: [] };
  for (const [source, names] of optedOutNames(people)) {
    for (const name of names)
      sql.exec("INSERT INTO opted_out (source, name) VALUES (?, ?) ON CONFLICT DO NOTHING", source, name);
    const optedOut = optedOutNamesIn(sql, source);
    const theirs = listProfiles(sql).filter(
      (p) =>
        p.source === source &&
        p.badReason !== "optOut" &&
        (isOptedOut(optedOut, { id: p.profileId, username: p.username }) ||
          (p.profile !== null && isOptedOut(optedOut, p.profile))),
    );
    const changed =
      theirs.length > 0
        ? forgetSource(sql, source, forgotten.pictures)
        : forgetMentions(sql, source, optedOut, forgotten.pictures);
    for (const p of theirs) {
      if (p.image) forgotten.pictures.push(p.image);
      const kept: StoredProfile = {
        ...p,
        status: "failed",
        badReason: "optOut",
        profile: null,
        sections: null,
        image: null,
      };
      putProfile(sql, kept);
      forgotten.profiles.push(kept);
    }
    if (changed) forgotten.sources.push(source);
  }
  // A picture another account still shows (a network's default avatar) stays.
  const shown = forgotten.pictures.length > 0 ? picturesShown(sql) : new Set<string>();
  forgotten.pictures = [...new Set(forgotten.pictures)].filter((key) => !shown.has(key));
  for (const key of forgotten.pictures) sql.exec("DELETE FROM pictures WHERE key = ?", key);
  return forgotten;
}

/** Every picture the room's profiles, accounts and friends show. */
function picturesShown(sql: SqlStorage): Set<string> {
  const shown = new Set<string>();
  const profiles = listProfiles(sql);
  for (const p of profiles) if (p.image) shown.add(p.image);
  for (const source of new Set(profiles.map((p) => p.source))) {
    for (const section of ["following", "follower"] as const)
      for (const account of listItems<ScrapedAccount>(sql, source, section))
        if (account.image) shown.add(account.image);
    for (const friend of listFriendBodies(sql, source)) if (friend.image) shown.add(friend.image);
  }
  return shown;
}

/** A network's whole data and results go, and what the kept versions (history, changes) say of it; answers true. */
function forgetSource(sql: SqlStorage, source: Source, pictures: string[]): boolean {
  for (const table of ["items", "friends"])
    for (const row of sql
      .exec<{ image: string }>(
        `SELECT DISTINCT json_extract(body, '$.image') AS image FROM ${table}
         WHERE source = ? AND json_extract(body, '$.image') IS NOT NULL`,
        source,
      )
      .toArray())
      pictures.push(row.image);
  for (const table of ["items", "findings", "evidence", "friends"])
    sql.exec(`DELETE FROM ${table} WHERE source = ?`, source);
  for (const entry of listHistory(sql))
    addHistory(sql, { ...entry, interests: entry.interests.filter((i) => i.source !== source) });
  for (const change of listChanges(sql)) addChange(sql, changeWithout(change, source));
  return true;
}

/**
 * Rows whose stored body may name one of a JSON list of lower-cased names (bound three times), as
 * an account or as a re-shared post's author: a scan in SQL, so a room's thousands of items are
 * not parsed here; `isOptedOut` decides on the few it finds.
 */
const NAMING = `(lower(json_extract(body, '$.id')) IN (SELECT value FROM json_each(?))
  OR lower(json_extract(body, '$.username')) IN (SELECT value FROM json_each(?))
  OR lower(json_extract(body, '$.shared.username')) IN (SELECT value FROM json_each(?)))`;

/** Only the opted-out people's items, friend rows and evidence go; answers whether any did. */
function forgetMentions(
  sql: SqlStorage,
  source: Source,
  optedOut: OptedOutNames,
  pictures: string[],
): boolean {
  const removed: string[] = [];
  const names = JSON.stringify([...optedOut]);
  for (const row of sql
    .exec<{ section: ItemSection; id: string; body: string }>(
      `SELECT section, id, body FROM items WHERE source = ? AND ${NAMING}`,
      source,
      names,
      names,
      names,
    )
    .toArray()) {
    const item = JSON.parse(row.body) as Item;
    if (!isTheirs(row.section, item, optedOut)) continue;
    sql.exec("DELETE FROM items WHERE source = ? AND section = ? AND id = ?", source, row.section, row.id);
    const image = row.section === "post" ? null : (item as ScrapedAccount).image;
    if (image) pictures.push(image);
    removed.push(row.id);
  }
  let friends = 0;
  const named = sql
    .exec<{ body: string }>(
      `SELECT body FROM friends WHERE source = ? AND ${NAMING}`,
      source,
      names,
      names,
      names,
    )
    .toArray()
    .map((row) => JSON.parse(row.body) as StoredFriend);
  for (const friend of named) {
    if (!isOptedOut(optedOut, friend)) continue;
    sql.exec("DELETE FROM friends WHERE source = ? AND id = ?", source, friend.id);
    if (friend.image) pictures.push(friend.image);
    friends += 1;
  }
  const redzone = new Map(listFindings(sql, source).map((f) => [f.id, f.redzone]));
  const touched = sql
    .exec<{ interest_id: string }>(
      "SELECT DISTINCT interest_id FROM evidence WHERE source = ? AND item_id IN (SELECT value FROM json_each(?))",
      source,
      JSON.stringify(removed),
    )
    .toArray();
  for (const { interest_id } of touched)
    excludeEvidence(sql, source, interest_id, removed, redzone.get(interest_id) ? 1 : MIN_EVIDENCE);
  return removed.length > 0 || friends > 0;
}

type StoredFriend = Named & { id: string; image: string | null };

function listFriendBodies(sql: SqlStorage, source: Source): StoredFriend[] {
  return sql
    .exec<{ body: string }>("SELECT body FROM friends WHERE source = ?", source)
    .toArray()
    .map((row) => JSON.parse(row.body) as StoredFriend);
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

/** A refresh begins: the completed version (its rows and its state) is kept aside. */
export function keepPrevious(sql: SqlStorage, state: RoomState) {
  for (const table of VERSIONED) {
    sql.exec(`DELETE FROM prev_${table}`);
    sql.exec(`INSERT INTO prev_${table} SELECT * FROM ${table}`);
  }
  sql.exec(
    "INSERT INTO meta (key, value) VALUES ('previous', ?) ON CONFLICT (key) DO UPDATE SET value = excluded.value",
    JSON.stringify(state),
  );
}

/** The completed version a refresh under way would go back to; null when there is none. */
export function readPrevious(sql: SqlStorage): RoomState | null {
  const row = sql.exec<{ value: string }>("SELECT value FROM meta WHERE key = 'previous'").toArray()[0];
  return row ? ({ ...STATE_DEFAULTS, ...(JSON.parse(row.value) as Partial<RoomState>) } as RoomState) : null;
}

/** The refresh failed: the kept version's rows are the room's again. */
export function restorePrevious(sql: SqlStorage) {
  for (const table of VERSIONED) {
    sql.exec(`DELETE FROM ${table}`);
    sql.exec(`INSERT INTO ${table} SELECT * FROM prev_${table}`);
  }
  dropPrevious(sql);
}

/** The refresh is over: nothing waits aside any more. */
export function dropPrevious(sql: SqlStorage) {
  for (const table of VERSIONED) sql.exec(`DELETE FROM prev_${table}`);
  sql.exec("DELETE FROM meta WHERE key = 'previous'");
}

/**
 * Everyone this room was told to keep out, for rows that come back (a restored version): their
 * names as `forgetPeople` takes them.
 */
export function optedOutPeople(sql: SqlStorage): OptedOutProfile[] {
  return sql
    .exec<{ source: Source; name: string }>("SELECT source, name FROM opted_out")
    .toArray()
    .map(({ source, name }) => ({ source, username: name }));
}

/** One version's rows as the change between versions compares them: the current ones, or those kept aside. */
export function versionSnapshot(
  sql: SqlStorage,
  which: "current" | "previous",
  version: number,
  tracked: number,
): VersionSnapshot {
  const p = which === "previous" ? "prev_" : "";
  const interests = sql
    .exec<{ source: Source; interest_id: string; title: string; redzone: number; count: number }>(
      `SELECT source, interest_id, title, redzone, count FROM ${p}findings ORDER BY source, position`,
    )
    .toArray()
    .map((r) => ({
      source: r.source,
      id: r.interest_id,
      title: r.title,
      redzone: r.redzone === 1,
      count: r.count,
    }));
  const flagEvidence = new Map<string, EvidenceRef[]>();
  for (const r of sql
    .exec<{ source: Source; interest_id: string; kind: EvidenceRef["kind"]; item_id: string }>(
      `SELECT e.source, e.interest_id, e.kind, e.item_id FROM ${p}evidence e
       JOIN ${p}findings f ON f.source = e.source AND f.interest_id = e.interest_id
       WHERE f.redzone = 1 ORDER BY e.source, e.interest_id, e.position`,
    )
    .toArray()) {
    const key = `${r.source}:${r.interest_id}`;
    flagEvidence.set(key, [...(flagEvidence.get(key) ?? []), { id: r.item_id, kind: r.kind }]);
  }
  const profiles = sql
    .exec<{
      source: Source;
      profile_id: string;
      username: string;
      bad_reason: BadReason | null;
      current: string | null;
    }>(
      `SELECT source, profile_id, username, bad_reason, json_extract(profile, '$.username') AS current FROM ${p}profiles`,
    )
    .toArray()
    .map((r) => ({
      source: r.source,
      profileId: r.profile_id,
      username: r.username,
      badReason: r.bad_reason,
      current: r.current,
    }));
  const friends = sql.exec<{ source: Source; id: string }>(`SELECT source, id FROM ${p}friends`).toArray();
  return { version, tracked, interests, flagEvidence, profiles, friends };
}

export function addChange(sql: SqlStorage, change: ReportChange) {
  sql.exec(
    "INSERT INTO changes (version, body) VALUES (?, ?) ON CONFLICT DO UPDATE SET body = excluded.body",
    change.version,
    JSON.stringify(change),
  );
}

/** A failed run's change goes with it. */
export function dropChange(sql: SqlStorage, version: number) {
  sql.exec("DELETE FROM changes WHERE version = ?", version);
}

/** The latest version's change (the one D1 keeps), without reading the others. */
export function latestChange(sql: SqlStorage): ReportChange | undefined {
  const row = sql
    .exec<{ body: string }>("SELECT body FROM changes ORDER BY version DESC LIMIT 1")
    .toArray()[0];
  return row ? (JSON.parse(row.body) as ReportChange) : undefined;
}

export function listChanges(sql: SqlStorage): ReportChange[] {
  return sql
    .exec<{ body: string }>("SELECT body FROM changes ORDER BY version")
    .toArray()
    .map((row) => JSON.parse(row.body) as ReportChange);
}
