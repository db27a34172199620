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

/** Instagram: the web API of SOURCES.md section 1 (web_profile_info, topsearch, REST feeds). */
const ORIGIN = "https://www.instagram.com";
const HEADERS = {
  ...BROWSER_HEADERS,
  accept: "*/*",
  "x-ig-app-id": "936619743392459",
  "x-requested-with": "XMLHttpRequest",
  referer: `${ORIGIN}/`,
};
const PAGE_SIZE = 12;

const count = z.object({ count: z.number().int().nonnegative() });

/** `web_profile_info`'s user, or the 2026 doc_id query's REST-style names (SOURCES.md 1.2). */
const userSchema = z.object({
  id: z.string().optional(),
  pk: z.union([z.string(), z.number()]).optional(),
  username: z.string(),
  full_name: z.string(),
  biography: z.string(),
  profile_pic_url: z.string(),
  profile_pic_url_hd: z.string().optional(),
  is_private: z.boolean(),
  edge_followed_by: count.optional(),
  edge_follow: count.optional(),
  edge_owner_to_timeline_media: count.optional(),
  follower_count: z.number().int().nonnegative().optional(),
  following_count: z.number().int().nonnegative().optional(),
  media_count: z.number().int().nonnegative().optional(),
});

const profileSchema = z.object({ status: z.literal("ok"), data: z.object({ user: userSchema.nullable() }) });

const summarySchema = z.object({
  pk: z.union([z.string(), z.number()]),
  username: z.string(),
  full_name: z.string(),
  is_private: z.boolean(),
  profile_pic_url: z.string(),
});

/** Lists keep their items unknown: each is read alone (`readItems`), so one odd item costs no page. */
const topsearchSchema = z.object({ users: z.array(z.unknown()) });
const topsearchUserSchema = z.object({ user: summarySchema });

const friendshipsSchema = z.object({
  users: z.array(z.unknown()),
  next_max_id: z.union([z.string(), z.number()]).nullable().optional(),
});

/** A follow list in the GraphQL shape (IL `get_followers`): nodes without `is_private`. */
const followEdgesSchema = z.object({
  page_info: z.object({ has_next_page: z.boolean(), end_cursor: z.string().nullable().optional() }),
  edges: z.array(z.unknown()),
});
const followEdgeSchema = z.object({
  node: z.object({
    id: z.string(),
    username: z.string(),
    full_name: z.string(),
    profile_pic_url: z.string(),
  }),
});
const graphFollowsSchema = z.object({
  data: z.object({
    user: z.object({
      edge_followed_by: followEdgesSchema.optional(),
      edge_follow: followEdgesSchema.optional(),
    }),
  }),
});
const followListSchema = z.union([friendshipsSchema, graphFollowsSchema]);

const feedSchema = z.object({
  items: z.array(z.unknown()),
  more_available: z.boolean(),
  next_max_id: z.union([z.string(), z.number()]).nullable().optional(),
});
const feedItemSchema = z.object({
  pk: z.union([z.string(), z.number()]),
  code: z.string(),
  taken_at: z.number(),
  caption: z.object({ text: z.string() }).nullable(),
});

/** Instagram's refusals that are not plain 429/5xx: login redirects, "please wait", checkpoints. */
function refusal(response: UpstreamResponse): Failure | null {
  if (isRedirect(response)) return retryable("loginWall", `redirect to ${response.location ?? "?"}`);
  const text = response.body;
  if (response.status === 401 && /Please wait a few minutes|require_login/.test(text)) {
    return retryable("rateLimited", "401 please wait (require_login)");
  }
  if (response.status === 400 && /(checkpoint|challenge|feedback)_required/.test(text)) {
    return retryable("blocked", "checkpoint required");
  }
  if (/<title>Login • Instagram<\/title>/.test(text)) return retryable("loginWall", "login page");
  return null;
}

function send(upstream: Upstream, url: string): Promise<UpstreamResponse | Failure> {
  return fetchOk(upstream, { url, headers: HEADERS }, refusal);
}

function toProfile(user: z.infer<typeof userSchema>): ScrapedProfile {
  const id = user.id ?? (user.pk === undefined ? undefined : String(user.pk));
  const followers = user.edge_followed_by?.count ?? user.follower_count;
  const following = user.edge_follow?.count ?? user.following_count;
  if (id === undefined || followers === undefined || following === undefined) {
    throw new UnexpectedShape("instagram profile: no id or follow counts under either known name");
  }
  return {
    source: "ig",
    id,
    username: user.username,
    fullname: user.full_name,
    bio: user.biography,
    image: user.profile_pic_url_hd ?? user.profile_pic_url,
    link: profileUrl("ig", user.username),
    isPrivate: user.is_private,
    followers,
    following,
    posts: user.edge_owner_to_timeline_media?.count ?? user.media_count ?? null,
    location: null,
  };
}

function toAccount(
  id: string,
  user: { username: string; full_name: string; profile_pic_url: string },
): ScrapedAccount {
  return {
    id,
    username: user.username,
    fullname: user.full_name,
    bio: "",
    category: null,
    image: user.profile_pic_url,
    link: profileUrl("ig", user.username),
  };
}

function nextCursor(value: string | number | null | undefined): string | null {
  return value === undefined || value === null || value === "" ? null : String(value);
}

export function instagramConnector(upstream: Upstream): SourceConnector {
  const profile = (username: string): Promise<ProfileOutcome> =>
    guard(async () => {
      const response = await send(
        upstream,
        `${ORIGIN}/api/v1/users/web_profile_info/?username=${encodeUrlComponent(username)}`,
      );
      if (isFailure(response)) return response;
      if (response.status === 404) return notFound("instagram: 404");
      const body = expectJson(profileSchema, response.body, "instagram profile");
      if (!body.data.user) return notFound("instagram: data.user is null");
      return profileOutcome(toProfile(body.data.user));
    });

  const list = (id: string, kind: "following" | "followers", cursor: string | null | undefined) =>
    guard(async (): Promise<PageOutcome<ScrapedAccount> | Failure> => {
      const maxId = cursor ? `&max_id=${encodeUrlComponent(cursor)}` : "";
      const response = await send(
        upstream,
        `${ORIGIN}/api/v1/friendships/${encodeUrlComponent(id)}/${kind}/?count=${PAGE_SIZE}${maxId}`,
      );
      if (isFailure(response)) return response;
      if (response.status === 403) return { kind: "private" };
      if (response.status === 404) return notFound("instagram: 404");
      const body = expectJson(followListSchema, response.body, "instagram friendships");
      if ("users" in body) {
        const items = readItems(
          body.users,
          (entry) => {
            const user = expectShape(summarySchema, entry, "instagram user");
            return toAccount(String(user.pk), user);
          },
          "instagram user",
        );
        return { kind: "page", items, next: nextCursor(body.next_max_id) };
      }
      const edges = kind === "following" ? body.data.user.edge_follow : body.data.user.edge_followed_by;
      if (!edges) throw new UnexpectedShape(`instagram friendships: GraphQL answer without the ${kind} edge`);
      return {
        kind: "page",
        items: readItems(
          edges.edges,
          (entry) => {
            const { node } = expectShape(followEdgeSchema, entry, "instagram user");
            return toAccount(node.id, node);
          },
          "instagram user",
        ),
        next: edges.page_info.has_next_page ? nextCursor(edges.page_info.end_cursor) : null,
      };
    });

  return {
    source: "ig",
    findByUsername: async (input) => {
      const username = usernameFor("ig", input);
      return username ? profile(username) : notFound("not an Instagram username");
    },
    loadProfile: (ref) => profile(ref.username),
    searchByName: (name) =>
      guard(async (): Promise<PageOutcome<Candidate> | Failure> => {
        const response = await send(
          upstream,
          `${ORIGIN}/web/search/topsearch/?context=blended&query=${encodeUrlComponent(name)}&include_reel=false`,
        );
        if (isFailure(response)) return response;
        const body = expectJson(topsearchSchema, response.body, "instagram topsearch");
        const items = readItems(
          body.users,
          (entry): Candidate => {
            const { user } = expectShape(topsearchUserSchema, entry, "instagram search user");
            return {
              source: "ig",
              id: String(user.pk),
              username: user.username,
              fullname: user.full_name,
              image: user.profile_pic_url,
              link: profileUrl("ig", user.username),
              bio: null,
              location: null,
              isPrivate: user.is_private,
              followers: null,
              following: null,
            };
          },
          "instagram search user",
        );
        return { kind: "page", items, next: null };
      }),
    loadFollowings: (ref, cursor) => list(ref.id, "following", cursor),
    loadFollowers: (ref, cursor) => list(ref.id, "followers", cursor),
    loadPosts: (ref, cursor) =>
      guard(async (): Promise<PageOutcome<ScrapedPost> | Failure> => {
        const maxId = cursor ? `&max_id=${encodeUrlComponent(cursor)}` : "";
        const response = await send(
          upstream,
          `${ORIGIN}/api/v1/feed/user/${encodeUrlComponent(ref.id)}/?count=${PAGE_SIZE}${maxId}`,
        );
        if (isFailure(response)) return response;
        if (response.status === 403) return { kind: "private" };
        if (response.status === 404) return notFound("instagram: 404");
        const body = expectJson(feedSchema, response.body, "instagram feed");
        const items = readItems(
          body.items,
          (entry): ScrapedPost => {
            const item = expectShape(feedItemSchema, entry, "instagram post");
            return {
              id: String(item.pk),
              text: item.caption?.text ?? "",
              created: item.taken_at * 1000,
              link: `${ORIGIN}/p/${encodeUrlComponent(item.code)}/`,
            };
          },
          "instagram post",
        );
        return { kind: "page", items, next: body.more_available ? nextCursor(body.next_max_id) : null };
      }),
  };
}
