import { afterEach, describe, expect, it, vi } from "vitest";
import { analyseSource } from "../analysis/report-analysis";
import { shippedClassifier } from "../analysis/shipped-model";
import type { Source } from "../contracts/sources";
import { createConnectors, type PageOutcome, type ProfileRef, type SourceConnector } from "../sources/index";
import { account, counts, posts } from "./accounts";
import { directory, SIM_NOW_MS } from "./directory";
import { DEFAULT_PEOPLE, DEFAULT_SEED } from "./faults";
import { inProcessTransport } from "./in-process";

/** The connectors end to end against the simulator, in process: every persona and failure signal. */
const connectors = createConnectors(inProcessTransport());

function withHeaders(headers: Record<string, string>, timeoutMs?: number) {
  return createConnectors(inProcessTransport({}, { headers, timeoutMs }));
}

async function refOf(connector: SourceConnector, username: string): Promise<ProfileRef> {
  const outcome = await connector.findByUsername(username);
  if (!("profile" in outcome)) throw new Error(`${username}: ${outcome.kind}`);
  return { id: outcome.profile.id, username: outcome.profile.username };
}

/** Every page of a list, following cursors. */
async function all<T>(load: (cursor: string | null) => Promise<PageOutcome<T>>): Promise<T[]> {
  const items: T[] = [];
  let cursor: string | null = null;
  for (let page = 0; page < 50; page++) {
    const outcome = await load(cursor);
    if (outcome.kind !== "page") throw new Error(outcome.kind);
    items.push(...outcome.items);
    cursor = outcome.next;
    if (cursor === null) return items;
  }
  throw new Error("no end to the list");
}

describe("fixture personas through the connectors", () => {
  it.each<[Source, string, string]>([
    ["ig", "emily.carter", "found"],
    ["fb", "emily.carter.94", "found"],
    ["fb", "https://www.facebook.com/emily.carter.94", "found"],
    ["tt", "emilycarter", "found"],
    ["tw", "em_carter", "found"],
    ["li", "https://www.linkedin.com/in/emily-carter-tx", "found"],
    ["ig", "jake.morrison", "found"],
    ["tw", "jake_morrison", "found"],
    ["ig", "pat.private", "private"],
    ["ig", "zero.follows", "zeroFollows"],
    ["ig", "olivia.optout", "found"],
    ["ig", "flaky.fred", "retryable"],
    ["ig", "nobody.home", "notFound"],
    ["fb", "nobody.home", "notFound"],
    ["tt", "nobody.home", "notFound"],
    ["tw", "nobody.home", "notFound"],
    ["li", "nobody.home", "notFound"],
  ])("%s %s → %s", async (source, input, kind) => {
    expect((await connectors[source].findByUsername(input)).kind).toBe(kind);
  });

  it("loads a chosen profile again by its stable reference", async () => {
    for (const [source, username] of [
      ["ig", "emily.carter"],
      ["fb", "emily.carter.94"],
      ["tt", "emilycarter"],
      ["tw", "em_carter"],
      ["li", "emily-carter-tx"],
    ] as const) {
      const ref = await refOf(connectors[source], username);
      expect(await connectors[source].loadProfile(ref)).toMatchObject({
        kind: "found",
        profile: { username },
      });
    }
  });

  it.each<Source>(["ig", "tt", "tw"])(
    "pages Emily's followings, followers and posts on %s; she has friends",
    async (source) => {
      const connector = connectors[source];
      const ref = await refOf(
        connector,
        { ig: "emily.carter", tt: "emilycarter", tw: "em_carter" }[source as "ig"],
      );
      const following = await all((c) => connector.loadFollowings(ref, c));
      const followers = await all((c) => connector.loadFollowers(ref, c));
      const posts = await all((c) => connector.loadPosts(ref, c));
      const followed = new Set(following.map((a) => a.username));
      expect(followers.some((a) => followed.has(a.username))).toBe(true);
      expect(posts.some((p) => p.text.includes("#austin"))).toBe(true);
      expect(new Set(posts.map((p) => p.id)).size).toBe(posts.length);
    },
  );

  it("shows Jake Morrison's red-flag posts and follows", async () => {
    const ref = await refOf(connectors.ig, "jake.morrison");
    const posts = await all((c) => connectors.ig.loadPosts(ref, c));
    expect(posts.map((p) => p.text).join(" ")).toMatch(/parlay.*AR build.*Plug/s);
    const following = await all((c) => connectors.ig.loadFollowings(ref, c));
    expect(following.map((a) => a.username)).toEqual(expect.arrayContaining(["tacticalgearhq"]));
  });

  it("answers private for Pat Quinn's lists and posts", async () => {
    const ref = await refOf(connectors.ig, "pat.private");
    expect(await connectors.ig.loadFollowings(ref)).toEqual({ kind: "private" });
    expect(await connectors.ig.loadPosts(ref)).toEqual({ kind: "private" });
  });

  it.each<Source>(["ig", "fb", "tt", "tw", "li"])("finds at least 20 John Smiths on %s", async (source) => {
    const people = await all((c) => connectors[source].searchByName("John Smith", c));
    expect(
      people.filter((p) => /john/i.test(p.fullname) || /john/.test(p.username)).length,
    ).toBeGreaterThanOrEqual(20);
  });

  it("reads Emily's whole X timeline: the pinned post, her threads, and her retweets marked shared", async () => {
    const dir = directory(DEFAULT_SEED, DEFAULT_PEOPLE);
    const emily = dir.byHandle.tw.get("em_carter");
    if (!emily) throw new Error("no Emily on X");
    const simulated = posts(dir, "tw", emily);
    const ref = await refOf(connectors.tw, "em_carter");
    const read = await all((c) => connectors.tw.loadPosts(ref, c));
    expect(read.map((p) => p.id).sort()).toEqual(simulated.map((p) => p.id).sort());
    const shared = read.filter((p) => p.shared);
    expect(shared.map((p) => p.id).sort()).toEqual(
      simulated
        .filter((p) => p.sharedFrom)
        .map((p) => p.id)
        .sort(),
    );
    const brand = simulated.find((p) => p.sharedFrom);
    const original = brand?.sharedFrom ? account(dir, "tw", brand.sharedFrom) : null;
    expect(read.find((p) => p.id === brand?.id)).toMatchObject({
      text: brand?.text,
      shared: { username: original?.username },
    });
    expect(read.some((p) => p.text.startsWith("RT @"))).toBe(false);
  });

  it("reads TikTok's exact follower count (statsV2), and links posts that come without their author", async () => {
    const dir = directory(DEFAULT_SEED, DEFAULT_PEOPLE);
    const brand = account(dir, "tt", { kind: "brand", index: 0 });
    if (!brand) throw new Error("no brand on TikTok");
    const found = await connectors.tt.findByUsername(brand.username);
    expect(found).toMatchObject({ kind: "found", profile: { username: brand.username } });
    if (found.kind !== "found") throw new Error(found.kind);
    // A brand's thousands of followers, which `stats` rounds.
    expect(found.profile.followers).toBe(counts(dir, "tt", brand.ref).followers);
    expect(found.profile.followers).toBeGreaterThan(10_000);
    const emily = dir.byHandle.tt.get("emilycarter");
    if (!emily) throw new Error("no Emily on TikTok");
    // Her fourth post comes without its author.
    expect(posts(dir, "tt", emily).length).toBeGreaterThan(3);
    const ref = await refOf(connectors.tt, "emilycarter");
    const read = await all((c) => connectors.tt.loadPosts(ref, c));
    expect(read).toHaveLength(posts(dir, "tt", emily).length);
    for (const post of read) expect(post.link).toBe(`https://www.tiktok.com/@emilycarter/video/${post.id}`);
  });

  it("reads LinkedIn's flat worksFor into the headline", async () => {
    expect(await connectors.li.findByUsername("emily-carter-tx")).toMatchObject({
      kind: "found",
      profile: {
        bio: expect.stringMatching(/^.+ at .+\. Product manager who runs trails before standup\.$/),
      },
    });
  });

  it("reads X's legacy user schema when the simulator serves it", async () => {
    const legacy = withHeaders({ "x-sim-schema": "legacy" });
    expect(await legacy.tw.findByUsername("em_carter")).toMatchObject({
      kind: "found",
      profile: { followers: expect.any(Number), location: "Austin, TX" },
    });
  });
});

describe("the simulated clock through the connectors", () => {
  const DAY = 86_400_000;

  /** What a report reads of Jake Morrison's X with the clock moved on by `advanceMs`. */
  async function jakeOnX(advanceMs: number) {
    const tw = withHeaders({ "x-sim-advance-ms": String(advanceMs) }).tw;
    const found = await tw.findByUsername("jake_morrison");
    if (found.kind !== "found") throw new Error(found.kind);
    const ref = { id: found.profile.id, username: found.profile.username };
    const posts = await all((c) => tw.loadPosts(ref, c));
    const analysis = analyseSource(
      {
        source: "tw",
        profile: found.profile,
        followings: { status: "loaded", items: await all((c) => tw.loadFollowings(ref, c)) },
        followers: { status: "loaded", items: await all((c) => tw.loadFollowers(ref, c)) },
        posts: { status: "loaded", items: posts },
      },
      (text) => shippedClassifier().score(text),
    );
    return { posts, violence: analysis.interests.find((finding) => finding.id === "violence") };
  }

  it("reads Jake Morrison's two threats on X a week on, and they alone show Violence & Threats", async () => {
    const start = await jakeOnX(0);
    expect(start.violence).toBeUndefined();
    const weekOn = await jakeOnX(7 * DAY + 1);
    const added = weekOn.posts.filter((post) => !start.posts.some((p) => p.id === post.id));
    expect(added.map((post) => post.text)).toEqual([
      "Next time that guy at work crosses me I will put a bullet in his head",
      "Gonna beat him half to death when I see him Friday #noregrets",
    ]);
    for (const post of added) expect(post.created).toBeGreaterThanOrEqual(SIM_NOW_MS + 7 * DAY);
    expect(weekOn.posts.length).toBe(start.posts.length + 2);
    expect(weekOn.violence?.evidence.map((item) => item.id).sort()).toEqual(
      added.map((post) => post.id).sort(),
    );
  });
});

describe("failure signals through the connectors", () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it.each<[Source, string, string, string | null]>([
    ["ig", "loginWall", "retryable", "loginWall"],
    ["ig", "requireLogin", "retryable", "rateLimited"],
    ["ig", "checkpoint", "retryable", "blocked"],
    ["ig", "statusFail", "unexpected", null],
    ["ig", "html", "retryable", "loginWall"],
    ["ig", "429", "retryable", "rateLimited"],
    ["ig", "500", "retryable", "upstream"],
    ["tt", "loginWall", "retryable", "loginWall"],
    ["tt", "challenge", "retryable", "blocked"],
    ["tt", "captcha", "retryable", "blocked"],
    ["tt", "blocked", "retryable", "blocked"],
    ["tt", "empty", "retryable", "blocked"],
    ["tt", "malformed", "unexpected", null],
    ["tw", "rateLimited", "retryable", "rateLimited"],
    ["tw", "suspended", "notFound", null],
    ["tw", "error88", "retryable", "rateLimited"],
    ["tw", "locked", "retryable", "blocked"],
    ["tw", "badAuth", "retryable", "loginWall"],
    ["tw", "features", "unexpected", null],
    ["tw", "loadShed", "retryable", "upstream"],
    ["tw", "authRequired", "retryable", "loginWall"],
    ["tw", "cloudflare", "retryable", "blocked"],
    ["tw", "deadline", "retryable", "upstream"],
    ["tw", "unavailable", "notFound", null],
    ["tw", "staleQueryId", "retryable", "staleQueryId"],
    ["fb", "loginWall", "retryable", "loginWall"],
    ["fb", "rateLimited", "retryable", "rateLimited"],
    ["fb", "unavailable", "notFound", null],
    ["fb", "malformed", "unexpected", null],
    ["li", "blocked", "retryable", "blocked"],
    ["li", "authwall", "retryable", "loginWall"],
    ["li", "noJsonLd", "retryable", "loginWall"],
  ])("%s x-sim-fail %s → %s %s", async (source, mode, kind, cause) => {
    const usernames: Record<Source, string> = {
      ig: "emily.carter",
      fb: "emily.carter.94",
      tt: "emilycarter",
      tw: "em_carter",
      li: "emily-carter-tx",
    };
    // A stale query id is logged loudly, and only that is expected: any other error log shows.
    const logged = mode === "staleQueryId" ? vi.spyOn(console, "error").mockImplementation(() => {}) : null;
    const outcome = await withHeaders({ "x-sim-fail": mode })[source].findByUsername(usernames[source]);
    expect(outcome.kind).toBe(kind);
    if (cause) expect(outcome).toMatchObject({ cause });
    if (logged) expect(logged).toHaveBeenCalledWith(expect.stringContaining("looks stale"));
  });

  it.each<[string, string, string | null]>([
    ["unavailable", "notFound", null],
    ["deadline", "retryable", "upstream"],
    ["suspended", "notFound", null],
  ])("X timelines under x-sim-fail %s → %s %s", async (mode, kind, cause) => {
    const ref = await refOf(connectors.tw, "em_carter");
    const failing = withHeaders({ "x-sim-fail": mode }).tw;
    for (const outcome of [
      await failing.loadPosts(ref),
      await failing.loadFollowings(ref),
      await failing.loadFollowers(ref),
    ]) {
      expect(outcome.kind).toBe(kind);
      if (cause) expect(outcome).toMatchObject({ cause });
    }
  });

  it("gives up on a hanging network at the transport's timeout", async () => {
    const slow = withHeaders({ "x-sim-timeout-rate": "1" }, 50);
    expect(await slow.ig.findByUsername("emily.carter")).toMatchObject({
      kind: "retryable",
      cause: "timeout",
    });
  });
});
