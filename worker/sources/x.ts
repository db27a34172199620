import type { ScrapedAccount, ScrapedPost, ScrapedProfile } from "../contracts/scraped";
import { profileUrl } from "../domain/profile-link";
import { encodeUrlComponent } from "../domain/well-formed";
import {
  type Candidate,
  candidateOf,
  type Failure,
  isFailure,
  notFound,
  type PageOutcome,
  type ProfileOutcome,
  profileOutcome,
  retryable,
  type SourceConnector,
  unexpected,
} from "./connector";
import { usernameFor } from "./handles";
import { decodeEntities } from "./html";
import {
  expectJson,
  expectShape,
  fetchOk,
  guard,
  parseJson,
  readItems,
  UnexpectedShape,
  type Upstream,
} from "./upstream";
import { DEFAULT_X_QUERY_IDS, type XOperation, type XQueryIds } from "./x-query-ids";
import {
  type Author,
  authorSchema,
  dataSchema,
  type Entry,
  errorsSchema,
  guestTokenSchema,
  instructionsSchema,
  legacyUserSchema,
  modernUserSchema,
  searchDataSchema,
  type Tweet,
  timelineDataSchema,
  timelineResultSchema,
  tombstoneSchema,
  tweetSchema,
  unavailableSchema,
  userDataSchema,
  visibilityWrapperSchema,
  withDataSchema,
  type XError,
} from "./x-schemas";

/** X: the web app's GraphQL API (SOURCES.md section 3), with guest tokens when there is no session. */
const API = "https://x.com/i/api/graphql";
/** The web app's public bearer token, the same in every tool (SOURCES.md 3.1). */
const BEARER =
  "Bearer AAAAAAAAAAAAAAAAAAAAANRILgAAAAAAnNwIzUejRCOuH5E6I8xnZz4puTs%3D1Zv7ttfk8LF81IUq16cHjhLTvJu4FA33AGWWjCpTnA";
const FEATURES = JSON.stringify({
  responsive_web_graphql_timeline_navigation_enabled: true,
  hidden_profile_subscriptions_enabled: true,
});
const PAGE_SIZE = 20;

interface UserFields {
  id: string;
  username: string;
  fullname: string;
  bio: string;
  location: string;
  image: string | null;
  isPrivate: boolean;
  followers: number;
  following: number;
  posts: number | null;
  category: string | null;
}

function readUser(result: unknown): UserFields {
  const legacy = legacyUserSchema.safeParse(result);
  if (legacy.success) {
    const l = legacy.data.legacy;
    return {
      id: legacy.data.rest_id,
      username: l.screen_name,
      fullname: l.name,
      bio: l.description,
      location: l.location,
      image: l.profile_image_url_https,
      isPrivate: l.protected ?? false,
      followers: l.followers_count,
      following: l.friends_count,
      posts: l.statuses_count,
      category: null,
    };
  }
  const u = expectShape(modernUserSchema, result, "x user");
  return {
    id: u.rest_id,
    username: u.core.screen_name,
    fullname: u.core.name,
    bio: u.profile_bio?.description ?? "",
    location: u.location?.location ?? "",
    image: u.avatar?.image_url ?? null,
    isPrivate: u.privacy?.protected ?? false,
    followers: u.relationship_counts.followers,
    following: u.relationship_counts.following,
    posts: u.tweet_counts?.tweets ?? null,
    category: u.professional?.category[0]?.name ?? null,
  };
}

function toProfile(user: UserFields): ScrapedProfile {
  return {
    source: "tw",
    id: user.id,
    username: user.username,
    fullname: user.fullname,
    bio: user.bio,
    image: user.image,
    link: profileUrl("tw", user.username),
    isPrivate: user.isPrivate,
    followers: user.followers,
    following: user.following,
    posts: user.posts,
    location: user.location === "" ? null : user.location,
  };
}

function toAccount(user: UserFields): ScrapedAccount {
  return {
    id: user.id,
    username: user.username,
    fullname: user.fullname,
    bio: user.bio,
    category: user.category,
    image: user.image,
    link: profileUrl("tw", user.username),
  };
}

/** A suspended, deactivated or withheld account, whether its profile or its timeline was asked. */
function unavailable(result: unknown): { kind: "notFound"; detail: string } | null {
  const parsed = unavailableSchema.safeParse(result);
  return parsed.success ? notFound(`x: unavailable (${parsed.data.reason ?? "no reason"})`) : null;
}

/** "Fri Jul 31 21:34:08 +0000 2026" → epoch ms. */
function parseXDate(value: string): number {
  const m = /^\w{3} (\w{3}) (\d{1,2}) (\d{2}:\d{2}:\d{2}) \+0000 (\d{4})$/.exec(value);
  const ms = m ? Date.parse(`${m[2]} ${m[1]} ${m[4]} ${m[3]} GMT`) : Number.NaN;
  if (Number.isNaN(ms)) throw new UnexpectedShape(`x: unknown date format ${value}`);
  return ms;
}

/** The tweet inside a visibility wrapper; null for a tombstone (deleted, withheld). */
function readTweetResult(result: unknown, what: string): Tweet | null {
  const wrapped = visibilityWrapperSchema.safeParse(result);
  const inner = wrapped.success ? wrapped.data.tweet : result;
  if (tombstoneSchema.safeParse(inner).success) return null;
  return expectShape(tweetSchema, inner, what);
}

/** The tweet's own fields: under `legacy`, or at the top of a flattened tweet. */
function fieldsOf(tweet: Tweet) {
  return tweet.legacy ?? tweet;
}

/** A long post's whole text, or `full_text`, which escapes `&`, `<` and `>` as HTML does. */
function textOf(tweet: Tweet): string {
  const note = tweet.note_tweet?.note_tweet_results.result.text;
  if (note !== undefined) return note;
  const fullText = fieldsOf(tweet).full_text;
  if (fullText === undefined) throw new UnexpectedShape("x tweet: no text in either schema");
  return decodeEntities(fullText);
}

function createdOf(tweet: Tweet): number {
  const created = fieldsOf(tweet).created_at;
  if (created === undefined) throw new UnexpectedShape("x tweet: no date in either schema");
  return parseXDate(created);
}

function authorOf(tweet: Tweet): Author {
  const parsed = authorSchema.safeParse(tweet.core?.user_results.result);
  return parsed.success ? parsed.data : {};
}

/**
 * One tweet of a timeline and its author's id. A retweet's own text is "RT @name: " and the first
 * 140 characters; the whole text and its author are the retweeted tweet's, and the post is marked
 * `shared`, since the words are not the person's. A retweet of a tombstone, or of a tweet whose
 * author X no longer shows (`UserUnavailable`: suspended, deactivated), is skipped: there is no
 * one to credit its words to.
 */
function readTweet(result: unknown): { post: ScrapedPost; authorId: string | null } | null {
  const tweet = readTweetResult(result, "x tweet");
  if (tweet === null) return null;
  const fields = fieldsOf(tweet);
  const created = createdOf(tweet);
  const authorId = authorOf(tweet).rest_id ?? fields.user_id_str ?? null;
  const retweeted = fields.retweeted_status_result?.result;
  if (retweeted === undefined) {
    const post = { id: tweet.rest_id, text: textOf(tweet), created, link: statusUrl(tweet.rest_id) };
    return { post, authorId };
  }
  const original = readTweetResult(retweeted, "x retweeted tweet");
  if (original === null) return null;
  const { core, legacy } = authorOf(original);
  const username = core?.screen_name ?? legacy?.screen_name;
  if (username === undefined) return null;
  return {
    post: {
      id: tweet.rest_id,
      text: textOf(original),
      created,
      link: statusUrl(original.rest_id),
      shared: { username },
    },
    authorId,
  };
}

function statusUrl(id: string): string {
  return `https://x.com/i/status/${encodeUrlComponent(id)}`;
}

interface Timeline {
  entries: Entry[];
  pinned: Entry[];
  bottom: string | null;
}

function readTimeline(instructions: unknown): Timeline {
  const timeline: Timeline = { entries: [], pinned: [], bottom: null };
  for (const instruction of expectShape(instructionsSchema, instructions, "x timeline")) {
    if (instruction.type === "TimelinePinEntry" && instruction.entry) timeline.pinned.push(instruction.entry);
    for (const entry of instruction.entries ?? []) {
      if (entry.entryId.startsWith("cursor-bottom-")) timeline.bottom = entry.content.value ?? null;
      else if (!entry.entryId.startsWith("cursor-")) timeline.entries.push(entry);
    }
  }
  return timeline;
}

function usersOf(timeline: Timeline): UserFields[] {
  const users = timeline.entries.flatMap((entry) => {
    const user = entry.content.itemContent?.user_results?.result;
    return entry.entryId.startsWith("user-") && user !== undefined ? [user] : [];
  });
  return readItems(users, readUser, "x user");
}

/**
 * The person's posts on a timeline page: the pinned tweet (taken from the first page only, as a
 * later page may repeat it), plain tweets and the tweets of their threads (modules
 * `profile-conversation-…`). A thread may hold the others' tweets it answers: a tweet whose
 * author is known and is not `ownerId` is not the person's, and is left out.
 */
function postsOf(timeline: Timeline, ownerId: string, firstPage: boolean): ScrapedPost[] {
  const posts = new Map<string, ScrapedPost>();
  const entries = firstPage ? [...timeline.pinned, ...timeline.entries] : timeline.entries;
  const tweetResults = entries
    .flatMap((entry) => {
      if (entry.entryId.startsWith("tweet-")) return [entry.content.itemContent?.tweet_results?.result];
      if (entry.entryId.startsWith("profile-conversation-"))
        return (entry.content.items ?? []).map((item) => item.item.itemContent?.tweet_results?.result);
      return [];
    })
    .filter((result) => result !== undefined);
  for (const read of readItems(tweetResults, readTweet, "x tweet")) {
    if (read.authorId === null || read.authorId === ownerId) posts.set(read.post.id, read.post);
  }
  return [...posts.values()];
}

/** X has no "next" flag: a page with items has a bottom cursor worth following (TWS `_get_cursor`). */
function nextOf(timeline: Timeline): string | null {
  return timeline.entries.length > 0 ? timeline.bottom : null;
}

/** X's numbered errors (SOURCES.md 3.3), and the GraphQL ones that say the server failed. */
function knownError(error: XError): Failure | null {
  const { code, message } = error;
  if (code === 88) return retryable("rateLimited", "error 88 rate limit exceeded");
  if (code === 32) return retryable("loginWall", "error 32 could not authenticate");
  if (code === 326 || code === 37 || code === 64)
    return retryable("blocked", `error ${code} caller account locked or suspended`);
  if (code === -1 || /LoadShed/i.test(message)) return retryable("upstream", "load shed");
  // A backend timeout (DeadlineExceeded) comes beside an empty `data.user`: it is never "no such person".
  const kinds = [error.kind, error.extensions?.kind, error.source, error.extensions?.source];
  if (kinds.includes("ServiceLevel") || kinds.includes("Server"))
    return retryable("upstream", `server error: ${message || error.name || "no message"}`);
  return null;
}

/** X checks a query against the operation its id names; a rotated id fails that check. */
function isValidationError(error: XError): boolean {
  return [error.code, error.extensions?.code].includes("GRAPHQL_VALIDATION_FAILED");
}

function errorFailure(errors: XError[], hasData: boolean): Failure | null {
  for (const error of errors) {
    const failure = knownError(error);
    if (failure) return failure;
  }
  if (hasData) return null;
  const first = errors[0];
  return unexpected(`x error ${first?.code ?? first?.name ?? "?"}: ${first?.message ?? ""}`);
}

export function xConnector(upstream: Upstream, queryIds: XQueryIds = DEFAULT_X_QUERY_IDS): SourceConnector {
  let guestToken: string | null = null;

  const authHeaders = async (): Promise<{ headers: Record<string, string> } | Failure> => {
    const headers: Record<string, string> = {
      authorization: BEARER,
      "x-twitter-active-user": "yes",
      "x-twitter-client-language": "en",
      "content-type": "application/json",
    };
    if (upstream.hasCredentials()) return { headers: { ...headers, "x-twitter-auth-type": "OAuth2Session" } };
    if (guestToken === null) {
      const response = await fetchOk(upstream, {
        url: "https://api.x.com/1.1/guest/activate.json",
        method: "POST",
        headers,
      });
      if (isFailure(response)) return response;
      const body = expectJson(guestTokenSchema, response.body, "x guest token");
      guestToken = body.guest_token;
    }
    return { headers: { ...headers, "x-guest-token": guestToken } };
  };

  /** Every X request fails until the id is updated: said loudly, once per answer, for whoever runs us. */
  const stale = (operation: XOperation, detail: string): Failure => {
    const id = queryIds[operation];
    console.error(
      `x: the query id ${id} of ${operation} looks stale (${detail}); set SOURCES_X_QUERY_IDS (docs/sources.md)`,
    );
    return retryable("staleQueryId", `${operation} query id ${id}: ${detail}`);
  };

  /** One GraphQL call, with X's refusals mapped; the parsed body (with `data`) when it got through. */
  const call = async (
    operation: XOperation,
    variables: Record<string, unknown>,
  ): Promise<{ data?: unknown } | Failure> => {
    const auth = await authHeaders();
    if (!("headers" in auth)) return auth;
    const url = `${API}/${queryIds[operation]}/${operation}?variables=${encodeUrlComponent(JSON.stringify(variables))}&features=${encodeUrlComponent(FEATURES)}`;
    const response = await fetchOk(upstream, { url, headers: auth.headers });
    if (isFailure(response)) return response;
    const isHtml = /^\s*</.test(response.body);
    if (response.status >= 400 && isHtml)
      return retryable("blocked", `HTTP ${response.status} HTML (Cloudflare)`);
    if (response.status === 403 && response.body.trim() === "") {
      guestToken = null;
      return retryable("loginWall", "HTTP 403 without auth");
    }
    // X answers an operation it no longer knows by that id with 404, often with an empty body.
    if (response.status === 404) return stale(operation, "HTTP 404");
    const body = parseJson(response.body, `x ${operation}`);
    const errors = errorsSchema.safeParse(body);
    if (errors.success) {
      const invalid = errors.data.errors.find(isValidationError);
      if (invalid) return stale(operation, `validation failed: ${invalid.message}`);
      const failure = errorFailure(errors.data.errors, withDataSchema.safeParse(body).success);
      if (failure) return failure;
    }
    if (response.status >= 400) return retryable("loginWall", `HTTP ${response.status}`);
    return expectShape(dataSchema, body, `x ${operation}`);
  };

  const profile = (username: string) =>
    guard(async (): Promise<ProfileOutcome> => {
      const body = await call("UserByScreenName", { screen_name: username, withSafetyModeUserFields: true });
      if (isFailure(body)) return body;
      const result = userDataSchema.safeParse(body.data);
      const user = result.success ? result.data.user?.result : undefined;
      if (user === undefined) return notFound("x: no user in data");
      return unavailable(user) ?? profileOutcome(toProfile(readUser(user)));
    });

  const timeline = async (
    operation: "UserTweets" | "Following" | "Followers",
    userId: string,
    cursor: string | null | undefined,
  ): Promise<Timeline | Failure | { kind: "notFound"; detail: string }> => {
    const body = await call(operation, {
      userId,
      count: PAGE_SIZE,
      includePromotedContent: false,
      withV2Timeline: true,
      ...(cursor ? { cursor } : {}),
    });
    if (isFailure(body)) return body;
    const result = expectShape(timelineDataSchema, body.data, `x ${operation}`).user.result;
    if (result === undefined) return notFound("x: no such user");
    return (
      unavailable(result) ??
      readTimeline(expectShape(timelineResultSchema, result, `x ${operation}`).timeline.timeline.instructions)
    );
  };

  const accounts = (
    operation: "Following" | "Followers",
    ref: { id: string },
    cursor: string | null | undefined,
  ) =>
    guard(async (): Promise<PageOutcome<ScrapedAccount> | Failure> => {
      const page = await timeline(operation, ref.id, cursor);
      if ("kind" in page) return page;
      return { kind: "page", items: usersOf(page).map(toAccount), next: nextOf(page) };
    });

  return {
    source: "tw",
    findByUsername: async (input) => {
      const username = usernameFor("tw", input);
      return username ? profile(username) : notFound("not an X username");
    },
    // X removed its lookup by id (twscrape dropped UserByRestId in 2026-05): the handle is asked,
    // and an answer for another account (the person renamed, someone took the handle) is not theirs.
    loadProfile: async (ref) => {
      const outcome = await profile(ref.username);
      return "profile" in outcome && outcome.profile.id !== ref.id
        ? notFound(`x: @${ref.username} is now another account`)
        : outcome;
    },
    searchByName: (name, cursor) =>
      guard(async (): Promise<PageOutcome<Candidate> | Failure> => {
        const body = await call("SearchTimeline", {
          rawQuery: name,
          count: PAGE_SIZE,
          querySource: "typed_query",
          product: "People",
          ...(cursor ? { cursor } : {}),
        });
        if (isFailure(body)) return body;
        const page = readTimeline(
          expectShape(searchDataSchema, body.data, "x search").search_by_raw_query.search_timeline.timeline
            .instructions,
        );
        const items = usersOf(page).map((user) => candidateOf(toProfile(user)));
        return { kind: "page", items, next: items.length > 0 ? page.bottom : null };
      }),
    loadFollowings: (ref, cursor) => accounts("Following", ref, cursor),
    loadFollowers: (ref, cursor) => accounts("Followers", ref, cursor),
    loadPosts: (ref, cursor) =>
      guard(async (): Promise<PageOutcome<ScrapedPost> | Failure> => {
        const page = await timeline("UserTweets", ref.id, cursor);
        if ("kind" in page) return page;
        return { kind: "page", items: postsOf(page, ref.id, !cursor), next: nextOf(page) };
      }),
  };
}
