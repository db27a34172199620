import { describe, expect, it } from "vitest";
import type { ScrapedAccount, ScrapedPost, ScrapedProfile } from "../contracts/scraped";
import { type PageOutcome, type ProfileOutcome, retryable, type SourceConnector } from "../sources/connector";
import { type LoadedProfile, loadProfile, peopleIn, withoutOptedOut } from "./load-profile";

const profile: ScrapedProfile = {
  source: "tw",
  id: "1",
  username: "someone",
  fullname: "Some One",
  bio: "",
  image: null,
  link: "https://x.com/someone",
  isPrivate: false,
  followers: 3,
  following: 3,
  posts: 3,
  location: null,
};

const post = (id: string): ScrapedPost => ({ id, text: id, created: 0, link: id });

/** A connector answering from tables, counting pages asked for. */
function connector(
  answer: ProfileOutcome,
  posts: PageOutcome<ScrapedPost>[],
  followings: PageOutcome<never> = { kind: "unsupported", detail: "login" },
): SourceConnector & { pages: number } {
  const fake = {
    source: "tw" as const,
    pages: 0,
    findByUsername: async () => answer,
    searchByName: async () => ({ kind: "page" as const, items: [], next: null }),
    loadProfile: async () => answer,
    loadFollowings: async () => followings,
    loadFollowers: async () => ({ kind: "private" as const }),
    loadPosts: async (_ref: unknown, cursor?: string | null) => {
      fake.pages += 1;
      return posts[Number(cursor ?? 0)] ?? { kind: "page" as const, items: [], next: null };
    },
  };
  return fake;
}

const ref = { id: "1", username: "someone" };

describe("loadProfile", () => {
  it("reads every page of a list, and says how each section went", async () => {
    const fake = connector({ kind: "found", profile }, [
      { kind: "page", items: [post("a")], next: "1" },
      { kind: "page", items: [post("b")], next: null },
    ]);
    const result = await loadProfile(fake, ref, 10);
    expect(result.kind).toBe("loaded");
    if (result.kind !== "loaded") return;
    expect(result.data.posts).toEqual({ status: "loaded", items: [post("a"), post("b")], detail: null });
    expect(result.data.followings.status).toBe("unsupported");
    expect(result.data.followers.status).toBe("private");
  });

  it("stops at maxPages and keeps what it read", async () => {
    const endless: PageOutcome<ScrapedPost>[] = Array.from({ length: 9 }, (_, i) => ({
      kind: "page",
      items: [post(String(i))],
      next: String(i + 1),
    }));
    const fake = connector({ kind: "found", profile }, endless);
    const result = await loadProfile(fake, ref, 3);
    expect(fake.pages).toBe(3);
    expect(result.kind === "loaded" && result.data.posts.items.length).toBe(3);
  });

  it("asks for a retry when a page fails for now, carrying what was read", async () => {
    const fake = connector({ kind: "found", profile }, [
      { kind: "page", items: [post("a")], next: "1" },
      retryable("rateLimited", "HTTP 429", 2000),
    ]);
    const result = await loadProfile(fake, ref, 10);
    expect(result).toMatchObject({ kind: "retry", failure: { cause: "rateLimited", retryAfterMs: 2000 } });
    expect(result.kind === "retry" && result.partial.posts.items).toEqual([post("a")]);
  });

  it("retries no sooner than the most patient of its failures asked", async () => {
    const fake = connector(
      { kind: "found", profile },
      [retryable("rateLimited", "HTTP 429", 5000)],
      retryable("upstream", "HTTP 500"),
    );
    expect(await loadProfile(fake, ref, 10)).toMatchObject({
      kind: "retry",
      failure: { cause: "rateLimited", retryAfterMs: 5000 },
    });
  });

  it("ends with the bad reason of a missing or private profile", async () => {
    expect(await loadProfile(connector({ kind: "notFound", detail: "gone" }, []), ref, 10)).toMatchObject({
      kind: "loaded",
      data: { profile: null, badReason: "notFound" },
    });
    expect(
      await loadProfile(
        connector({ kind: "private", profile: { ...profile, isPrivate: true } }, []),
        ref,
        10,
      ),
    ).toMatchObject({ kind: "loaded", data: { badReason: "private", posts: { status: "private" } } });
  });
});

const account = (id: string, username: string): ScrapedAccount => ({
  id,
  username,
  fullname: username,
  bio: "",
  category: null,
  image: `sig/${id}`,
  link: `https://x.com/${username}`,
});

describe("withoutOptedOut", () => {
  it("drops opted-out people's accounts from both lists and the posts of theirs re-shared", () => {
    const olivia = account("10", "Olivia_Optout");
    const renamed = account("20", "new_handle");
    const emily = account("30", "em_carter");
    const data: LoadedProfile = {
      profile,
      badReason: null,
      followings: { status: "loaded", items: [olivia, emily, renamed], detail: null },
      followers: { status: "loaded", items: [emily, olivia], detail: null },
      posts: {
        status: "loaded",
        items: [post("own"), { ...post("rt"), shared: { username: "olivia_optout" } }],
        detail: null,
      },
    };
    expect(peopleIn(data).map((p) => p.username)).toEqual([
      "Olivia_Optout",
      "em_carter",
      "new_handle",
      "em_carter",
      "Olivia_Optout",
      "olivia_optout",
    ]);
    const { data: kept, dropped } = withoutOptedOut(data, new Set(["olivia_optout", "20"]));
    expect(kept.followings.items).toEqual([emily]);
    expect(kept.followers.items).toEqual([emily]);
    expect(kept.posts.items).toEqual([post("own")]);
    expect(kept.followings.status).toBe("loaded");
    expect(dropped.map((a) => a.image)).toEqual(["sig/10", "sig/20", "sig/10"]);
  });
});
