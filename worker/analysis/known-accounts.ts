import { isSource, type Source } from "../contracts/sources";
import { type InterestId, isInterest } from "../domain/taxonomy";
import { KNOWN_ACCOUNT_GROUPS } from "./known-accounts/data";

/**
 * A directory of well-known public accounts (teams, artists, brands, outlets…) and the interests
 * that following them shows: a follow of a famous account says more than a classifier can read
 * from its bio.
 *
 * The data (`./known-accounts/*.ts`) is text, one account a line, so that it stays small in the
 * bundle and easy to review:
 *
 *     Display Name|interest-id[,interest-id]|handles
 *
 * `handles` are space-separated. A bare `name` is the handle on Instagram, Facebook, TikTok and X
 * (not LinkedIn: company slugs rarely match the other handles); `ig,tw=name` is the handle on the
 * listed networks only, and wins over the bare handle there. Blank lines and `#` lines are skipped.
 */

export interface KnownAccount {
  name: string;
  interests: readonly InterestId[];
}

export interface KnownAccountDirectory {
  entries: readonly KnownAccount[];
  /** Keyed by `${source}:${lowercased handle}`. */
  byHandle: ReadonlyMap<string, KnownAccount>;
}

/** The networks a bare handle stands for. */
const BARE_SOURCES: readonly Source[] = ["ig", "fb", "tt", "tw"];
/** What the networks allow in a username or a company slug. */
const HANDLE = /^[a-z0-9._-]+$/;

/** Parses directory text; throws on any line it cannot trust, so a data mistake fails the tests. */
export function parseKnownAccounts(text: string): KnownAccountDirectory {
  const entries: KnownAccount[] = [];
  const byHandle = new Map<string, KnownAccount>();
  for (const raw of text.split("\n")) {
    const line = raw.trim();
    if (line === "" || line.startsWith("#")) continue;
    const fail = (why: string) => new Error(`known accounts: ${why} in "${line}"`);
    const [name, interestList, handleList, ...extra] = line.split("|").map((part) => part.trim());
    if (!name || !interestList || !handleList || extra.length > 0) throw fail("malformed line");
    const interests = interestList.split(",").map((id) => {
      if (!isInterest(id)) throw fail(`unknown interest "${id}"`);
      return id;
    });
    const account: KnownAccount = { name, interests };
    for (const [source, handle] of parseHandles(handleList, fail)) {
      const key = `${source}:${handle}`;
      // One handle on one network is one account: a second listing is a mistake either way.
      if (byHandle.has(key)) throw fail(`${key} is listed twice`);
      byHandle.set(key, account);
    }
    entries.push(account);
  }
  return { entries, byHandle };
}

function parseHandles(list: string, fail: (why: string) => Error): Map<Source, string> {
  let bare: string | undefined;
  const named = new Map<Source, string>();
  for (const token of list.split(/\s+/)) {
    const equals = token.indexOf("=");
    const handle = token.slice(equals + 1).toLowerCase();
    if (!HANDLE.test(handle)) throw fail(`bad handle "${handle}"`);
    if (equals < 0) {
      if (bare) throw fail("two bare handles");
      bare = handle;
      continue;
    }
    for (const key of token.slice(0, equals).split(",")) {
      if (!isSource(key)) throw fail(`unknown network "${key}"`);
      if (named.has(key)) throw fail(`network "${key}" given twice`);
      named.set(key, handle);
    }
  }
  const handles = new Map<Source, string>();
  if (bare) for (const source of BARE_SOURCES) handles.set(source, bare);
  for (const [source, handle] of named) handles.set(source, handle);
  return handles;
}

let directory: KnownAccountDirectory | undefined;

/** Parsed on first use: most requests never look an account up. */
function loaded(): KnownAccountDirectory {
  directory ??= parseKnownAccounts(KNOWN_ACCOUNT_GROUPS.join("\n"));
  return directory;
}

/** The well-known account behind a username on a network, if it is one; case and "@" do not matter. */
export function knownAccount(source: Source, username: string): KnownAccount | undefined {
  return loaded().byHandle.get(`${source}:${username.replace(/^@/, "").toLowerCase()}`);
}
