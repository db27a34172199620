import type { Source } from "../contracts/sources";
import { notFound, type ProfileRef, type SourceConnector } from "./connector";
import { usernameFor } from "./handles";

/** Which of these usernames or network ids of `source` are opted out. */
export type OptOutLookup = (source: Source, names: readonly string[]) => Promise<Set<string>>;

export interface GuardedConnector {
  connector: SourceConnector;
  /** Usernames and ids seen opted out so far (lower-case), for the caller to mark. */
  optedOut: Set<string>;
}

/**
 * Wraps a connector so that an opted-out profile is never fetched (ARCHITECTURE "Sources"):
 * every profile request is checked first, and search results are checked as they arrive, so
 * a search's follow-up profile loads skip them. A blocked request answers `notFound` to the
 * wrapped code (the caller, which knows through `optedOut`, shows `optOut`).
 */
export function guardOptOuts(connector: SourceConnector, lookup: OptOutLookup): GuardedConnector {
  const source = connector.source;
  const optedOut = new Set<string>();
  // Answers are remembered both ways: a search's follow-up loads cost no second look-up.
  const checked = new Set<string>();
  const blocked = async (names: string[]): Promise<boolean> => {
    const wanted = names.map((n) => n.toLowerCase());
    const fresh = wanted.filter((n) => !checked.has(n));
    if (fresh.length > 0) {
      const found = await lookup(source, fresh);
      for (const name of fresh) checked.add(name);
      for (const name of found) optedOut.add(name);
    }
    return wanted.some((n) => optedOut.has(n));
  };
  const refNames = (ref: ProfileRef) => [ref.id, ref.username];
  const BLOCKED = notFound("opted out");
  return {
    optedOut,
    connector: {
      source,
      async findByUsername(input) {
        const username = usernameFor(source, input);
        if (username !== null && (await blocked([username]))) return BLOCKED;
        return connector.findByUsername(input);
      },
      async searchByName(name, cursor) {
        const outcome = await connector.searchByName(name, cursor);
        if (outcome.kind === "page") await blocked(outcome.items.flatMap((c) => [c.id, c.username]));
        return outcome;
      },
      async loadProfile(ref) {
        return (await blocked(refNames(ref))) ? BLOCKED : connector.loadProfile(ref);
      },
      async loadFollowings(ref, cursor) {
        return (await blocked(refNames(ref))) ? BLOCKED : connector.loadFollowings(ref, cursor);
      },
      async loadFollowers(ref, cursor) {
        return (await blocked(refNames(ref))) ? BLOCKED : connector.loadFollowers(ref, cursor);
      },
      async loadPosts(ref, cursor) {
        return (await blocked(refNames(ref))) ? BLOCKED : connector.loadPosts(ref, cursor);
      },
    },
  };
}
