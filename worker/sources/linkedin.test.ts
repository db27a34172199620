import { afterEach, describe, expect, it, vi } from "vitest";
import authwallPageHtml from "./fixtures/li/authwall-page.html?raw";
import directoryHtml from "./fixtures/li/directory.html?raw";
import profileHtml from "./fixtures/li/profile.html?raw";
import flatWorksForHtml from "./fixtures/li/profile-flat-works-for.html?raw";
import noPersonHtml from "./fixtures/li/profile-no-person.html?raw";
import { type Recording, recordedConnector } from "./recorded";

function lookup(recording: Recording) {
  return recordedConnector("li", [["/in/emily-carter-tx", recording]]).findByUsername(
    "https://www.linkedin.com/in/emily-carter-tx/",
  );
}

describe("linkedin profile outcomes", () => {
  it("reads the JSON-LD Person with browser headers", async () => {
    const connector = recordedConnector("li", [["/in/emily-carter-tx", { body: profileHtml }]]);
    expect(await connector.findByUsername("https://www.linkedin.com/in/emily-carter-tx")).toEqual({
      kind: "found",
      profile: {
        source: "li",
        id: "emily-carter-tx",
        username: "emily-carter-tx",
        fullname: "Emily Carter",
        bio: "Product Manager at Acme. About text",
        image: "https://media.licdn.com/dms/image/emily",
        link: "https://www.linkedin.com/in/emily-carter-tx/",
        isPrivate: false,
        followers: 512,
        following: null,
        posts: 1,
        location: "Austin, Texas, United States",
      },
    });
    expect(connector.calls[0]?.headers.get("user-agent")).toContain("Mozilla");
  });

  it("reads worksFor as the flat list LinkedIn serves, as well as nested one deeper", async () => {
    expect(await lookup({ body: flatWorksForHtml })).toMatchObject({
      kind: "found",
      profile: { bio: "Product Manager at Acme, Trail Co-op. About text" },
    });
  });

  it.each<[string, Recording, object]>([
    ["404", { status: 404 }, { kind: "notFound" }],
    ["999 request denied", { status: 999, body: "Request denied" }, { kind: "retryable", cause: "blocked" }],
    ["403 request denied", { status: 403, body: "Request denied" }, { kind: "retryable", cause: "blocked" }],
    [
      "redirect to the authwall",
      { status: 302, headers: { location: "https://www.linkedin.com/authwall?trk=bf" } },
      { kind: "retryable", cause: "loginWall" },
    ],
    ["page without JSON-LD", { body: authwallPageHtml }, { kind: "retryable", cause: "loginWall" }],
    ["429", { status: 429 }, { kind: "retryable", cause: "rateLimited" }],
    ["JSON-LD without a Person", { body: noPersonHtml }, { kind: "unexpected" }],
  ])("%s", async (_, recording, expected) => {
    expect(await lookup(recording)).toMatchObject(expected);
  });

  it("refuses LinkedIn links that are not /in/ profiles without asking", async () => {
    const connector = recordedConnector("li", []);
    expect(await connector.findByUsername("https://www.linkedin.com/company/acme")).toMatchObject({
      kind: "notFound",
    });
    expect(connector.calls).toHaveLength(0);
  });
});

describe("linkedin search, posts and lists", () => {
  it("asks the directory for first and last name and reads each card", async () => {
    const connector = recordedConnector("li", [["/pub/dir?", { body: directoryHtml }]]);
    const page = await connector.searchByName("Emily Carter");
    expect(connector.calls[0]?.url).toContain("firstName=emily&lastName=carter");
    expect(page).toEqual({
      kind: "page",
      next: null,
      items: [
        {
          source: "li",
          id: "emily-carter-tx",
          username: "emily-carter-tx",
          fullname: "Emily Carter",
          image: "https://media.licdn.com/dms/image/emily-carter-tx",
          link: "https://www.linkedin.com/in/emily-carter-tx/",
          bio: "Product Manager at Acme",
          location: "Austin, Texas, United States",
          isPrivate: false,
          followers: null,
          following: null,
        },
        expect.objectContaining({
          username: "emily-carter-5b1a2c",
          bio: "Nurse & runner",
          location: "Seattle, Washington, United States",
        }),
      ],
    });
  });

  describe("a directory card of an unknown shape", () => {
    afterEach(() => {
      vi.restoreAllMocks();
    });

    it("is skipped (and logged), the others read", async () => {
      const warned = vi.spyOn(console, "warn").mockImplementation(() => {});
      const body = directoryHtml.replace(
        "https://www.linkedin.com/in/emily-carter-5b1a2c?",
        "https://www.linkedin.com/company/acme?",
      );
      const connector = recordedConnector("li", [["/pub/dir?", { body }]]);
      expect(await connector.searchByName("Emily Carter")).toMatchObject({
        kind: "page",
        items: [{ username: "emily-carter-tx" }],
      });
      expect(warned).toHaveBeenCalledWith(
        expect.stringContaining("linkedin directory card: skipped 1 of 2 items"),
      );
    });
  });

  it("reads the profile's articles as posts", async () => {
    const connector = recordedConnector("li", [["/in/emily-carter-tx", { body: profileHtml }]]);
    expect(await connector.loadPosts({ id: "emily-carter-tx", username: "emily-carter-tx" })).toEqual({
      kind: "page",
      next: null,
      items: [
        {
          id: "https://www.linkedin.com/pulse/notes-10k-emily-carter",
          text: "Notes from a 10K",
          created: Date.parse("2026-01-12T19:21:29.000+00:00"),
          link: "https://www.linkedin.com/pulse/notes-10k-emily-carter",
        },
      ],
    });
  });

  it("has no follow lists", async () => {
    const connector = recordedConnector("li", []);
    const ref = { id: "emily-carter-tx", username: "emily-carter-tx" };
    expect(await connector.loadFollowings(ref)).toMatchObject({ kind: "unsupported" });
    expect(await connector.loadFollowers(ref)).toMatchObject({ kind: "unsupported" });
  });
});
