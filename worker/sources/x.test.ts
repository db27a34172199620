import { describe, expect, it } from "vitest";
import cloudflareHtml from "./fixtures/tw/cloudflare.html?raw";
import error88 from "./fixtures/tw/error-88.json";
import error326 from "./fixtures/tw/error-326.json";
import error336 from "./fixtures/tw/error-336.json";
import following from "./fixtures/tw/following.json";
import guestToken from "./fixtures/tw/guest-token.json";
import searchPeople from "./fixtures/tw/search-people.json";
import user2026 from "./fixtures/tw/user-2026.json";
import userEmpty from "./fixtures/tw/user-empty.json";
import userLegacy from "./fixtures/tw/user-legacy.json";
import userNotFound from "./fixtures/tw/user-not-found.json";
import userProtected from "./fixtures/tw/user-protected.json";
import userSuspended from "./fixtures/tw/user-suspended.json";
import userTweets from "./fixtures/tw/user-tweets.json";
import userTweetsEmpty from "./fixtures/tw/user-tweets-empty.json";
import userUnknown from "./fixtures/tw/user-unknown-shape.json";
import userZero from "./fixtures/tw/user-zero-follows.json";
import { type Recording, type Route, recordedConnector } from "./recorded";

const GUEST: Route = ["guest/activate.json", { body: guestToken }];
const ref = { id: "2244994945", username: "em_carter" };

function lookup(recording: Recording) {
  return recordedConnector("tw", [GUEST, ["UserByScreenName", recording]]).findByUsername("em_carter");
}

const EMILY = {
  source: "tw",
  id: "2244994945",
  username: "em_carter",
  fullname: "Emily Carter",
  bio: "Runner, 29. Coffee.",
  image: "https://pbs.twimg.com/profile_images/1/emily_normal.jpg",
  link: "https://x.com/em_carter",
  isPrivate: false,
  followers: 812,
  following: 347,
  posts: 4319,
  location: "Austin, TX",
};

describe("x profile outcomes", () => {
  it("reads the 2026 user object and sends the guest token and bearer", async () => {
    const connector = recordedConnector("tw", [GUEST, ["UserByScreenName", { body: user2026 }]]);
    expect(await connector.findByUsername("https://twitter.com/Em_Carter")).toEqual({
      kind: "found",
      profile: EMILY,
    });
    const call = connector.calls.find((c) => c.url.includes("UserByScreenName"));
    expect(call?.headers.get("x-guest-token")).toBe("1830000000000000000");
    expect(call?.headers.get("authorization")).toMatch(/^Bearer /);
    expect(decodeURIComponent(call?.url ?? "")).toContain('"screen_name":"em_carter"');
  });

  it("reads the legacy user object the same way", async () => {
    expect(await lookup({ body: userLegacy })).toEqual({ kind: "found", profile: EMILY });
  });

  it.each<[string, Recording, object]>([
    ["protected", { body: userProtected }, { kind: "private", profile: { isPrivate: true } }],
    ["zero follows", { body: userZero }, { kind: "zeroFollows" }],
    ['{"data":{}}', { body: userNotFound }, { kind: "notFound" }],
    ['{"data":{"user":{}}}', { body: userEmpty }, { kind: "notFound" }],
    ["suspended", { body: userSuspended }, { kind: "notFound", detail: "x: unavailable (Suspended)" }],
    [
      "429 with reset",
      {
        status: 429,
        body: error88,
        headers: { "x-rate-limit-remaining": "0", "x-rate-limit-reset": "4102444800" },
      },
      { kind: "retryable", cause: "rateLimited" },
    ],
    ["error 88 in a 200", { body: error88 }, { kind: "retryable", cause: "rateLimited" }],
    ["error 326 locked caller", { status: 403, body: error326 }, { kind: "retryable", cause: "blocked" }],
    ["403 without auth", { status: 403 }, { kind: "retryable", cause: "loginWall" }],
    ["Cloudflare HTML", { status: 403, body: cloudflareHtml }, { kind: "retryable", cause: "blocked" }],
    ["404 stale query id", { status: 404, body: "{}" }, { kind: "retryable", cause: "blocked" }],
    ["error 336 features", { status: 400, body: error336 }, { kind: "unexpected" }],
    ["unknown user shape", { body: userUnknown }, { kind: "unexpected" }],
  ])("%s", async (_, recording, expected) => {
    expect(await lookup(recording)).toMatchObject(expected);
  });

  it("loads a chosen profile by its rest id", async () => {
    const connector = recordedConnector("tw", [GUEST, ["UserByRestId", { body: user2026 }]]);
    expect(await connector.loadProfile(ref)).toMatchObject({ kind: "found", profile: { id: "2244994945" } });
    expect(decodeURIComponent(connector.calls[1]?.url ?? "")).toContain('"userId":"2244994945"');
  });

  it("fetches a guest token once per connector", async () => {
    const connector = recordedConnector("tw", [GUEST, ["UserByScreenName", { body: user2026 }]]);
    await connector.findByUsername("em_carter");
    await connector.findByUsername("em_carter");
    expect(connector.calls.filter((c) => c.url.includes("guest/activate"))).toHaveLength(1);
  });
});

describe("x timelines", () => {
  it("reads tweets: plain, visibility-wrapped, long notes and flattened; skips tombstones", async () => {
    const connector = recordedConnector("tw", [GUEST, ["UserTweets", { body: userTweets }]]);
    const page = await connector.loadPosts(ref);
    expect(page).toMatchObject({ kind: "page", next: "DAAHCgABbottom1" });
    if (page.kind !== "page") throw new Error(page.kind);
    expect(page.items.map((p) => [p.id, p.text])).toEqual([
      ["2083305234688803178", "Trail day #austin"],
      ["2083305234688803179", "Sensitive but visible"],
      ["2083305234688803180", "A long post about my first marathon, well past 280 characters…"],
      ["2083305234688803181", "Flattened 2026 tweet #coffee"],
    ]);
    expect(page.items[0]).toMatchObject({
      created: Date.UTC(2026, 6, 31, 21, 34, 8),
      link: "https://x.com/i/status/2083305234688803178",
    });
  });

  it("stops when a page brings nothing new", async () => {
    const connector = recordedConnector("tw", [GUEST, ["UserTweets", { body: userTweetsEmpty }]]);
    expect(await connector.loadPosts(ref, "DAAHCgABbottom1")).toEqual({
      kind: "page",
      items: [],
      next: null,
    });
  });

  it("reads following users in either schema, with categories", async () => {
    const connector = recordedConnector("tw", [GUEST, ["Following", { body: following }]]);
    expect(await connector.loadFollowings(ref)).toEqual({
      kind: "page",
      next: "DAAHCgABbottom3",
      items: [
        {
          id: "1000000001",
          username: "trailrunnersclub",
          fullname: "Trail Runners Club",
          bio: "Running dirt paths since 2009",
          category: "Sports team",
          image: "https://pbs.twimg.com/profile_images/1/emily_normal.jpg",
          link: "https://x.com/trailrunnersclub",
        },
        {
          id: "2244994946",
          username: "sarah_j",
          fullname: "Sarah Jones",
          bio: "Coffee first",
          category: null,
          image: "https://pbs.twimg.com/profile_images/1/emily_normal.jpg",
          link: "https://x.com/sarah_j",
        },
      ],
    });
  });

  it("reads People search results", async () => {
    const connector = recordedConnector("tw", [GUEST, ["SearchTimeline", { body: searchPeople }]]);
    const page = await connector.searchByName("Emily Carter");
    expect(page).toMatchObject({
      kind: "page",
      next: "DAAHCgABsearch2",
      items: [{ username: "em_carter", location: "Austin, TX", bio: "Runner, 29. Coffee." }],
    });
    expect(decodeURIComponent(connector.calls[1]?.url ?? "")).toContain('"product":"People"');
  });
});
