import type { Source } from "../contracts/sources";
import type { OptedOutProfile } from "../db/opt-outs";
import { notFound, type ProfileRef, type SourceConnector } from "./connector";
import { usernameFor } from "./handles";

/** A profile as some path knows it: its handle, and the network's id where known. */
export interface Named {
  id?: string | null;
  username: string;
}

/** One network's opted-out profiles as lower-cased usernames and network ids: either names the person. */
export type OptedOutNames = ReadonlySet<string>;

/**
 * Whether a profile is opted out: its id or its username is among its network's opted-out names,
 * whatever the case. The one rule: the create search, the scrape path, the report's room and the
 * opt-out filing all decide with it (an id catches a renamed profile, a username one filed while
 * its network could not be asked).
 */
export function isOptedOut(optedOut: OptedOutNames, profile: Named): boolean {
  const { id, username } = profile;
  return optedOut.has(username.toLowerCase()) || (!!id && optedOut.has(id.toLowerCase()));
}

/** Opted-out profiles as filed, as each network's names. */
export function optedOutNames(profiles: readonly OptedOutProfile[]): Map<Source, Set<string>> {
  const bySource = new Map<Source, Set<string>>();
  for (const { source, username, profileId } of profiles) {
    const names = bySource.get(source) ?? new Set<string>();
    names.add(username.toLowerCase());
    if (profileId) names.add(profileId.toLowerCase());
    bySource.set(source, names);
  }
  return bySource;
}

/** Which of these usernames or network ids of `source` are opted out. */
export type OptOutLookup = (source: Source, names: readonly string[]) => Promise<Set<string>>;

/** Keeps the ids of opted-out usernames whose id was not known (the opt-out could not resolve it). */
export type OptOutLearn = (source: Source, refs: readonly ProfileRef[]) => Promise<void>;

export interface GuardedConnector {
  connector: SourceConnector;
  /** Usernames and ids seen opted out so far (lower-case), for the caller to mark. */
  optedOut: Set<string>;
  /** Looks these profiles up at once (the accounts a job read), so `optedOut` answers for them too. */
  lookUp(profiles: readonly Named[]): Promise<void>;
}

/**
 * Wraps a connector so that an opted-out profile is never fetched (ARCHITECTURE "Sources"):
 * every profile request is checked first, and search results are checked as they arrive, so
 * a search's follow-up profile loads skip them. A blocked request answers `notFound` to the
 * wrapped code (the caller, which knows through `optedOut`, shows `optOut`). A search result or a
 * ref whose username is opted out but whose id is not yet known hands its id to `learn`, so an
 * opt-out filed while the network was down still follows a later rename.
 */
export function guardOptOuts(
  connector: SourceConnector,
  lookup: OptOutLookup,
  learn?: OptOutLearn,
): GuardedConnector {
  const source = connector.source;
  const optedOut = new Set<string>();
  // Answers are remembered both ways: a search's follow-up loads cost no second look-up.
  const checked = new Set<string>();
  const check = async (names: string[]) => {
    const fresh = [...new Set(names.map((n) => n.toLowerCase()))].filter((n) => !checked.has(n));
    if (fresh.length === 0) return;
    const found = await lookup(source, fresh);
    for (const name of fresh) checked.add(name);
    for (const name of found) optedOut.add(name);
  };
  /**
   * Refs blocked by their username alone: their id joins `optedOut`, so `learn` sees it once and
   * the caller marks it.
   */
  const remember = async (refs: readonly ProfileRef[]) => {
    const fresh = refs.filter(
      (r) => optedOut.has(r.username.toLowerCase()) && !optedOut.has(r.id.toLowerCase()),
    );
    if (fresh.length === 0) return;
    for (const ref of fresh) optedOut.add(ref.id.toLowerCase());
    await learn?.(source, fresh);
  };
  const lookUp = async (profiles: readonly Named[]) => {
    await check(profiles.flatMap((p) => (p.id ? [p.id, p.username] : [p.username])));
    await remember(profiles.flatMap((p) => (p.id ? [{ id: p.id, username: p.username }] : [])));
  };
  const blockedRef = async (ref: ProfileRef): Promise<boolean> => {
    await lookUp([ref]);
    return isOptedOut(optedOut, ref);
  };
  const BLOCKED = notFound("opted out");
  return {
    optedOut,
    lookUp,
    connector: {
      source,
      async findByUsername(input) {
        const username = usernameFor(source, input);
        if (username !== null) {
          await check([username]);
          if (isOptedOut(optedOut, { username })) return BLOCKED;
        }
        return connector.findByUsername(input);
      },
      async searchByName(name, cursor) {
        const outcome = await connector.searchByName(name, cursor);
        if (outcome.kind === "page") await lookUp(outcome.items);
        return outcome;
      },
      async loadProfile(ref) {
        return (await blockedRef(ref)) ? BLOCKED : connector.loadProfile(ref);
      },
      async loadFollowings(ref, cursor) {
        return (await blockedRef(ref)) ? BLOCKED : connector.loadFollowings(ref, cursor);
      },
      async loadFollowers(ref, cursor) {
        return (await blockedRef(ref)) ? BLOCKED : connector.loadFollowers(ref, cursor);
      },
      async loadPosts(ref, cursor) {
        return (await blockedRef(ref)) ? BLOCKED : connector.loadPosts(ref, cursor);
      },
    },
  };
}

/** The opted-out profile as filed: the link's username, the network's id and picture if it answered. */
export interface ResolvedOptOut {
  source: Source;
  username: string;
  profileId: string | null;
  /** The profile's current handle when it differs from the link's (an old or numeric link). */
  currentUsername: string | null;
  image: string | null;
}

/**
 * Looks the listed profiles up through the product's own connectors when an opt-out is filed, so
 * the network's stable id is stored beside the username and a later rename is still caught. A
 * profile the network does not answer for (down, rate-limited, not found) keeps its username
 * only; the guard fills its id in the first time a search shows the username with an id.
 */
export async function resolveOptOuts(
  connectorFor: (source: Source) => SourceConnector,
  profiles: readonly { source: Source; username: string }[],
): Promise<ResolvedOptOut[]> {
  return Promise.all(
    profiles.map(async ({ source, username }): Promise<ResolvedOptOut> => {
      const unresolved = { source, username, profileId: null, currentUsername: null, image: null };
      try {
        const outcome = await connectorFor(source).findByUsername(username);
        if (outcome.kind !== "found" && outcome.kind !== "private" && outcome.kind !== "zeroFollows")
          return unresolved;
        const { id, username: handle, image } = outcome.profile;
        const current = handle.toLowerCase();
        return {
          source,
          username,
          profileId: id,
          currentUsername: current !== username.toLowerCase() ? current : null,
          image,
        };
      } catch {
        return unresolved;
      }
    }),
  );
}
