import { afterEach, describe, expect, it, vi } from "vitest";
import checkpoint from "./fixtures/ig/checkpoint.json";
import feed from "./fixtures/ig/feed.json";
import followersGraphqlLast from "./fixtures/ig/followers-graphql-last.json";
import following from "./fixtures/ig/following.json";
import followingGraphql from "./fixtures/ig/following-graphql.json";
import followingLast from "./fixtures/ig/following-last.json";
import loginHtml from "./fixtures/ig/login.html?raw";
import notAuthorized from "./fixtures/ig/not-authorized.json";
import pleaseWait from "./fixtures/ig/please-wait.json";
import profile from "./fixtures/ig/profile.json";
import profileDocId from "./fixtures/ig/profile-doc-id.json";
import profileNullUser from "./fixtures/ig/profile-null-user.json";
import profilePrivate from "./fixtures/ig/profile-private.json";
import profileUnknown from "./fixtures/ig/profile-unknown-shape.json";
import profileZero from "./fixtures/ig/profile-zero-follows.json";
import statusFail from "./fixtures/ig/status-fail.json";
import topsearch from "./fixtures/ig/topsearch.json";
import { type Recording, recordedConnector } from "./recorded";

const ref = { id: "5804069718", username: "emily.carter" };
/** The first account Emily follows, as both follow-list shapes give it. */
const TRAIL_RUNNERS = {
  id: "1700000001",
  username: "trailrunnersclub",
  fullname: "Trail Runners Club",
  bio: "",
  category: null,
  image: "https://scontent.cdninstagram.com/v/trailrunnersclub.jpg",
  link: "https://www.instagram.com/trailrunnersclub/",
};

function lookup(recording: Recording) {
  return recordedConnector("ig", [["web_profile_info", recording]]).findByUsername("emily.carter");
}

describe("instagram profile outcomes", () => {
  it("reads a public profile from web_profile_info", async () => {
    const connector = recordedConnector("ig", [["web_profile_info", { body: profile }]]);
    expect(await connector.findByUsername("https://www.instagram.com/Emily.Carter/")).toEqual({
      kind: "found",
      profile: {
        source: "ig",
        id: "5804069718",
        username: "emily.carter",
        fullname: "Emily Carter",
        bio: "Austin TX · runner · #coffee",
        image: "https://scontent.cdninstagram.com/v/emily_hd.jpg",
        link: "https://www.instagram.com/emily.carter/",
        isPrivate: false,
        followers: 812,
        following: 347,
        posts: 129,
        location: null,
      },
    });
    const [call] = connector.calls;
    expect(call?.url).toBe("https://www.instagram.com/api/v1/users/web_profile_info/?username=emily.carter");
    expect(call?.headers.get("x-ig-app-id")).toBe("936619743392459");
  });

  it("accepts the 2026 doc_id shape (pk, follower_count)", async () => {
    const outcome = await lookup({ body: profileDocId });
    expect(outcome).toMatchObject({
      kind: "found",
      profile: { id: "5804069718", followers: 812, following: 347, posts: 129 },
    });
  });

  it.each<[string, Recording, object]>([
    [
      "private",
      { body: profilePrivate },
      { kind: "private", profile: { username: "pat.private", isPrivate: true } },
    ],
    ["zero follows", { body: profileZero }, { kind: "zeroFollows", profile: { following: 0 } }],
    ["404", { status: 404, body: statusFail }, { kind: "notFound" }],
    ["null user", { body: profileNullUser }, { kind: "notFound" }],
    [
      "429",
      { status: 429, headers: { "retry-after": "30" } },
      { kind: "retryable", cause: "rateLimited", retryAfterMs: 30_000 },
    ],
    ["401 please wait", { status: 401, body: pleaseWait }, { kind: "retryable", cause: "rateLimited" }],
    [
      "302 to login",
      { status: 302, headers: { location: "https://www.instagram.com/accounts/login/" } },
      { kind: "retryable", cause: "loginWall" },
    ],
    ["login page HTML", { body: loginHtml }, { kind: "retryable", cause: "loginWall" }],
    ["checkpoint", { status: 400, body: checkpoint }, { kind: "retryable", cause: "blocked" }],
    ["500", { status: 500, body: "oops" }, { kind: "retryable", cause: "upstream" }],
    ["status fail", { body: statusFail }, { kind: "unexpected" }],
    ["unknown user shape", { body: profileUnknown }, { kind: "unexpected" }],
    ["not JSON", { body: "<html>surprise</html>" }, { kind: "unexpected" }],
  ])("%s", async (_, recording, expected) => {
    expect(await lookup(recording)).toMatchObject(expected);
  });

  it("never asks Instagram about something that is not an Instagram username", async () => {
    const connector = recordedConnector("ig", []);
    expect(await connector.findByUsername("https://x.com/em_carter")).toMatchObject({ kind: "notFound" });
    expect(connector.calls).toHaveLength(0);
  });
});

describe("instagram search and lists", () => {
  it("reads topsearch users as candidates without bios", async () => {
    const connector = recordedConnector("ig", [["topsearch", { body: topsearch }]]);
    const outcome = await connector.searchByName("Emily Carter");
    expect(outcome).toMatchObject({ kind: "page", next: null });
    if (outcome.kind !== "page") throw new Error(outcome.kind);
    expect(outcome.items.map((c) => [c.id, c.username, c.bio, c.isPrivate])).toEqual([
      ["5804069718", "emily.carter", null, false],
      ["6100000001", "emilycarter.art", null, true],
    ]);
  });

  it("pages followings by next_max_id until it is absent", async () => {
    const connector = recordedConnector("ig", [
      ["max_id=12", { body: followingLast }],
      ["/following/", { body: following }],
    ]);
    const first = await connector.loadFollowings(ref);
    expect(first).toMatchObject({ kind: "page", next: "12" });
    if (first.kind !== "page") throw new Error(first.kind);
    expect(first.items[0]).toEqual(TRAIL_RUNNERS);
    expect(await connector.loadFollowings(ref, first.next)).toMatchObject({
      kind: "page",
      next: null,
      items: [{ username: "sarah.jones" }],
    });
  });

  it("reads follow lists in the GraphQL shape too (edge_follow, edge_followed_by; no is_private)", async () => {
    const connector = recordedConnector("ig", [
      ["/following/", { body: followingGraphql }],
      ["/followers/", { body: followersGraphqlLast }],
    ]);
    const following = await connector.loadFollowings(ref);
    expect(following).toMatchObject({ kind: "page", next: "QVFBbGxvd2luZ0VuZEN1cnNvcg==" });
    if (following.kind !== "page") throw new Error(following.kind);
    expect(following.items.map((a) => a.username)).toEqual(["trailrunnersclub", "tacotuesdayclub"]);
    expect(following.items[0]).toEqual(TRAIL_RUNNERS);
    expect(await connector.loadFollowers(ref)).toMatchObject({
      kind: "page",
      next: null,
      items: [{ id: "1700000003", username: "sarah.jones" }],
    });
    // The followers edge where the following one was asked for is no list we know.
    const crossed = recordedConnector("ig", [["/following/", { body: followersGraphqlLast }]]);
    expect(await crossed.loadFollowings(ref)).toMatchObject({ kind: "unexpected" });
  });

  describe("lists with odd users", () => {
    afterEach(() => {
      vi.restoreAllMocks();
    });

    it("skips (and logs) a user of an unknown shape in either list shape, and reads the others", async () => {
      const warned = vi.spyOn(console, "warn").mockImplementation(() => {});
      const [first, second] = following.users;
      const rest = { ...following, users: [first, { pk: "1700000009", full_name: "No Handle" }, second] };
      const follow = followingGraphql.data.user.edge_follow;
      const [node1, node2] = follow.edges;
      const odd = { node: { id: "1700000009" } };
      const graphql = { data: { user: { edge_followed_by: { ...follow, edges: [node1, odd, node2] } } } };
      const connector = recordedConnector("ig", [
        ["/following/", { body: rest }],
        ["/followers/", { body: graphql }],
      ]);
      expect(await connector.loadFollowings(ref)).toMatchObject({
        kind: "page",
        next: "12",
        items: [TRAIL_RUNNERS, { username: "tacotuesdayclub" }],
      });
      const followers = await connector.loadFollowers(ref);
      expect(followers).toMatchObject({ kind: "page", next: "QVFBbGxvd2luZ0VuZEN1cnNvcg==" });
      if (followers.kind !== "page") throw new Error(followers.kind);
      expect(followers.items.map((a) => a.username)).toEqual(["trailrunnersclub", "tacotuesdayclub"]);
      expect(warned).toHaveBeenCalledTimes(2);
      expect(warned).toHaveBeenCalledWith(expect.stringContaining("instagram user: skipped 1 of 3 items"));
    });

    it("reads a list none of whose users it knows as a changed network", async () => {
      const connector = recordedConnector("ig", [
        ["/following/", { body: { ...following, users: [{ pk: 1 }] } }],
      ]);
      expect(await connector.loadFollowings(ref)).toMatchObject({
        kind: "unexpected",
        detail: expect.stringContaining("instagram user: no item of a known shape"),
      });
    });
  });

  it("reports a private list and a refused one apart", async () => {
    const hidden = recordedConnector("ig", [["/followers/", { status: 403, body: notAuthorized }]]);
    expect(await hidden.loadFollowers(ref)).toEqual({ kind: "private" });
    const walled = recordedConnector("ig", [
      ["/followers/", { status: 302, headers: { location: "https://www.instagram.com/accounts/login/" } }],
    ]);
    expect(await walled.loadFollowers(ref)).toMatchObject({ kind: "retryable", cause: "loginWall" });
  });

  it("reads the REST feed, null captions included", async () => {
    const connector = recordedConnector("ig", [["/feed/user/5804069718/", { body: feed }]]);
    expect(await connector.loadPosts(ref)).toEqual({
      kind: "page",
      next: "3360000000000000002_5804069718",
      items: [
        {
          id: "3360000000000000001",
          text: "Sunday run #austin",
          created: 1718000000000,
          link: "https://www.instagram.com/p/C7xYz1/",
        },
        {
          id: "3360000000000000002",
          text: "",
          created: 1717900000000,
          link: "https://www.instagram.com/p/C7xYz2/",
        },
      ],
    });
  });
});

describe("instagram text with a lone surrogate (a JSON escape Instagram sends, or a cursor)", () => {
  it("reads the profile, its text made well-formed, and links it", async () => {
    const user = {
      ...profile.data.user,
      username: "emily\ud800",
      full_name: "Emily \udc00",
      biography: "runner \ud83d",
    };
    const connector = recordedConnector("ig", [
      ["web_profile_info", { body: { ...profile, data: { user } } }],
    ]);
    expect(await connector.loadProfile({ ...ref, username: "emily\udfff" })).toMatchObject({
      kind: "found",
      profile: {
        username: "emily\ufffd",
        fullname: "Emily \ufffd",
        bio: "runner \ufffd",
        link: "https://www.instagram.com/emily%EF%BF%BD/",
      },
    });
    expect(connector.calls[0]?.url).toBe(
      "https://www.instagram.com/api/v1/users/web_profile_info/?username=emily%EF%BF%BD",
    );
  });

  it("reads lists, posts and search results, and pages on with such a cursor or id", async () => {
    const [first, ...others] = following.users;
    const odd = {
      ...following,
      users: [{ ...first, username: "trail\ud800" }, ...others],
      next_max_id: "12\udc00",
    };
    const [post, ...posts] = feed.items;
    const captioned = { ...feed, items: [{ ...post, caption: { text: "run \ud800" } }, ...posts] };
    const connector = recordedConnector("ig", [
      ["/following/", { body: odd }],
      ["/feed/user/", { body: captioned }],
      ["topsearch", { body: topsearch }],
    ]);
    const page = await connector.loadFollowings(ref);
    expect(page).toMatchObject({ kind: "page", next: "12\ufffd" });
    if (page.kind !== "page") throw new Error(page.kind);
    expect(page.items[0]).toMatchObject({
      username: "trail\ufffd",
      link: "https://www.instagram.com/trail%EF%BF%BD/",
    });
    const surrogateRef = { id: "58/\ud800", username: "emily.carter" };
    expect(await connector.loadFollowings(surrogateRef, "12\ud800")).toMatchObject({ kind: "page" });
    expect(await connector.loadPosts(surrogateRef, "\udc00")).toMatchObject({
      kind: "page",
      items: [{ text: "run \ufffd" }, { text: "" }],
    });
    expect(await connector.searchByName("Emily \ud800")).toMatchObject({ kind: "page" });
    expect(connector.calls.slice(1).map((c) => c.url)).toEqual([
      "https://www.instagram.com/api/v1/friendships/58%2F%EF%BF%BD/following/?count=12&max_id=12%EF%BF%BD",
      "https://www.instagram.com/api/v1/feed/user/58%2F%EF%BF%BD/?count=12&max_id=%EF%BF%BD",
      "https://www.instagram.com/web/search/topsearch/?context=blended&query=Emily%20%EF%BF%BD&include_reel=false",
    ]);
  });
});
