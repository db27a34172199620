import { afterEach, describe, expect, it, vi } from "vitest";
import captchaHtml from "./fixtures/tt/captcha.html?raw";
import challengeHtml from "./fixtures/tt/challenge.html?raw";
import itemList from "./fixtures/tt/item-list.json";
import itemListOdd from "./fixtures/tt/item-list-odd-items.json";
import itemListUnknown from "./fixtures/tt/item-list-unknown-items.json";
import noScopeHtml from "./fixtures/tt/no-default-scope.html?raw";
import profileHtml from "./fixtures/tt/profile.html?raw";
import notFoundHtml from "./fixtures/tt/profile-not-found.html?raw";
import privateHtml from "./fixtures/tt/profile-private.html?raw";
import regionHtml from "./fixtures/tt/profile-region-locked.html?raw";
import statsRoundedHtml from "./fixtures/tt/profile-stats-rounded.html?raw";
import statsV2Html from "./fixtures/tt/profile-stats-v2-only.html?raw";
import unknownStatusHtml from "./fixtures/tt/profile-unknown-status.html?raw";
import search from "./fixtures/tt/search.json";
import userList from "./fixtures/tt/user-list.json";
import userListPrivate from "./fixtures/tt/user-list-private.json";
import { type Recording, recordedConnector } from "./recorded";

const SEC_UID = `MS4wLjABAAAA${"a".repeat(64)}`;
const ref = { id: SEC_UID, username: "emilycarter" };
/** Emily's two recorded posts, linked by her handle (also where an item lacks its author). */
const EMILY_POSTS = [
  {
    id: "7350000000000000001",
    text: "trail day #austin #running",
    created: 1718000000000,
    link: "https://www.tiktok.com/@emilycarter/video/7350000000000000001",
  },
  {
    id: "7350000000000000002",
    text: "coffee run",
    created: 1717990000000,
    link: "https://www.tiktok.com/@emilycarter/video/7350000000000000002",
  },
];

function lookup(recording: Recording) {
  return recordedConnector("tt", [["/@emilycarter", recording]]).findByUsername("@emilycarter");
}

describe("tiktok profile outcomes", () => {
  it("reads the rehydration JSON of the profile page", async () => {
    expect(await lookup({ body: profileHtml })).toEqual({
      kind: "found",
      profile: {
        source: "tt",
        id: SEC_UID,
        username: "emilycarter",
        fullname: "Emily C",
        bio: "ATX | coffee & trails",
        image: "https://p16-sign.tiktokcdn-us.com/emily_1080.jpeg",
        link: "https://www.tiktok.com/@emilycarter",
        isPrivate: false,
        followers: 1520,
        following: 310,
        posts: 87,
        location: null,
      },
    });
  });

  it("takes the exact counts of statsV2 over the rounded ones of stats", async () => {
    const connector = recordedConnector("tt", [["/@bigcreator", { body: statsRoundedHtml }]]);
    expect(await connector.findByUsername("bigcreator")).toMatchObject({
      kind: "found",
      profile: { username: "bigcreator", followers: 4001943, following: 120, posts: 1207 },
    });
  });

  it.each<[string, Recording, object]>([
    [
      "statsV2 strings only",
      { body: statsV2Html },
      { kind: "found", profile: { followers: 1520, following: 310 } },
    ],
    ["10221 not found", { body: notFoundHtml }, { kind: "notFound" }],
    ["10222 private", { body: privateHtml }, { kind: "private", profile: { isPrivate: true } }],
    ["10231 region locked", { body: regionHtml }, { kind: "retryable", cause: "blocked" }],
    ["JS challenge", { body: challengeHtml }, { kind: "retryable", cause: "blocked" }],
    ["captcha", { body: captchaHtml }, { kind: "retryable", cause: "blocked" }],
    ["403", { status: 403 }, { kind: "retryable", cause: "blocked" }],
    ["empty body", { body: "" }, { kind: "retryable", cause: "blocked" }],
    [
      "redirect to login",
      { status: 302, headers: { location: "https://www.tiktok.com/login?redirect_url=x" } },
      { kind: "retryable", cause: "loginWall" },
    ],
    ["429", { status: 429 }, { kind: "retryable", cause: "rateLimited" }],
    ["script without __DEFAULT_SCOPE__", { body: noScopeHtml }, { kind: "unexpected" }],
    ["unknown status code", { body: unknownStatusHtml }, { kind: "unexpected" }],
  ])("%s", async (_, recording, expected) => {
    expect(await lookup(recording)).toMatchObject(expected);
  });
});

describe("tiktok search and lists", () => {
  it("reads user search results with bios", async () => {
    const connector = recordedConnector("tt", [["/api/search/user/full/", { body: search }]]);
    expect(await connector.searchByName("Emily Carter")).toEqual({
      kind: "page",
      next: "10",
      items: [
        {
          source: "tt",
          id: SEC_UID,
          username: "emilycarter",
          fullname: "Emily C",
          image: "https://p16-sign.tiktokcdn-us.com/emily_100.jpeg",
          link: "https://www.tiktok.com/@emilycarter",
          bio: "ATX | coffee & trails",
          location: null,
          isPrivate: false,
          followers: 1520,
          following: 310,
        },
      ],
    });
  });

  it("reads following (scene 21) with signatures, paged by minCursor", async () => {
    const connector = recordedConnector("tt", [["scene=21", { body: userList }]]);
    const page = await connector.loadFollowings(ref);
    expect(page).toMatchObject({ kind: "page", next: "1717990000" });
    if (page.kind !== "page") throw new Error(page.kind);
    expect(page.items[0]).toMatchObject({
      username: "trailrunnersclub",
      bio: "Running dirt paths since 2009",
    });
    expect(connector.calls[0]?.url).toContain(`secUid=${SEC_UID}`);
  });

  it("maps 10222 on a list to private", async () => {
    const connector = recordedConnector("tt", [["scene=67", { body: userListPrivate }]]);
    expect(await connector.loadFollowers(ref)).toEqual({ kind: "private" });
  });

  it("reads posts; the next cursor is the page's time cursor", async () => {
    const connector = recordedConnector("tt", [["/api/post/item_list/", { body: itemList }]]);
    const page = await connector.loadPosts(ref);
    expect(page).toEqual({
      kind: "page",
      next: "1717990000000",
      items: EMILY_POSTS,
    });
    // The same cursor coming back would repeat the page for ever: it ends the list instead.
    expect(await connector.loadPosts(ref, "1717990000000")).toMatchObject({ kind: "page", next: null });
  });

  describe("pages with odd items", () => {
    afterEach(() => {
      vi.restoreAllMocks();
    });

    it("links a post without an author by the profile's handle, and skips (and logs) an unreadable one", async () => {
      const warned = vi.spyOn(console, "warn").mockImplementation(() => {});
      const connector = recordedConnector("tt", [["/api/post/item_list/", { body: itemListOdd }]]);
      expect(await connector.loadPosts(ref)).toEqual({
        kind: "page",
        next: null,
        items: EMILY_POSTS,
      });
      expect(warned).toHaveBeenCalledWith(expect.stringContaining("tiktok item: skipped 1 of 3 items"));
    });

    it("skips (and logs) a listed user of an unknown shape, and reads the others", async () => {
      const warned = vi.spyOn(console, "warn").mockImplementation(() => {});
      const odd = { user: { id: "680000000000000013", nickname: "No Handle" } };
      const body = { ...userList, userList: [...userList.userList, odd] };
      const connector = recordedConnector("tt", [["scene=21", { body }]]);
      const page = await connector.loadFollowings(ref);
      expect(page).toMatchObject({ kind: "page", next: "1717990000" });
      if (page.kind !== "page") throw new Error(page.kind);
      expect(page.items.map((a) => a.username)).toEqual(["trailrunnersclub", "catsdaily"]);
      expect(warned).toHaveBeenCalledWith(expect.stringContaining("tiktok user: skipped 1 of 3 items"));
    });

    it("reads a page none of whose items it knows as a changed network", async () => {
      const connector = recordedConnector("tt", [["/api/post/item_list/", { body: itemListUnknown }]]);
      expect(await connector.loadPosts(ref)).toMatchObject({ kind: "unexpected" });
    });
  });

  it("treats an empty API body as a block", async () => {
    const connector = recordedConnector("tt", [["/api/post/item_list/", { body: "" }]]);
    expect(await connector.loadPosts(ref)).toMatchObject({ kind: "retryable", cause: "blocked" });
  });
});

describe("tiktok text with a lone surrogate (a JSON escape TikTok sends, or a cursor)", () => {
  it("reads the profile page, its text made well-formed, and links it", async () => {
    const page = profileHtml
      .replace('"uniqueId": "emilycarter"', '"uniqueId": "emily\\ud800"')
      .replace('"signature": "ATX | coffee & trails"', '"signature": "ATX \\udc00"');
    const connector = recordedConnector("tt", [["/@emily", { body: page }]]);
    expect(await connector.loadProfile({ ...ref, username: "emily\ud800" })).toMatchObject({
      kind: "found",
      profile: { username: "emily\ufffd", bio: "ATX \ufffd", link: "https://www.tiktok.com/@emily%EF%BF%BD" },
    });
    expect(connector.calls[0]?.url).toBe("https://www.tiktok.com/@emily%EF%BF%BD");
  });

  it("reads lists, posts and search results, and pages on with such a cursor or id", async () => {
    const [entry, ...entries] = userList.userList;
    const users = {
      ...userList,
      userList: [
        { ...entry, user: { ...entry?.user, uniqueId: "trail\ud800", signature: "dirt \udfff" } },
        ...entries,
      ],
    };
    const [item, ...items] = itemList.itemList;
    const posts = { ...itemList, itemList: [{ ...item, id: "73/\ud800", desc: "run \ud83d" }, ...items] };
    const connector = recordedConnector("tt", [
      ["scene=21", { body: users }],
      ["/api/post/item_list/", { body: posts }],
      ["/api/search/user/full/", { body: search }],
    ]);
    const surrogateRef = { id: "MS4w\ud800", username: "emily\udc00" };
    const following = await connector.loadFollowings(surrogateRef, "17\udc00");
    expect(following).toMatchObject({ kind: "page" });
    if (following.kind !== "page") throw new Error(following.kind);
    expect(following.items[0]).toMatchObject({
      username: "trail\ufffd",
      bio: "dirt \ufffd",
      link: "https://www.tiktok.com/@trail%EF%BF%BD",
    });
    const loaded = await connector.loadPosts(surrogateRef, "\ud800");
    expect(loaded).toMatchObject({ kind: "page" });
    if (loaded.kind !== "page") throw new Error(loaded.kind);
    expect(loaded.items[0]).toMatchObject({
      text: "run \ufffd",
      link: "https://www.tiktok.com/@emily%EF%BF%BD/video/73%2F%EF%BF%BD",
    });
    expect(await connector.searchByName("Emily \ud800", "1\udfff")).toMatchObject({ kind: "page" });
    const asked = connector.calls.map((c) => new URL(c.url).searchParams);
    expect(
      asked.map((q) => [q.get("secUid"), q.get("minCursor") ?? q.get("cursor"), q.get("keyword")]),
    ).toEqual([
      ["MS4w\ufffd", "17\ufffd", null],
      ["MS4w\ufffd", "\ufffd", null],
      [null, "1\ufffd", "Emily \ufffd"],
    ]);
  });
});
