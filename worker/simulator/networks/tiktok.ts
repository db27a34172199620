import {
  account,
  accountByHandle,
  counts,
  followers,
  followings,
  posts,
  refFromSecUid,
  type SimAccount,
  secUid,
} from "../accounts";
import type { SimContext } from "../context";
import { searchByName } from "../directory";
import { flakyFailure } from "../faults";
import { html, json, pageSize, redirect, scriptJson, slice } from "../respond";

/** TikTok's web app as SOURCES.md section 2 describes it. */
export function tiktok(ctx: SimContext): Response {
  const forced = forcedFailure(ctx);
  if (forced) return forced;
  const path = ctx.url.pathname;
  const profile = /^\/@([^/]+)\/?$/.exec(path);
  if (profile) return profilePage(ctx, decodeURIComponent(profile[1] ?? ""));
  if (path === "/api/user/detail/") return userDetail(ctx);
  if (path === "/api/post/item_list/" || path === "/api/creator/item_list/") return itemList(ctx);
  if (path === "/api/user/list/") return userList(ctx);
  if (path === "/api/search/user/full/") return searchUsers(ctx);
  return json({ statusCode: 10204, status_code: 10204, statusMsg: "" }, 404);
}

function forcedFailure({ knobs }: SimContext): Response | null {
  switch (knobs.fail) {
    case "loginWall":
      return redirect("https://www.tiktok.com/login?redirect_url=https%3A%2F%2Fwww.tiktok.com%2F");
    case "challenge":
      return html(
        '<!DOCTYPE html><html><head><title>TikTok</title></head><body><div id="cs"></div><script>/* challenge */</script></body></html>',
      );
    case "captcha":
      return html(
        '<!DOCTYPE html><html><body><div class="tiktok-verify-page">Verify to continue</div></body></html>',
      );
    case "blocked":
      return new Response("", { status: 403 });
    case "empty":
      return new Response("", { status: 200, headers: { "content-type": "application/json" } });
    case "malformed":
      return html(
        '<html><body><script id="__UNIVERSAL_DATA_FOR_REHYDRATION__" type="application/json">{"__OTHER_SCOPE__":{}}</script></body></html>',
      );
    case "unavailable":
      return json({ statusCode: 10204, status_code: 10204, statusMsg: "content not available" });
    case "region":
      return json({ statusCode: 10231, status_code: 10231, statusMsg: "region locked" });
    default:
      return null;
  }
}

/** `stats` shows large counts rounded to two significant digits (4001943 as 4000000). */
function roundedCount(n: number): number {
  if (n < 10_000) return n;
  const unit = 10 ** (Math.floor(Math.log10(n)) - 1);
  return Math.round(n / unit) * unit;
}

function userInfo(ctx: SimContext, a: SimAccount) {
  const c = counts(ctx.dir, "tt", a.ref);
  const exact = {
    followerCount: c.followers,
    followingCount: c.following,
    heart: c.posts * 37,
    heartCount: c.posts * 37,
    videoCount: c.posts,
    diggCount: c.following * 11,
    friendCount: 0,
  };
  return {
    user: userObject(a),
    stats: Object.fromEntries(Object.entries(exact).map(([k, v]) => [k, roundedCount(v)])),
    // The exact counts, as strings.
    statsV2: Object.fromEntries(Object.entries(exact).map(([k, v]) => [k, String(v)])),
    itemList: [],
  };
}

function userObject(a: SimAccount) {
  return {
    id: a.id,
    uniqueId: a.username,
    nickname: a.fullname,
    secUid: secUid(a.ref),
    signature: a.bio,
    avatarLarger: a.image,
    avatarMedium: a.image,
    avatarThumb: a.image,
    verified: false,
    privateAccount: a.isPrivate,
    secret: a.isPrivate,
    region: "US",
    language: "en",
    createTime: Math.floor(a.createdMs / 1000),
    followingVisibility: 1,
    ttSeller: false,
  };
}

function profilePage(ctx: SimContext, uniqueId: string): Response {
  const found = accountByHandle(ctx.dir, "tt", uniqueId);
  if (found?.behaviour === "flaky") return flakyFailure(ctx.url);
  const detail = found
    ? {
        statusCode: 0,
        statusMsg: "",
        userInfo: userInfo(ctx, found),
        shareMeta: { title: `${found.fullname} on TikTok`, desc: `@${found.username}` },
      }
    : { statusCode: 10221, statusMsg: "user not exist" };
  const data = {
    __DEFAULT_SCOPE__: { "webapp.app-context": { language: "en" }, "webapp.user-detail": detail },
  };
  return html(
    `<!DOCTYPE html><html><head><title>${found ? "TikTok" : "Couldn't find this account"}</title></head><body>` +
      `<script id="__UNIVERSAL_DATA_FOR_REHYDRATION__" type="application/json">${scriptJson(data)}</script></body></html>`,
  );
}

function userDetail(ctx: SimContext): Response {
  const found = accountByHandle(ctx.dir, "tt", ctx.url.searchParams.get("uniqueId") ?? "");
  if (!found)
    return json({ statusCode: 10221, status_code: 10221, statusMsg: "user not exist", userInfo: {} });
  if (found.behaviour === "flaky") return flakyFailure(ctx.url);
  return json({ statusCode: 0, status_code: 0, statusMsg: "", userInfo: userInfo(ctx, found) });
}

/** The account behind a secUid, or the response that ends the request. */
function owner(ctx: SimContext): SimAccount | Response {
  const ref = refFromSecUid(ctx.url.searchParams.get("secUid") ?? "");
  const found = ref ? account(ctx.dir, "tt", ref) : null;
  if (!found) return json({ statusCode: 10221, status_code: 10221, statusMsg: "user not exist" });
  if (found.behaviour === "flaky") return flakyFailure(ctx.url);
  if (found.isPrivate) return json({ statusCode: 10222, status_code: 10222, statusMsg: "private account" });
  return found;
}

/** Posts newest first; `cursor` is a time in ms and the page holds posts older than it. */
function itemList(ctx: SimContext): Response {
  const found = owner(ctx);
  if (found instanceof Response) return found;
  const cursor = Number(ctx.url.searchParams.get("cursor") ?? "0") || Number.POSITIVE_INFINITY;
  const size = pageSize(ctx.url.searchParams.get("count"), 15, 35);
  const all = posts(ctx.dir, "tt", found.ref);
  const older = all.filter((p) => p.createdMs < cursor);
  const page = older.slice(0, size);
  const last = page[page.length - 1];
  // Posts are newest first, so `older` is the tail of `all` and the page starts at this index of it.
  const first = all.length - older.length;
  return json({
    statusCode: 0,
    itemList: page.map((post, i) => ({
      id: post.id,
      desc: post.text,
      createTime: Math.floor(post.createdMs / 1000),
      // Some items come without their author: every seventh post, from the fourth.
      ...((first + i) % 7 === 3
        ? {}
        : {
            author: {
              id: found.id,
              uniqueId: found.username,
              nickname: found.fullname,
              secUid: secUid(found.ref),
            },
          }),
      stats: {
        diggCount: post.likes,
        commentCount: post.comments,
        shareCount: 0,
        playCount: post.likes * 20,
        collectCount: 0,
      },
      challenges: post.tags.map((title, i) => ({ id: String(1000 + i), title })),
      video: { duration: 15, cover: `https://p16-sign.tiktokcdn-us.com/obj/${post.id}.jpeg` },
    })),
    hasMore: older.length > page.length,
    hasMorePrevious: older.length > page.length,
    cursor: last ? String(last.createdMs) : "0",
  });
}

/** Following (scene 21) and followers (scene 67); `minCursor` is our offset into the list. */
function userList(ctx: SimContext): Response {
  const found = owner(ctx);
  if (found instanceof Response) return found;
  const refs =
    ctx.url.searchParams.get("scene") === "67"
      ? followers(ctx.dir, "tt", found.ref)
      : followings(ctx.dir, "tt", found.ref);
  const page = slice(
    refs,
    ctx.url.searchParams.get("minCursor"),
    pageSize(ctx.url.searchParams.get("count"), 30, 50),
  );
  return json({
    statusCode: 0,
    userList: page.items.flatMap((ref) => {
      const a = account(ctx.dir, "tt", ref);
      if (!a) return [];
      const c = counts(ctx.dir, "tt", ref);
      return [{ user: userObject(a), stats: { followerCount: c.followers, followingCount: c.following } }];
    }),
    hasMore: page.next !== null,
    minCursor: page.next ?? 0,
    maxCursor: 0,
    total: refs.length,
  });
}

/** The web app's user search (not in SOURCES.md): snake_case `user_list[].user_info`. */
function searchUsers(ctx: SimContext): Response {
  const people = searchByName(ctx.dir, "tt", ctx.url.searchParams.get("keyword") ?? "");
  const page = slice(
    people,
    ctx.url.searchParams.get("cursor"),
    pageSize(ctx.url.searchParams.get("count"), 20, 30),
  );
  return json({
    status_code: 0,
    user_list: page.items.flatMap((person) => {
      const a = account(ctx.dir, "tt", { kind: "person", index: person.index });
      if (!a) return [];
      const c = counts(ctx.dir, "tt", a.ref);
      return [
        {
          user_info: {
            uid: a.id,
            unique_id: a.username,
            nickname: a.fullname,
            sec_uid: secUid(a.ref),
            signature: a.bio,
            avatar_thumb: { url_list: [a.image] },
            follower_count: c.followers,
            following_count: c.following,
            secret: a.isPrivate ? 1 : 0,
          },
        },
      ];
    }),
    has_more: page.next !== null ? 1 : 0,
    cursor: page.next ?? 0,
  });
}
