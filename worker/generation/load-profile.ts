import type { SectionCoverage } from "../contracts/report-events";
import type { ScrapedAccount, ScrapedPost, ScrapedProfile } from "../contracts/scraped";
import type { BadReason } from "../contracts/sources";
import type { Failure, PageOutcome, ProfileRef, SourceConnector } from "../sources/connector";
import { isOptedOut, type Named, type OptedOutNames } from "../sources/opt-out-guard";

/** One list of a profile as read: its items and how the reading went. */
export type Section<T> = { status: SectionCoverage["status"]; items: T[]; detail: string | null };

/** Everything read of one selected profile: handed to the report's room in one piece. */
export interface LoadedProfile {
  profile: ScrapedProfile | null;
  /** Why there is nothing (or little) to analyse; null for a readable profile. */
  badReason: BadReason | null;
  followings: Section<ScrapedAccount>;
  followers: Section<ScrapedAccount>;
  posts: Section<ScrapedPost>;
}

type Retryable = Extract<Failure, { kind: "retryable" }>;

/** A retryable failure somewhere: the message is tried again later, or given up. */
export type LoadResult =
  | { kind: "loaded"; data: LoadedProfile }
  | { kind: "retry"; failure: Retryable; partial: LoadedProfile };

type Loader<T> = (ref: ProfileRef, cursor?: string | null) => Promise<PageOutcome<T>>;

type Read<T> = { section: Section<T>; failure: Retryable | null };

/** Tries of one request within a job, when the network failed it for now and asked for no long wait. */
const TRIES = 3;
/** The longest wait between them (a Retry-After); one asking for longer goes back to the queue's back-off. */
const MAX_INLINE_WAIT_MS = 1_000;
const PAUSE_MS = 250;

/**
 * One request, tried again at once when it failed for now: a 5xx, a timeout, or a 429 whose
 * Retry-After is short. Most pass on the next try, while a message retried through the queue
 * reads every list again from the start. A login wall, a block, a 429 without a Retry-After and
 * a long Retry-After go back to the queue, which waits as long as asked.
 */
async function patiently<T extends { kind: string }>(
  request: () => Promise<T | Failure>,
): Promise<T | Failure> {
  let outcome = await request();
  for (let tried = 1; tried < TRIES && outcome.kind === "retryable"; tried++) {
    const { cause, retryAfterMs } = outcome as Retryable;
    const now =
      cause === "upstream" || cause === "timeout" || (cause === "rateLimited" && retryAfterMs !== null);
    const wait = retryAfterMs ?? PAUSE_MS * tried;
    if (!now || wait > MAX_INLINE_WAIT_MS) break;
    await new Promise((resolve) => setTimeout(resolve, wait));
    outcome = await request();
  }
  return outcome;
}

/**
 * Of the failures of one load, the one asking to wait longest (Retry-After): a retry sooner than
 * any of the networks' requests asked would be refused again.
 */
function mostPatient(failures: (Retryable | null)[]): Retryable | null {
  let chosen: Retryable | null = null;
  for (const failure of failures)
    if (failure && (chosen === null || (failure.retryAfterMs ?? 0) > (chosen.retryAfterMs ?? 0)))
      chosen = failure;
  return chosen;
}

/** Reads a list page by page (at most `maxPages`); pages follow each other, so they are sequential. */
async function readList<T>(load: Loader<T>, ref: ProfileRef, maxPages: number): Promise<Read<T>> {
  const items: T[] = [];
  let cursor: string | null = null;
  for (let page = 0; page < maxPages; page++) {
    const outcome = await patiently(() => load(ref, cursor));
    switch (outcome.kind) {
      case "page":
        items.push(...outcome.items);
        cursor = outcome.next;
        if (cursor === null) return { section: { status: "loaded", items, detail: null }, failure: null };
        break;
      case "private":
        return { section: { status: "private", items, detail: null }, failure: null };
      case "unsupported":
        return { section: { status: "unsupported", items, detail: outcome.detail }, failure: null };
      case "notFound":
      case "unexpected":
        return { section: { status: "failed", items, detail: outcome.detail }, failure: null };
      case "retryable":
        return { section: { status: "failed", items, detail: outcome.detail }, failure: outcome };
    }
  }
  // More pages than we read: what was read is analysed, and the count says how much.
  return { section: { status: "loaded", items, detail: `first ${maxPages} pages` }, failure: null };
}

const EMPTY: Section<never> = { status: "failed", items: [], detail: null };

/**
 * Loads one profile and its three lists at once (they do not depend on each other: the
 * reference is known from the search), so the slowest list sets the time. A private, missing or
 * opted-out profile ends with its bad reason; a retryable failure asks for another try and
 * carries what was read, for the last attempt to keep.
 */
export async function loadProfile(
  connector: SourceConnector,
  ref: ProfileRef,
  maxPages: number,
): Promise<LoadResult> {
  const [outcome, followings, followers, posts] = await Promise.all([
    patiently(() => connector.loadProfile(ref)),
    readList(connector.loadFollowings.bind(connector), ref, maxPages),
    readList(connector.loadFollowers.bind(connector), ref, maxPages),
    readList(connector.loadPosts.bind(connector), ref, maxPages),
  ]);
  const lists = { followings: followings.section, followers: followers.section, posts: posts.section };
  switch (outcome.kind) {
    case "notFound":
      return { kind: "loaded", data: { profile: null, badReason: "notFound", ...emptyLists() } };
    case "unexpected":
      return { kind: "loaded", data: { profile: null, badReason: "unexpected", ...emptyLists() } };
    case "retryable":
      return {
        kind: "retry",
        failure: mostPatient([outcome, followings.failure, followers.failure, posts.failure]) ?? outcome,
        partial: { profile: null, badReason: "unloaded", ...lists },
      };
    case "private":
      return {
        kind: "loaded",
        data: { profile: outcome.profile, badReason: "private", ...privateLists() },
      };
    case "found":
    case "zeroFollows": {
      const data: LoadedProfile = {
        profile: outcome.profile,
        badReason: outcome.kind === "zeroFollows" ? "zeroFollows" : null,
        ...lists,
      };
      const failure = mostPatient([followings.failure, followers.failure, posts.failure]);
      return failure ? { kind: "retry", failure, partial: data } : { kind: "loaded", data };
    }
  }
}

function emptyLists() {
  return { followings: EMPTY, followers: EMPTY, posts: EMPTY };
}

function privateLists() {
  const hidden: Section<never> = { status: "private", items: [], detail: null };
  return { followings: hidden, followers: hidden, posts: hidden };
}

/** A profile whose person opted out: nothing read, nothing kept. */
export function optedOutData(): LoadedProfile {
  const none: Section<never> = { status: "failed", items: [], detail: "opted out" };
  return { profile: null, badReason: "optOut", followings: none, followers: none, posts: none };
}

/** Everyone a profile's lists name: the accounts, and the authors of the posts it re-shared. */
export function peopleIn(data: LoadedProfile): Named[] {
  return [
    ...data.followings.items,
    ...data.followers.items,
    ...data.posts.items.flatMap((post) => (post.shared ? [post.shared] : [])),
  ];
}

/**
 * What was read, less the people who opted out: their accounts in either list and the posts of
 * theirs re-shared. Answers the accounts dropped as well, for a caller that copied their pictures.
 */
export function withoutOptedOut(
  data: LoadedProfile,
  optedOut: OptedOutNames,
): { data: LoadedProfile; dropped: ScrapedAccount[] } {
  const dropped: ScrapedAccount[] = [];
  const keep = (account: ScrapedAccount) => {
    if (!isOptedOut(optedOut, account)) return true;
    dropped.push(account);
    return false;
  };
  return {
    data: {
      ...data,
      followings: { ...data.followings, items: data.followings.items.filter(keep) },
      followers: { ...data.followers, items: data.followers.items.filter(keep) },
      posts: {
        ...data.posts,
        items: data.posts.items.filter((post) => !post.shared || !isOptedOut(optedOut, post.shared)),
      },
    },
    dropped,
  };
}
