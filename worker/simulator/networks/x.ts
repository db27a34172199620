import {
  account,
  accountByHandle,
  counts,
  followers,
  followings,
  posts,
  refFromId,
  type SimAccount,
  type SimPost,
} from "../accounts";
import type { SimContext } from "../context";
import { type EntityRef, searchByName } from "../directory";
import { flakyFailure, rateLimited } from "../faults";
import { chance } from "../prng";
import { html, json, pageSize, slice } from "../respond";

/** X's web GraphQL API as SOURCES.md section 3 describes it; any query id is accepted. */
export function x(ctx: SimContext): Response {
  const path = ctx.url.pathname;
  if (path === "/1.1/guest/activate.json" && ctx.request.method === "POST") {
    return json({ guest_token: String(1_800_000_000_000_000_000n + BigInt(ctx.dir.seed)) });
  }
  const forced = forcedFailure(ctx);
  if (forced) return forced;
  if (!ctx.request.headers.get("authorization")?.startsWith("Bearer "))
    return new Response("", { status: 403 });
  const operation = /^\/i\/api\/graphql\/[^/]+\/(\w+)$/.exec(path)?.[1];
  const variables = readVariables(ctx.url);
  // UserByRestId is gone, as on X (2026-05): any operation not served answers 404.
  switch (operation) {
    case "UserByScreenName":
      return userResponse(ctx, accountByHandle(ctx.dir, "tw", String(variables.screen_name ?? "")));
    case "UserTweets":
    case "Following":
    case "Followers":
      return timeline(ctx, operation, variables);
    case "SearchTimeline":
      return searchTimeline(ctx, variables);
    default:
      return json({ errors: [{ code: 34, message: "Sorry, that page does not exist." }] }, 404);
  }
}

function forcedFailure({ knobs }: SimContext): Response | null {
  const error = (code: number, message: string, status = 200) =>
    json({ errors: [{ code, message }] }, status);
  switch (knobs.fail) {
    case "rateLimited":
      return rateLimited();
    case "suspended":
      return json({
        data: {
          user: {
            result: { __typename: "UserUnavailable", reason: "Suspended", message: "User is suspended" },
          },
        },
      });
    // What UserTweets, Following and Followers of an unavailable account answer: no reason.
    case "unavailable":
      return json({ data: { user: { result: { __typename: "UserUnavailable" } } } });
    // X's backend timing out: an empty user beside a GraphQL error without a code.
    case "deadline":
      return json({
        data: { user: {} },
        errors: [
          {
            message: "DeadlineExceeded: Unspecified",
            locations: [{ line: 3, column: 5 }],
            path: ["user", "result"],
            extensions: { name: "DeadlineExceeded", source: "Server", kind: "ServiceLevel" },
            name: "DeadlineExceeded",
            source: "Server",
            kind: "ServiceLevel",
          },
        ],
      });
    // A query id X has rotated away.
    case "staleQueryId":
      return new Response("", { status: 404 });
    case "error88":
      return error(88, "Rate limit exceeded");
    case "locked":
      return error(
        326,
        "To protect our users from spam and other malicious activity, this account is temporarily locked.",
      );
    case "badAuth":
      return error(32, "Could not authenticate you.", 401);
    case "features":
      return error(
        336,
        "The following features cannot be null: responsive_web_graphql_timeline_navigation_enabled",
      );
    case "loadShed":
      return error(-1, "LoadShed");
    case "authRequired":
      return new Response("", { status: 403 });
    case "cloudflare":
      return html(
        "<!DOCTYPE html><html><head><title>Attention Required! | Cloudflare</title></head><body></body></html>",
        403,
      );
    default:
      return null;
  }
}

/** X's date format: "Sat Dec 14 04:35:55 +0000 2013". */
function xDate(ms: number): string {
  return new Date(ms).toUTCString().replace(/^(\w+), (\d+) (\w+) (\d+) (\S+) GMT$/, "$1 $3 $2 $5 +0000 $4");
}

function readVariables(url: URL): Record<string, unknown> {
  try {
    const parsed: unknown = JSON.parse(url.searchParams.get("variables") ?? "{}");
    return typeof parsed === "object" && parsed !== null ? (parsed as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

function byRestId(ctx: SimContext, id: string): SimAccount | null {
  const ref = refFromId("tw", id);
  return ref ? account(ctx.dir, "tw", ref) : null;
}

function userResponse(ctx: SimContext, found: SimAccount | null): Response {
  if (!found) return json({ data: {} });
  if (found.behaviour === "flaky") return flakyFailure(ctx.url);
  return json({ data: { user: { result: userResult(ctx, found) } } });
}

/** The 2026 user object (fields out of `legacy`), or the older `legacy` one when asked. */
function userResult(ctx: SimContext, a: SimAccount) {
  const c = counts(ctx.dir, "tw", a.ref);
  const created = xDate(a.createdMs);
  const base = { __typename: "User", rest_id: a.id, id: btoa(`User:${a.id}`), is_blue_verified: false };
  if (ctx.knobs.legacySchema) {
    return {
      ...base,
      legacy: {
        screen_name: a.username,
        name: a.fullname,
        description: a.bio,
        location: a.location ?? "",
        followers_count: c.followers,
        friends_count: c.following,
        statuses_count: c.posts,
        favourites_count: 0,
        media_count: 0,
        profile_image_url_https: a.image,
        protected: a.isPrivate,
        verified: false,
        created_at: created,
        entities: { description: { urls: [] } },
      },
    };
  }
  return {
    ...base,
    core: { screen_name: a.username, name: a.fullname, created_at: created },
    avatar: { image_url: a.image },
    location: { location: a.location ?? "" },
    privacy: { protected: a.isPrivate },
    verification: { verified: false },
    profile_bio: { description: a.bio, entities: { url: { urls: [] } } },
    relationship_counts: { followers: c.followers, following: c.following },
    tweet_counts: { tweets: c.posts, media_tweets: 0 },
    action_counts: { favorites_count: 0 },
    ...(a.category
      ? { professional: { professional_type: "Business", category: [{ id: 1009, name: a.category }] } }
      : {}),
    legacy: null,
  };
}

function userEntry(ctx: SimContext, ref: EntityRef) {
  const a = account(ctx.dir, "tw", ref);
  return a
    ? [
        {
          entryId: `user-${a.id}`,
          sortIndex: a.id,
          content: {
            entryType: "TimelineTimelineItem",
            itemContent: { itemType: "TimelineUser", user_results: { result: userResult(ctx, a) } },
          },
        },
      ]
    : [];
}

/** X's `legacy.full_text` escapes these as HTML does. */
function escapeText(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
}

function tweetResult(author: SimAccount, id: string, text: string, post: SimPost, retweeted: unknown) {
  return {
    __typename: "Tweet",
    rest_id: id,
    core: {
      user_results: {
        result: { __typename: "User", rest_id: author.id, core: { screen_name: author.username } },
      },
    },
    views: { count: String(post.likes * 25) },
    legacy: {
      full_text: escapeText(text),
      created_at: xDate(post.createdMs),
      favorite_count: post.likes,
      retweet_count: 0,
      reply_count: post.comments,
      quote_count: 0,
      lang: "en",
      user_id_str: author.id,
      entities: { hashtags: post.tags.map((text) => ({ text })), user_mentions: [] },
      ...(retweeted ? { retweeted_status_result: { result: retweeted } } : {}),
    },
  };
}

/**
 * A post as X serves it. A retweet's own text is "RT @brand: " and the first 140 characters;
 * the whole text and its author sit in `retweeted_status_result`.
 */
function tweetOf(ctx: SimContext, author: SimAccount, post: SimPost) {
  const brand = post.sharedFrom ? account(ctx.dir, "tw", post.sharedFrom) : null;
  if (!brand) return tweetResult(author, post.id, post.text, post, null);
  const shown = `RT @${brand.username}: ${post.text}`;
  const cut = shown.length > 140 ? `${shown.slice(0, 139)}…` : shown;
  // The original's id: the share's with a digit more, unique and stable.
  return tweetResult(author, post.id, cut, post, tweetResult(brand, `${post.id}9`, post.text, post, null));
}

function tweetItem(ctx: SimContext, author: SimAccount, post: SimPost) {
  return {
    itemType: "TimelineTweet",
    tweet_results: { result: tweetOf(ctx, author, post) },
  };
}

function tweetEntry(ctx: SimContext, author: SimAccount, post: SimPost) {
  return {
    entryId: `tweet-${post.id}`,
    sortIndex: post.id,
    content: { entryType: "TimelineTimelineItem", itemContent: tweetItem(ctx, author, post) },
  };
}

/** A thread of the person's own: a module whose items are tweets (`profile-conversation-…`). */
function conversationEntry(ctx: SimContext, author: SimAccount, thread: readonly SimPost[]) {
  const id = `profile-conversation-${thread[0]?.id ?? ""}`;
  return {
    entryId: id,
    sortIndex: thread[0]?.id ?? "",
    content: {
      entryType: "TimelineTimelineModule",
      displayType: "VerticalConversation",
      items: thread.map((post) => ({
        entryId: `${id}-tweet-${post.id}`,
        item: { itemContent: tweetItem(ctx, author, post) },
      })),
    },
  };
}

/** A page's posts as entries: some of the person's own posts and the one after them form a thread. */
function postEntries(ctx: SimContext, author: SimAccount, page: readonly SimPost[]): unknown[] {
  const entries: unknown[] = [];
  for (let i = 0; i < page.length; i++) {
    const post = page[i];
    const next = page[i + 1];
    if (!post) continue;
    const threaded =
      next && !post.sharedFrom && !next.sharedFrom && chance(ctx.dir.seed, "thread", post.id) < 0.15;
    if (threaded) {
      entries.push(conversationEntry(ctx, author, [post, next]));
      i++;
    } else entries.push(tweetEntry(ctx, author, post));
  }
  return entries;
}

/** The post a person pins: their oldest own one, once they have three of their own. */
function pinnedOf(all: readonly SimPost[]): SimPost | null {
  const own = all.filter((post) => !post.sharedFrom);
  return own.length >= 3 ? (own[own.length - 1] ?? null) : null;
}

function cursorEntries(next: number | null) {
  const cursor = (kind: "Top" | "Bottom", value: string) => ({
    entryId: `cursor-${kind.toLowerCase()}-${value}`,
    content: { entryType: "TimelineTimelineCursor", cursorType: kind, value },
  });
  return [cursor("Top", "DAABCgABGtop"), ...(next !== null ? [cursor("Bottom", `DAAHCgAB${next}`)] : [])];
}

function instructions(entries: unknown[], pinned: unknown = null) {
  return {
    instructions: [
      { type: "TimelineClearCache" },
      ...(pinned ? [{ type: "TimelinePinEntry", entry: pinned }] : []),
      { type: "TimelineAddEntries", entries },
    ],
  };
}

/** A page from an offset carried in X's opaque bottom cursor. */
function offsetFrom(variables: Record<string, unknown>): string | null {
  const cursor = typeof variables.cursor === "string" ? variables.cursor : "";
  return /^DAAHCgAB(\d+)$/.exec(cursor)?.[1] ?? null;
}

function timeline(
  ctx: SimContext,
  operation: "UserTweets" | "Following" | "Followers",
  variables: Record<string, unknown>,
) {
  const owner = byRestId(ctx, String(variables.userId ?? ""));
  if (!owner) return json({ data: { user: {} } });
  if (owner.behaviour === "flaky") return flakyFailure(ctx.url);
  const size = pageSize(String(variables.count ?? ""), 20, 100);
  let entries: unknown[] = [];
  let pinned: unknown = null;
  let next: number | null = null;
  // A protected account's timeline and lists come back without items (GDL: "Tweets are protected").
  if (!owner.isPrivate && operation === "UserTweets") {
    // The pinned post comes in its own instruction with the first page, and not again in the list.
    const all = posts(ctx.dir, "tw", owner.ref);
    const pin = pinnedOf(all);
    const cursor = offsetFrom(variables);
    const page = slice(
      all.filter((post) => post !== pin),
      cursor,
      size,
    );
    entries = postEntries(ctx, owner, page.items);
    pinned = pin && cursor === null ? tweetEntry(ctx, owner, pin) : null;
    next = page.next;
  } else if (!owner.isPrivate) {
    const refs =
      operation === "Following" ? followings(ctx.dir, "tw", owner.ref) : followers(ctx.dir, "tw", owner.ref);
    const page = slice(refs, offsetFrom(variables), size);
    entries = page.items.flatMap((ref) => userEntry(ctx, ref));
    next = page.next;
  }
  return json({
    data: {
      user: {
        result: {
          __typename: "User",
          timeline: { timeline: instructions([...entries, ...cursorEntries(next)], pinned) },
        },
      },
    },
  });
}

function searchTimeline(ctx: SimContext, variables: Record<string, unknown>): Response {
  const people =
    variables.product === "People" ? searchByName(ctx.dir, "tw", String(variables.rawQuery ?? "")) : [];
  const page = slice(people, offsetFrom(variables), pageSize(String(variables.count ?? ""), 20, 50));
  const entries = page.items.flatMap((person) => userEntry(ctx, { kind: "person", index: person.index }));
  return json({
    data: {
      search_by_raw_query: {
        search_timeline: { timeline: instructions([...entries, ...cursorEntries(page.next)]) },
      },
    },
  });
}
