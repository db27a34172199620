import {
  account,
  accountByHandle,
  counts,
  followers,
  followings,
  posts,
  refFromId,
  type SimAccount,
} from "../accounts";
import type { SimContext } from "../context";
import { searchByName } from "../directory";
import { flakyFailure } from "../faults";
import { html, json, pageSize, redirect, slice } from "../respond";

/** Instagram's web API as SOURCES.md section 1 describes it. */
export function instagram(ctx: SimContext): Response {
  const forced = forcedFailure(ctx);
  if (forced) return forced;
  const path = ctx.url.pathname;
  if (path === "/api/v1/users/web_profile_info/") return profileInfo(ctx);
  if (path === "/web/search/topsearch/") return topsearch(ctx);
  const list = /^\/api\/v1\/(feed\/user|friendships)\/(\d+)\/(following\/|followers\/)?$/.exec(path);
  if (list)
    return listPage(
      ctx,
      list[2] ?? "",
      list[1] === "feed/user" ? "posts" : list[3] === "following/" ? "following" : "followers",
    );
  return json({ message: "Page not found", status: "fail" }, 404);
}

function forcedFailure({ knobs, url }: SimContext): Response | null {
  switch (knobs.fail) {
    case "loginWall":
      return redirect(`https://www.instagram.com/accounts/login/?next=${encodeURIComponent(url.pathname)}`);
    case "requireLogin":
      return json(
        { message: "Please wait a few minutes before you try again.", require_login: true, status: "fail" },
        401,
      );
    case "checkpoint":
      return json({ message: "checkpoint_required", checkpoint_url: "/challenge/", status: "fail" }, 400);
    case "statusFail":
      return json({ message: "", status: "fail" });
    case "html":
      return html("<!DOCTYPE html><html><head><title>Login • Instagram</title></head><body></body></html>");
    default:
      return null;
  }
}

function profileInfo(ctx: SimContext): Response {
  if (!ctx.request.headers.get("x-ig-app-id"))
    return json({ message: "useragent mismatch", status: "fail" }, 400);
  const found = accountByHandle(ctx.dir, "ig", ctx.url.searchParams.get("username") ?? "");
  if (!found) return json({ message: "User not found", status: "fail" }, 404);
  if (found.behaviour === "flaky") return flakyFailure(ctx.url);
  const count = counts(ctx.dir, "ig", found.ref);
  const first = found.isPrivate ? [] : posts(ctx.dir, "ig", found.ref).slice(0, 12);
  const hasMore = !found.isPrivate && count.posts > first.length;
  return json({
    status: "ok",
    data: {
      user: {
        id: found.id,
        fbid: `1784${found.id}`,
        username: found.username,
        full_name: found.fullname,
        biography: found.bio,
        bio_links: [],
        external_url: null,
        profile_pic_url: found.image,
        profile_pic_url_hd: found.image,
        is_private: found.isPrivate,
        is_verified: false,
        is_business_account: found.category !== null,
        is_professional_account: found.category !== null,
        category_name: found.category,
        business_category_name: found.category,
        edge_followed_by: { count: count.followers },
        edge_follow: { count: count.following },
        edge_owner_to_timeline_media: {
          count: count.posts,
          page_info: hasMore
            ? { has_next_page: true, end_cursor: String(first.length) }
            : { has_next_page: false, end_cursor: null },
          edges: first.map((post) => ({
            node: {
              __typename: "GraphImage",
              id: post.id,
              shortcode: shortcode(post.id),
              is_video: false,
              taken_at_timestamp: Math.floor(post.createdMs / 1000),
              edge_media_to_caption: { edges: [{ node: { text: post.text } }] },
              edge_liked_by: { count: post.likes },
              edge_media_preview_like: { count: post.likes },
              edge_media_to_comment: { count: post.comments },
              location: null,
              display_url: `https://scontent.cdninstagram.com/v/t51.2885-15/${post.id}_n.jpg`,
              owner: { id: found.id, username: found.username },
            },
          })),
        },
      },
    },
  });
}

function userSummary(a: SimAccount) {
  return {
    pk: a.id,
    pk_id: a.id,
    username: a.username,
    full_name: a.fullname,
    is_private: a.isPrivate,
    is_verified: false,
    profile_pic_url: a.image,
  };
}

function topsearch(ctx: SimContext): Response {
  const query = ctx.url.searchParams.get("query") ?? "";
  const users = searchByName(ctx.dir, "ig", query)
    .slice(0, 55)
    .flatMap((person, position) => {
      const found = account(ctx.dir, "ig", { kind: "person", index: person.index });
      return found ? [{ position, user: userSummary(found) }] : [];
    });
  return json({ users, places: [], hashtags: [], has_more: false, status: "ok" });
}

function listPage(ctx: SimContext, id: string, kind: "posts" | "following" | "followers"): Response {
  const ref = refFromId("ig", id);
  const owner = ref ? account(ctx.dir, "ig", ref) : null;
  if (!ref || !owner) return json({ message: "User not found", status: "fail" }, 404);
  if (owner.behaviour === "flaky") return flakyFailure(ctx.url);
  if (owner.isPrivate) return json({ message: "Not authorized to view user", status: "fail" }, 403);
  const cursor = ctx.url.searchParams.get("max_id");
  if (kind === "posts") {
    const page = slice(
      posts(ctx.dir, "ig", ref),
      cursor,
      pageSize(ctx.url.searchParams.get("count"), 12, 33),
    );
    return json({
      items: page.items.map((post) => ({
        pk: post.id,
        id: `${post.id}_${owner.id}`,
        code: shortcode(post.id),
        media_type: 1,
        taken_at: Math.floor(post.createdMs / 1000),
        caption: { text: post.text },
        like_count: post.likes,
        comment_count: post.comments,
        user: userSummary(owner),
      })),
      num_results: page.items.length,
      more_available: page.next !== null,
      ...(page.next !== null ? { next_max_id: String(page.next) } : {}),
      status: "ok",
    });
  }
  const refs = kind === "following" ? followings(ctx.dir, "ig", ref) : followers(ctx.dir, "ig", ref);
  const page = slice(refs, cursor, pageSize(ctx.url.searchParams.get("count"), 12, 200));
  return json({
    users: page.items.flatMap((r) => {
      const found = account(ctx.dir, "ig", r);
      return found ? [userSummary(found)] : [];
    }),
    ...(page.next !== null ? { next_max_id: String(page.next) } : {}),
    status: "ok",
  });
}

/** Instagram's base64-like post code, derived from the id so links stay stable. */
function shortcode(id: string): string {
  const alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";
  let n = BigInt(id);
  let code = "";
  while (n > 0n) {
    code = alphabet.charAt(Number(n % 64n)) + code;
    n /= 64n;
  }
  return code;
}
