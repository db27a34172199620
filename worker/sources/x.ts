import { z } from "zod";
import type { ScrapedAccount, ScrapedPost, ScrapedProfile } from "../contracts/scraped";
import { profileUrl } from "../domain/profile-link";
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
} from "./connector";
import { usernameFor } from "./handles";
import {
  expectJson,
  expectShape,
  fetchOk,
  guard,
  parseJson,
  UnexpectedShape,
  type Upstream,
} from "./upstream";

/** X: the web app's GraphQL API (SOURCES.md section 3), with guest tokens when there is no session. */
const API = "https://x.com/i/api/graphql";
/** The web app's public bearer token, the same in every tool (SOURCES.md 3.1). */
const BEARER =
  "Bearer AAAAAAAAAAAAAAAAAAAAANRILgAAAAAAnNwIzUejRCOuH5E6I8xnZz4puTs%3D1Zv7ttfk8LF81IUq16cHjhLTvJu4FA33AGWWjCpTnA";
/** Query ids rotate every few weeks (SOURCES.md 3.5): refresh them here when X answers 404. */
const QUERY_IDS = {
  UserByScreenName: "Gb-d6r0vxPOADdG62OEBpQ",
  UserByRestId: "WJ7rCtezBVT6nk6VM5R8Bw",
  UserTweets: "Y9WM4Id6UcGFE8Z-hbnixw",
  Following: "BEkNpEt5pNETESoqMsTEGA",
  Followers: "kuFUYP9eV1FPoEy4N-pi7w",
  SearchTimeline: "MJpyQGqgklrVl_0X9gNy3A",
} as const;
type Operation = keyof typeof QUERY_IDS;
const FEATURES = JSON.stringify({
  responsive_web_graphql_timeline_navigation_enabled: true,
  hidden_profile_subscriptions_enabled: true,
});
const PAGE_SIZE = 20;

/** The 2026 user object: fields moved out of `legacy` (SOURCES.md 3.2). */
const modernUserSchema = z.object({
  rest_id: z.string(),
  core: z.object({ screen_name: z.string(), name: z.string() }),
  avatar: z.object({ image_url: z.string() }).optional(),
  location: z.object({ location: z.string() }).optional(),
  privacy: z.object({ protected: z.boolean() }).optional(),
  profile_bio: z.object({ description: z.string() }).optional(),
  relationship_counts: z.object({ followers: z.number(), following: z.number() }),
  tweet_counts: z.object({ tweets: z.number() }).optional(),
  professional: z.object({ category: z.array(z.object({ name: z.string() })) }).optional(),
});

/** The older object, still served at times and read by GDL. */
const legacyUserSchema = z.object({
  rest_id: z.string(),
  legacy: z.object({
    screen_name: z.string(),
    name: z.string(),
    description: z.string(),
    location: z.string(),
    followers_count: z.number(),
    friends_count: z.number(),
    statuses_count: z.number(),
    profile_image_url_https: z.string(),
    protected: z.boolean().optional(),
  }),
});

const errorsSchema = z.object({ errors: z.array(z.object({ code: z.number(), message: z.string() })) });

const entrySchema = z.object({
  entryId: z.string(),
  content: z.object({
    value: z.string().optional(),
    itemContent: z
      .object({
        tweet_results: z.object({ result: z.unknown() }).optional(),
        user_results: z.object({ result: z.unknown() }).optional(),
      })
      .optional(),
  }),
});

const instructionsSchema = z.array(z.object({ type: z.string(), entries: z.array(entrySchema).optional() }));

const tweetFields = z.object({ full_text: z.string(), created_at: z.string() });
const tweetSchema = z.object({
  __typename: z.literal("Tweet"),
  rest_id: z.string(),
  legacy: tweetFields.nullable().optional(),
  full_text: z.string().optional(),
  created_at: z.string().optional(),
  note_tweet: z
    .object({ note_tweet_results: z.object({ result: z.object({ text: z.string() }) }) })
    .optional(),
});
/*
 * Wrappers and envelopes, built once here: a zod schema costs far more to build than to check,
 * and these are checked on every call (the tweet ones on every tweet).
 */
const visibilityWrapperSchema = z.object({
  __typename: z.literal("TweetWithVisibilityResults"),
  tweet: z.unknown(),
});
const tombstoneSchema = z.object({ __typename: z.literal("TweetTombstone") });
const guestTokenSchema = z.object({ guest_token: z.string() });
const withDataSchema = z.object({ data: z.object({}).passthrough() });
const dataSchema = z.object({ data: z.unknown() });
const userDataSchema = z.object({ user: z.object({ result: z.unknown().optional() }).optional() });
const unavailableSchema = z.object({
  __typename: z.literal("UserUnavailable"),
  reason: z.string().optional(),
});
const timelineDataSchema = z.object({
  user: z.object({
    result: z
      .object({ timeline: z.object({ timeline: z.object({ instructions: z.unknown() }) }) })
      .optional(),
  }),
});
const searchDataSchema = z.object({
  search_by_raw_query: z.object({
    search_timeline: z.object({ timeline: z.object({ instructions: z.unknown() }) }),
  }),
});

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

/** "Fri Jul 31 21:34:08 +0000 2026" → epoch ms. */
function parseXDate(value: string): number {
  const m = /^\w{3} (\w{3}) (\d{1,2}) (\d{2}:\d{2}:\d{2}) \+0000 (\d{4})$/.exec(value);
  const ms = m ? Date.parse(`${m[2]} ${m[1]} ${m[4]} ${m[3]} GMT`) : Number.NaN;
  if (Number.isNaN(ms)) throw new UnexpectedShape(`x: unknown date format ${value}`);
  return ms;
}

/** A tweet, unwrapping visibility wrappers; tombstones (deleted, withheld) are skipped. */
function readTweet(result: unknown): ScrapedPost | null {
  const wrapped = visibilityWrapperSchema.safeParse(result);
  const inner = wrapped.success ? wrapped.data.tweet : result;
  if (tombstoneSchema.safeParse(inner).success) return null;
  const tweet = expectShape(tweetSchema, inner, "x tweet");
  const text = tweet.note_tweet?.note_tweet_results.result.text ?? tweet.legacy?.full_text ?? tweet.full_text;
  const created = tweet.legacy?.created_at ?? tweet.created_at;
  if (text === undefined || created === undefined)
    throw new UnexpectedShape("x tweet: no text or date in either schema");
  return {
    id: tweet.rest_id,
    text,
    created: parseXDate(created),
    link: `https://x.com/i/status/${tweet.rest_id}`,
  };
}

interface TimelinePage {
  tweets: ScrapedPost[];
  users: UserFields[];
  bottom: string | null;
}

function readTimeline(instructions: unknown): TimelinePage {
  const page: TimelinePage = { tweets: [], users: [], bottom: null };
  for (const instruction of expectShape(instructionsSchema, instructions, "x timeline")) {
    for (const entry of instruction.entries ?? []) {
      if (entry.entryId.startsWith("cursor-bottom-")) page.bottom = entry.content.value ?? null;
      const tweet = entry.content.itemContent?.tweet_results?.result;
      const user = entry.content.itemContent?.user_results?.result;
      if (entry.entryId.startsWith("tweet-") && tweet !== undefined) {
        const read = readTweet(tweet);
        if (read) page.tweets.push(read);
      }
      if (entry.entryId.startsWith("user-") && user !== undefined) page.users.push(readUser(user));
    }
  }
  return page;
}

/** X's error codes (SOURCES.md 3.3): which are worth a retry and which mean our request is stale. */
function errorFailure(body: unknown, hasData: boolean): Failure | null {
  const parsed = errorsSchema.safeParse(body);
  if (!parsed.success || parsed.data.errors.length === 0) return null;
  const { code, message } = parsed.data.errors[0] ?? { code: 0, message: "" };
  if (code === 88) return retryable("rateLimited", "error 88 rate limit exceeded");
  if (code === 32) return retryable("loginWall", "error 32 could not authenticate");
  if (code === 326 || code === 37 || code === 64)
    return retryable("blocked", `error ${code} caller account locked or suspended`);
  if (code === -1 || /LoadShed/i.test(message)) return retryable("upstream", "load shed");
  if (hasData) return null;
  return { kind: "unexpected", detail: `x error ${code}: ${message}` };
}

export function xConnector(upstream: Upstream): SourceConnector {
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

  /** One GraphQL call, with X's refusals mapped; the parsed body (with `data`) when it got through. */
  const call = async (
    operation: Operation,
    variables: Record<string, unknown>,
  ): Promise<{ data?: unknown } | Failure> => {
    const auth = await authHeaders();
    if (!("headers" in auth)) return auth;
    const url = `${API}/${QUERY_IDS[operation]}/${operation}?variables=${encodeURIComponent(JSON.stringify(variables))}&features=${encodeURIComponent(FEATURES)}`;
    const response = await fetchOk(upstream, { url, headers: auth.headers });
    if (isFailure(response)) return response;
    const isHtml = /^\s*</.test(response.body);
    if (response.status >= 400 && isHtml)
      return retryable("blocked", `HTTP ${response.status} HTML (Cloudflare)`);
    if (response.status === 403 && response.body.trim() === "") {
      guestToken = null;
      return retryable("loginWall", "HTTP 403 without auth");
    }
    const body = parseJson(response.body, `x ${operation}`);
    const hasData = withDataSchema.safeParse(body).success;
    const failure = errorFailure(body, hasData);
    if (failure) return failure;
    if (response.status === 404) return retryable("blocked", "HTTP 404 (stale query id or transaction id)");
    if (response.status >= 400) return retryable("loginWall", `HTTP ${response.status}`);
    return expectShape(dataSchema, body, `x ${operation}`);
  };

  const profile = (operation: "UserByScreenName" | "UserByRestId", variables: Record<string, unknown>) =>
    guard(async (): Promise<ProfileOutcome> => {
      const body = await call(operation, { ...variables, withSafetyModeUserFields: true });
      if (isFailure(body)) return body;
      const result = userDataSchema.safeParse(body.data);
      const user = result.success ? result.data.user?.result : undefined;
      if (user === undefined) return notFound("x: no user in data");
      const unavailable = unavailableSchema.safeParse(user);
      if (unavailable.success) return notFound(`x: unavailable (${unavailable.data.reason ?? "no reason"})`);
      return profileOutcome(toProfile(readUser(user)));
    });

  const timeline = async (
    operation: "UserTweets" | "Following" | "Followers",
    userId: string,
    cursor: string | null | undefined,
  ) => {
    const body = await call(operation, {
      userId,
      count: PAGE_SIZE,
      includePromotedContent: false,
      withV2Timeline: true,
      ...(cursor ? { cursor } : {}),
    });
    if (isFailure(body)) return body;
    const result = expectShape(timelineDataSchema, body.data, `x ${operation}`).user.result;
    if (!result) return notFound("x: no such user");
    return readTimeline(result.timeline.timeline.instructions);
  };

  const accounts = (
    operation: "Following" | "Followers",
    ref: { id: string },
    cursor: string | null | undefined,
  ) =>
    guard(async (): Promise<PageOutcome<ScrapedAccount> | Failure> => {
      const page = await timeline(operation, ref.id, cursor);
      if ("kind" in page) return page;
      // X pages until one brings nothing new (TWS `_get_cursor`).
      return {
        kind: "page",
        items: page.users.map(toAccount),
        next: page.users.length > 0 ? page.bottom : null,
      };
    });

  return {
    source: "tw",
    findByUsername: async (input) => {
      const username = usernameFor("tw", input);
      return username
        ? profile("UserByScreenName", { screen_name: username })
        : notFound("not an X username");
    },
    loadProfile: (ref) => profile("UserByRestId", { userId: ref.id }),
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
        const items = page.users.map((user) => candidateOf(toProfile(user)));
        return { kind: "page", items, next: items.length > 0 ? page.bottom : null };
      }),
    loadFollowings: (ref, cursor) => accounts("Following", ref, cursor),
    loadFollowers: (ref, cursor) => accounts("Followers", ref, cursor),
    loadPosts: (ref, cursor) =>
      guard(async (): Promise<PageOutcome<ScrapedPost> | Failure> => {
        const page = await timeline("UserTweets", ref.id, cursor);
        if ("kind" in page) return page;
        return { kind: "page", items: page.tweets, next: page.tweets.length > 0 ? page.bottom : null };
      }),
  };
}
