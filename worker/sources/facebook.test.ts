import { afterEach, describe, expect, it, vi } from "vitest";
import { displayCount } from "./facebook";
import bareHtml from "./fixtures/fb/bare-facebook.html?raw";
import cometErrorHtml from "./fixtures/fb/comet-error.html?raw";
import noRelayHtml from "./fixtures/fb/no-relay.html?raw";
import notFoundHtml from "./fixtures/fb/not-found.html?raw";
import profileHtml from "./fixtures/fb/profile.html?raw";
import noFriendCountHtml from "./fixtures/fb/profile-no-friend-count.html?raw";
import searchHtml from "./fixtures/fb/search.html?raw";
import unavailableHtml from "./fixtures/fb/unavailable.html?raw";
import { type Recording, recordedConnector } from "./recorded";

function lookup(recording: Recording) {
  return recordedConnector("fb", [["facebook.com/", recording]]).findByUsername("emily.carter.94");
}

describe("facebook profile outcomes", () => {
  it("reads the header and intro Relay results, and the numeric userID", async () => {
    expect(await lookup({ body: profileHtml })).toEqual({
      kind: "found",
      profile: {
        source: "fb",
        id: "100004123456789",
        username: "emily.carter.94",
        fullname: "Emily Carter",
        bio: "Trail runner and coffee lover",
        image: "https://scontent.xx.fbcdn.net/v/emily.jpg",
        link: "https://www.facebook.com/emily.carter.94",
        isPrivate: false,
        followers: 1500,
        following: 1200,
        posts: null,
        location: "Austin, Texas",
      },
    });
  });

  it("skips embedded blobs that are not JSON", async () => {
    const broken = profileHtml.replace(
      "<body>",
      '<body><script type="application/json">{"broken": </script>',
    );
    expect(await lookup({ body: broken })).toMatchObject({
      kind: "found",
      profile: { id: "100004123456789" },
    });
  });

  it("loads by numeric id through profile.php, and falls back to the id without a vanity", async () => {
    const connector = recordedConnector("fb", [
      ["profile.php?id=100004123456790", { body: noFriendCountHtml }],
    ]);
    const outcome = await connector.loadProfile({ id: "100004123456790", username: "100004123456790" });
    expect(outcome).toMatchObject({
      kind: "found",
      profile: {
        id: "100004123456790",
        username: "100004123456790",
        following: null,
        followers: null,
        image: null,
        bio: "",
      },
    });
  });

  it.each<[string, Recording, object]>([
    ["404 Page Not Found", { status: 404, body: notFoundHtml }, { kind: "notFound" }],
    ["bare Facebook title", { body: bareHtml }, { kind: "notFound" }],
    ["content isn't available", { body: unavailableHtml }, { kind: "notFound" }],
    [
      "redirect to login",
      { status: 302, headers: { location: "https://www.facebook.com/login/?next=x" } },
      { kind: "retryable", cause: "loginWall" },
    ],
    ["CometErrorRoot", { body: cometErrorHtml }, { kind: "retryable", cause: "rateLimited" }],
    ["503", { status: 503 }, { kind: "retryable", cause: "upstream" }],
    ["no Relay blobs", { body: noRelayHtml }, { kind: "unexpected" }],
  ])("%s", async (_, recording, expected) => {
    expect(await lookup(recording)).toMatchObject(expected);
  });
});

describe("facebook search and lists", () => {
  it("reads people search results, users only", async () => {
    const connector = recordedConnector("fb", [["/search/people/", { body: searchHtml }]]);
    const page = await connector.searchByName("Emily Carter");
    expect(page).toMatchObject({ kind: "page", next: null });
    if (page.kind !== "page") throw new Error(page.kind);
    expect(page.items.map((c) => [c.id, c.username, c.location])).toEqual([
      ["100004123456789", "emily.carter.94", "Austin, Texas"],
      ["100004123456700", "100004123456700", null],
    ]);
  });

  describe("a search result of an unknown shape", () => {
    afterEach(() => {
      vi.restoreAllMocks();
    });

    it("is skipped (and logged), the others read; a page is a known result, left out unlogged", async () => {
      const warned = vi.spyOn(console, "warn").mockImplementation(() => {});
      const body = searchHtml.replace(
        '"id": "100004123456700", "name": "Emily Carter", ',
        '"id": "100004123456700", ',
      );
      const connector = recordedConnector("fb", [["/search/people/", { body }]]);
      expect(await connector.searchByName("Emily Carter")).toMatchObject({
        kind: "page",
        items: [{ id: "100004123456789" }],
      });
      expect(warned).toHaveBeenCalledOnce();
      expect(warned).toHaveBeenCalledWith(
        expect.stringContaining("facebook search result: skipped 1 of 3 items"),
      );
    });
  });

  it("reports friends, followers and posts as unsupported without asking", async () => {
    const connector = recordedConnector("fb", []);
    const ref = { id: "100004123456789", username: "emily.carter.94" };
    for (const outcome of [
      await connector.loadFollowings(ref),
      await connector.loadFollowers(ref),
      await connector.loadPosts(ref),
    ]) {
      expect(outcome).toMatchObject({ kind: "unsupported" });
    }
    expect(connector.calls).toHaveLength(0);
  });

  it.each<[string, number | null]>([
    ["812 followers", 812],
    ["1,204 friends", 1204],
    ["1.5K followers", 1500],
    ["2.3M followers", 2_300_000],
    ["followers", null],
  ])("displayCount(%j) = %s", (text, expected) => {
    expect(displayCount(text)).toBe(expected);
  });
});
