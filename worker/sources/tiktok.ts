import { z } from "zod";
import type { ScrapedAccount, ScrapedPost, ScrapedProfile } from "../contracts/scraped";
import { profileUrl } from "../domain/profile-link";
import { encodeUrlComponent } from "../domain/well-formed";
import {
  type Candidate,
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
import { scriptById } from "./html";
import type { UpstreamResponse } from "./transport";
import {
  BROWSER_HEADERS,
  expectJson,
  expectShape,
  fetchOk,
  guard,
  isRedirect,
  readItems,
  UnexpectedShape,
  type Upstream,
} from "./upstream";

/**
 * TikTok: the profile page's rehydration JSON and the web app's list APIs (SOURCES.md section 2).
 * A TikTok profile's `id` here is its secUid, the key every list API takes.
 */
const ORIGIN = "https://www.tiktok.com";
const WEB_PARAMS = "aid=1988&app_name=tiktok_web&device_platform=web_pc";
/** TikTok status codes (SOURCES.md 2.3). */
const NOT_FOUND = 10221;
const PRIVATE = 10222;
const UNAVAILABLE = 10204;
const REGION_LOCKED = 10231;

const count = z.union([z.number(), z.string().regex(/^\d+$/).transform(Number)]);

const userSchema = z.object({
  id: z.string(),
  uniqueId: z.string(),
  nickname: z.string(),
  secUid: z.string(),
  signature: z.string().default(""),
  avatarLarger: z.string().optional(),
  avatarThumb: z.string().optional(),
  privateAccount: z.boolean().default(false),
});

/** `stats` numbers, or only `statsV2` strings on some pages (SOURCES.md 2.2). */
const statsSchema = z.object({ followerCount: count, followingCount: count, videoCount: count.optional() });

const userDetailSchema = z.object({
  statusCode: z.number(),
  userInfo: z
    .object({ user: userSchema, stats: statsSchema.optional(), statsV2: statsSchema.optional() })
    .optional(),
});

const rehydrationSchema = z.object({
  __DEFAULT_SCOPE__: z.object({ "webapp.user-detail": userDetailSchema }),
});

/** Lists keep their items unknown: each is read alone (`readItems`), so one odd item costs no page. */
const userListSchema = z.object({
  statusCode: z.number(),
  userList: z.array(z.unknown()).optional(),
  hasMore: z.boolean().optional(),
  minCursor: z.union([z.number(), z.string()]).optional(),
});
const userEntrySchema = z.object({ user: userSchema });

const itemListSchema = z.object({
  statusCode: z.number(),
  itemList: z.array(z.unknown()).optional(),
  hasMore: z.boolean().optional(),
  cursor: z.union([z.string(), z.number()]).optional(),
});
/** No `author`: some items come without one, and the profile's own handle makes the link. */
const itemSchema = z.object({ id: z.string(), desc: z.string(), createTime: z.number() });

const searchSchema = z.object({
  status_code: z.number(),
  user_list: z.array(z.unknown()).optional(),
  has_more: z.number().optional(),
  cursor: z.number().optional(),
});
const searchEntrySchema = z.object({
  user_info: z.object({
    sec_uid: z.string(),
    unique_id: z.string(),
    nickname: z.string(),
    signature: z.string().default(""),
    avatar_thumb: z.object({ url_list: z.array(z.string()) }).optional(),
    follower_count: z.number().optional(),
    following_count: z.number().optional(),
    secret: z.number().optional(),
  }),
});

/** TikTok blocks with walls, challenges and empty bodies rather than 429s (SOURCES.md 2.5). */
function refusal(response: UpstreamResponse): Failure | null {
  if (isRedirect(response)) {
    return retryable(
      /\/login/.test(response.location ?? "") ? "loginWall" : "blocked",
      `redirect to ${response.location ?? "?"}`,
    );
  }
  if (response.status === 403) return retryable("blocked", "HTTP 403");
  if (response.body.trim() === "") return retryable("blocked", "empty body");
  if (response.body.includes("tiktok-verify-page")) return retryable("blocked", "captcha page");
  if (/<[a-z]+[^>]*\bid=["']cs["']/.test(response.body)) return retryable("blocked", "JS challenge page");
  return null;
}

/** Status codes every TikTok API shares; null lets the caller read the body. */
function statusFailure(
  statusCode: number,
): Failure | { kind: "notFound"; detail: string } | { kind: "private" } | null {
  if (statusCode === 0) return null;
  if (statusCode === NOT_FOUND || statusCode === UNAVAILABLE) return notFound(`tiktok: status ${statusCode}`);
  if (statusCode === PRIVATE) return { kind: "private" };
  if (statusCode === REGION_LOCKED) return retryable("blocked", "region locked");
  throw new UnexpectedShape(`tiktok: unknown statusCode ${statusCode}`);
}

function toAccount(user: z.infer<typeof userSchema>): ScrapedAccount {
  return {
    id: user.secUid,
    username: user.uniqueId,
    fullname: user.nickname,
    bio: user.signature,
    category: null,
    image: user.avatarThumb ?? user.avatarLarger ?? null,
    link: profileUrl("tt", user.uniqueId),
  };
}

function toProfile(detail: z.infer<typeof userDetailSchema>): ScrapedProfile {
  const info = detail.userInfo;
  // `stats` rounds large counts (4001943 followers show as 4000000); `statsV2` has them exact.
  const stats = info?.statsV2 ?? info?.stats;
  if (!info || !stats)
    throw new UnexpectedShape("tiktok user-detail: statusCode 0 without userInfo and stats");
  const { user } = info;
  return {
    source: "tt",
    id: user.secUid,
    username: user.uniqueId,
    fullname: user.nickname,
    bio: user.signature,
    link: profileUrl("tt", user.uniqueId),
    image: user.avatarLarger ?? user.avatarThumb ?? null,
    isPrivate: user.privateAccount,
    followers: stats.followerCount,
    following: stats.followingCount,
    posts: stats.videoCount ?? null,
    location: null,
  };
}

export function tiktokConnector(upstream: Upstream): SourceConnector {
  const send = (url: string) =>
    fetchOk(upstream, { url, headers: { ...BROWSER_HEADERS, referer: `${ORIGIN}/` } }, refusal);

  const profile = (username: string): Promise<ProfileOutcome> =>
    guard(async () => {
      const response = await send(`${ORIGIN}/@${encodeUrlComponent(username)}`);
      if (isFailure(response)) return response;
      const script = scriptById(response.body, "__UNIVERSAL_DATA_FOR_REHYDRATION__");
      if (script === null) return retryable("blocked", "page without rehydration data");
      const data = expectJson(rehydrationSchema, script, "tiktok rehydration");
      const detail = data.__DEFAULT_SCOPE__["webapp.user-detail"];
      const failure = statusFailure(detail.statusCode);
      if (failure?.kind === "private") {
        if (detail.userInfo) return { kind: "private", profile: { ...toProfile(detail), isPrivate: true } };
        throw new UnexpectedShape("tiktok: private account without userInfo");
      }
      return failure ?? profileOutcome(toProfile(detail));
    });

  const list = (secUid: string, scene: "21" | "67", cursor: string | null | undefined) =>
    guard(async (): Promise<PageOutcome<ScrapedAccount> | Failure> => {
      const url = `${ORIGIN}/api/user/list/?${WEB_PARAMS}&secUid=${encodeUrlComponent(secUid)}&count=30&minCursor=${encodeUrlComponent(cursor ?? "0")}&maxCursor=0&scene=${scene}`;
      const response = await send(url);
      if (isFailure(response)) return response;
      const body = expectJson(userListSchema, response.body, "tiktok user list");
      const failure = statusFailure(body.statusCode);
      if (failure) return failure;
      const items = readItems(
        body.userList ?? [],
        (entry) => toAccount(expectShape(userEntrySchema, entry, "tiktok user").user),
        "tiktok user",
      );
      return {
        kind: "page",
        items,
        next: body.hasMore && body.minCursor !== undefined ? String(body.minCursor) : null,
      };
    });

  return {
    source: "tt",
    findByUsername: async (input) => {
      const username = usernameFor("tt", input);
      return username ? profile(username) : notFound("not a TikTok username");
    },
    loadProfile: (ref) => profile(ref.username),
    searchByName: (name, cursor) =>
      guard(async (): Promise<PageOutcome<Candidate> | Failure> => {
        const response = await send(
          `${ORIGIN}/api/search/user/full/?${WEB_PARAMS}&keyword=${encodeUrlComponent(name)}&cursor=${encodeUrlComponent(cursor ?? "0")}&count=20`,
        );
        if (isFailure(response)) return response;
        const body = expectJson(searchSchema, response.body, "tiktok search");
        const failure = statusFailure(body.status_code);
        if (failure?.kind === "private") throw new UnexpectedShape("tiktok search: private status");
        if (failure) return failure.kind === "notFound" ? { kind: "page", items: [], next: null } : failure;
        const items = readItems(
          body.user_list ?? [],
          (entry): Candidate => {
            const u = expectShape(searchEntrySchema, entry, "tiktok search user").user_info;
            return {
              source: "tt",
              id: u.sec_uid,
              username: u.unique_id,
              fullname: u.nickname,
              image: u.avatar_thumb?.url_list[0] ?? null,
              link: profileUrl("tt", u.unique_id),
              bio: u.signature,
              location: null,
              isPrivate: u.secret === undefined ? null : u.secret === 1,
              followers: u.follower_count ?? null,
              following: u.following_count ?? null,
            };
          },
          "tiktok search user",
        );
        return {
          kind: "page",
          items,
          next: body.has_more === 1 && body.cursor !== undefined ? String(body.cursor) : null,
        };
      }),
    loadFollowings: (ref, cursor) => list(ref.id, "21", cursor),
    loadFollowers: (ref, cursor) => list(ref.id, "67", cursor),
    loadPosts: (ref, cursor) =>
      guard(async (): Promise<PageOutcome<ScrapedPost> | Failure> => {
        const url = `${ORIGIN}/api/post/item_list/?${WEB_PARAMS}&secUid=${encodeUrlComponent(ref.id)}&count=35&cursor=${encodeUrlComponent(cursor ?? "0")}`;
        const response = await send(url);
        if (isFailure(response)) return response;
        const body = expectJson(itemListSchema, response.body, "tiktok item list");
        const failure = statusFailure(body.statusCode);
        if (failure) return failure;
        const items = readItems(
          body.itemList ?? [],
          (entry): ScrapedPost => {
            const item = expectShape(itemSchema, entry, "tiktok item");
            return {
              id: item.id,
              text: item.desc,
              created: item.createTime * 1000,
              link: `${profileUrl("tt", ref.username)}/video/${encodeUrlComponent(item.id)}`,
            };
          },
          "tiktok item",
        );
        // A repeated cursor would loop for ever (YTD's guard): treat it as the end.
        const next =
          body.hasMore && body.cursor !== undefined && String(body.cursor) !== cursor
            ? String(body.cursor)
            : null;
        return { kind: "page", items, next };
      }),
  };
}
