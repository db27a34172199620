import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { SOURCES } from "../contracts/sources";
import { US_STATES } from "../domain/states";
import { account, counts, entityId, followers, followings, secUid } from "./accounts";
import { directory } from "./directory";
import { DEFAULT_PEOPLE, DEFAULT_SEED, type SimulatorEnv } from "./faults";
import simulator from "./index";

const BASE = "http://simulator.internal";

function get(path: string, headers: Record<string, string> = {}, env: SimulatorEnv = {}) {
  return simulator.fetch(new Request(`${BASE}/${path}`, { headers }), env);
}

const IG = { "x-ig-app-id": "936619743392459" };
const igProfile = (username: string, headers: Record<string, string> = {}, env: SimulatorEnv = {}) =>
  get(`www.instagram.com/api/v1/users/web_profile_info/?username=${username}`, { ...IG, ...headers }, env);

describe("simulator", () => {
  it("describes itself at the root", async () => {
    const response = await get("");
    expect(await response.json()).toMatchObject({
      name: "lookwise-simulator",
      seed: DEFAULT_SEED,
      people: DEFAULT_PEOPLE,
    });
  });

  it("answers the same request the same way every time", async () => {
    const a = await (await igProfile("emily.carter")).text();
    const b = await (await igProfile("emily.carter")).text();
    expect(a).toBe(b);
  });

  it("serves the fixture personas whatever the seed", async () => {
    for (const seed of ["1", "42"]) {
      const env = { SIM_SEED: seed, SIM_PEOPLE: "400" };
      const body = (await (await igProfile("emily.carter", {}, env)).json()) as {
        data: { user: { full_name: string; biography: string } };
      };
      expect(body.data.user).toMatchObject({
        full_name: "Emily Carter",
        biography: "Austin TX · runner · #coffee",
      });
    }
  });

  it("unknown hosts and paths answer 404, never 5xx", async () => {
    expect((await get("example.com/")).status).toBe(404);
    expect((await get("www.instagram.com/nothing/here")).status).toBe(404);
  });

  it("renames an account on request (x-sim-rename): the new handle answers with the same id", async () => {
    type User = { data: { user: { id: string; username: string } } };
    const before = (await (await igProfile("emily.carter")).json()) as User;
    const rename = { "x-sim-rename": "ig:emily.carter=emily.renamed" };
    const after = (await (await igProfile("emily.renamed", rename)).json()) as User;
    expect(after.data.user).toMatchObject({ id: before.data.user.id, username: "emily.renamed" });
    expect((await igProfile("emily.carter", rename)).status).toBe(404);
    // Only that request sees it; a rename onto a taken handle is ignored.
    expect((await igProfile("emily.carter")).status).toBe(200);
    const taken = { "x-sim-rename": "ig:emily.carter=jake.morrison" };
    expect((await igProfile("emily.carter", taken)).status).toBe(200);
  });

  it("draws an avatar for any image URL of the population", async () => {
    const response = await get("scontent.cdninstagram.com/v/t51.2885-19/581000000000_n.jpg");
    expect(response.headers.get("content-type")).toBe("image/svg+xml");
  });
});

describe("population", () => {
  const dir = directory(DEFAULT_SEED, DEFAULT_PEOPLE);

  it("holds several thousand people, each on one to five networks, with real ages and states", () => {
    expect(dir.people.length).toBeGreaterThan(5000);
    const states = new Set<string>(US_STATES.map((s) => s.abbr));
    for (const [position, person] of dir.people.entries()) {
      expect(person.index).toBe(position);
      const networks = Object.keys(person.handles).length;
      expect(networks).toBeGreaterThanOrEqual(1);
      expect(networks).toBeLessThanOrEqual(5);
      expect(person.age).toBeGreaterThanOrEqual(18);
      expect(states.has(person.state)).toBe(true);
    }
  });

  it("never gives a handle twice on a network, nor one starting with nobody.", () => {
    for (const source of SOURCES) {
      const handles = dir.people.flatMap((p) => (p.handles[source] ? [p.handles[source]] : []));
      expect(new Set(handles).size).toBe(handles.length);
      expect(handles.some((h) => h.startsWith("nobody."))).toBe(false);
    }
  });

  it("makes follows consistent: whom A follows lists A among its followers", () => {
    for (const index of [0, 100, 2500]) {
      const person = dir.people[index];
      const source = SOURCES.find((s) => person?.handles[s]);
      if (!person || !source) continue;
      for (const ref of followings(dir, source, { kind: "person", index })) {
        if (ref.kind !== "person") continue;
        expect(followers(dir, source, ref)).toContainEqual({ kind: "person", index });
      }
    }
  });

  it("gives the typical persona friends (mutual follows) on Instagram", () => {
    const ref = { kind: "person", index: 0 } as const;
    const following = new Set(followings(dir, "ig", ref).map((r) => `${r.kind}${r.index}`));
    const friends = followers(dir, "ig", ref).filter((r) => following.has(`${r.kind}${r.index}`));
    expect(friends.length).toBeGreaterThan(0);
  });
});

describe("fixture personas", () => {
  it.each([
    ["www.instagram.com/api/v1/users/web_profile_info/?username=emily.carter", 200],
    ["www.facebook.com/emily.carter.94", 200],
    ["www.tiktok.com/@emilycarter", 200],
    ["www.linkedin.com/in/emily-carter-tx/", 200],
  ])("Emily Carter is at %s", async (path, status) => {
    const response = await get(path, { ...IG, "user-agent": "Mozilla/5.0" });
    expect(response.status).toBe(status);
    expect(await response.text()).toContain("Emily");
  });

  it("Flaky Fred fails every time, with a 500 or a 429", async () => {
    for (let i = 0; i < 5; i++) expect([429, 500]).toContain((await igProfile("flaky.fred")).status);
  });

  it.each(SOURCES)("nobody.* does not exist on %s", async (source) => {
    const paths: Record<string, string> = {
      ig: "www.instagram.com/api/v1/users/web_profile_info/?username=nobody.here",
      fb: "www.facebook.com/nobody.here",
      tt: "www.tiktok.com/api/user/detail/?uniqueId=nobody.here",
      tw: `x.com/i/api/graphql/q/UserByScreenName?variables=${encodeURIComponent('{"screen_name":"nobody.here"}')}`,
      li: "www.linkedin.com/in/nobody.here/",
    };
    const response = await get(paths[source] ?? "", {
      ...IG,
      authorization: "Bearer x",
      "user-agent": "Mozilla/5.0",
    });
    const text = await response.text();
    const missing = response.status === 404 || text.includes("10221") || text === '{"data":{}}';
    expect(missing).toBe(true);
  });

  it("answers a John Smith name search with at least 20 people, fast", async () => {
    await get("www.instagram.com/web/search/topsearch/?query=warm");
    const started = performance.now();
    const response = await get("www.instagram.com/web/search/topsearch/?query=John%20Smith");
    const elapsed = performance.now() - started;
    const body = (await response.json()) as { users: unknown[] };
    expect(body.users.length).toBeGreaterThanOrEqual(20);
    expect(elapsed).toBeLessThan(50);
  });
});

describe("the shapes the real networks send", () => {
  const dir = directory(DEFAULT_SEED, DEFAULT_PEOPLE);
  const X_AUTH = { authorization: "Bearer x" };
  const graphql = (operation: string, variables: object) =>
    get(
      `x.com/i/api/graphql/q/${operation}?variables=${encodeURIComponent(JSON.stringify(variables))}`,
      X_AUTH,
    );

  it("serves X's timeline with the pinned post, threads as modules, and retweets cut at 140 characters", async () => {
    const emily = dir.byHandle.tw.get("em_carter");
    if (!emily) throw new Error("no Emily on X");
    const pages: string[] = [];
    let cursor: string | undefined;
    do {
      const text = await (
        await graphql("UserTweets", {
          userId: entityId("tw", emily),
          count: 20,
          ...(cursor ? { cursor } : {}),
        })
      ).text();
      pages.push(text);
      cursor = /"cursorType":"Bottom","value":"([^"]+)"/.exec(text)?.[1];
    } while (cursor && pages.length < 10);
    expect(pages[0]).toContain('"type":"TimelinePinEntry"');
    expect(pages.slice(1).some((page) => page.includes("TimelinePinEntry"))).toBe(false);
    expect(pages.some((page) => page.includes('"entryId":"profile-conversation-'))).toBe(true);
    const retweets = pages.flatMap((page) =>
      [...page.matchAll(/"full_text":"(RT @[^"]*)"/g)].map((m) => m[1] ?? ""),
    );
    expect(retweets.length).toBeGreaterThan(0);
    for (const text of retweets) expect(text.length).toBeLessThanOrEqual(140);
    expect(pages.join("")).toContain('"retweeted_status_result"');
  });

  it("answers X's removed UserByRestId with 404, and its forced failures in X's own shapes", async () => {
    expect((await graphql("UserByRestId", { userId: "2210000000000" })).status).toBe(404);
    const deadline = await get("x.com/i/api/graphql/q/UserByScreenName", {
      ...X_AUTH,
      "x-sim-fail": "deadline",
    });
    expect(await deadline.json()).toMatchObject({
      data: { user: {} },
      errors: [{ name: "DeadlineExceeded", kind: "ServiceLevel", source: "Server" }],
    });
    const unavailable = await get("x.com/i/api/graphql/q/UserTweets", {
      ...X_AUTH,
      "x-sim-fail": "unavailable",
    });
    expect(await unavailable.json()).toEqual({
      data: { user: { result: { __typename: "UserUnavailable" } } },
    });
  });

  it("serves TikTok's stats rounded and statsV2 exact, and some posts without their author", async () => {
    const brand = account(dir, "tt", { kind: "brand", index: 0 });
    if (!brand) throw new Error("no brand on TikTok");
    const page = await (await get(`www.tiktok.com/@${brand.username}`)).text();
    const exact = counts(dir, "tt", brand.ref).followers;
    expect(page).toContain(`"statsV2":{"followerCount":"${exact}"`);
    const rounded = Number(/"stats":\{"followerCount":(\d+)/.exec(page)?.[1]);
    expect(rounded).not.toBe(exact);
    expect(Math.abs(rounded - exact) / exact).toBeLessThan(0.05);
    const emily = dir.byHandle.tt.get("emilycarter");
    if (!emily) throw new Error("no Emily on TikTok");
    const items = (await (
      await get(`www.tiktok.com/api/post/item_list/?secUid=${secUid(emily)}&count=35&cursor=0`)
    ).json()) as { itemList: { author?: unknown }[] };
    expect(items.itemList.filter((item) => item.author === undefined)).toHaveLength(1);
    // Which post lacks its author depends on its place among all posts, not on the page it is on.
    const paged: { author?: unknown }[] = [];
    let cursor = "0";
    do {
      const page = (await (
        await get(`www.tiktok.com/api/post/item_list/?secUid=${secUid(emily)}&count=2&cursor=${cursor}`)
      ).json()) as { itemList: { author?: unknown }[]; hasMore: boolean; cursor: string };
      paged.push(...page.itemList);
      cursor = page.hasMore ? page.cursor : "";
    } while (cursor !== "");
    const withoutAuthor = (list: { author?: unknown }[]) => list.map((item) => item.author === undefined);
    expect(withoutAuthor(paged)).toEqual(withoutAuthor(items.itemList));
  });

  it("serves LinkedIn's worksFor as a flat list", async () => {
    const page = await (
      await get("www.linkedin.com/in/emily-carter-tx/", { "user-agent": "Mozilla/5.0" })
    ).text();
    expect(page).toMatch(/"worksFor":\[\{"@type":"Organization"/);
  });
});

describe("injected trouble", () => {
  it("adds latency from a header", async () => {
    const started = Date.now();
    await igProfile("emily.carter", { "x-sim-latency-ms": "60" });
    expect(Date.now() - started).toBeGreaterThanOrEqual(50);
  });

  it("answers 429 with retry headers at a 429 rate of 1", async () => {
    const response = await igProfile("emily.carter", { "x-sim-429-rate": "1" });
    expect(response.status).toBe(429);
    expect(response.headers.get("retry-after")).toBe("1");
    expect(response.headers.get("x-rate-limit-remaining")).toBe("0");
  });

  it("answers 500 at an error rate of 1, set by the run's vars", async () => {
    expect((await igProfile("emily.carter", {}, { SIM_ERROR_RATE: "1" })).status).toBe(500);
  });

  it("asks for the Retry-After a header sets", async () => {
    const response = await igProfile("emily.carter", { "x-sim-429-rate": "1", "x-sim-retry-after": "7" });
    expect(response.headers.get("retry-after")).toBe("7");
  });

  it("fails the same requests for a fault seed, in any order, in any process, and may pass one made again", async () => {
    const knobs = { ...IG, "x-sim-error-rate": "0.5", "x-sim-fault-seed": `seeded-${crypto.randomUUID()}` };
    const paths = ["emily.carter", "jake.morrison"].map(
      (username) => `www.instagram.com/api/v1/users/web_profile_info/?username=${username}`,
    );
    // Here in turns, and in the tests' other simulator (env.SOURCES) one request after the other.
    const here: number[][] = [[], []];
    for (let i = 0; i < 8; i++)
      for (const [at, path] of paths.entries()) here[at]?.push((await get(path, knobs)).status);
    const there: number[][] = [];
    for (const path of paths) {
      const seen: number[] = [];
      for (let i = 0; i < 8; i++)
        seen.push(
          (await (env.SOURCES as Fetcher).fetch(`http://lookwise-simulator/${path}`, { headers: knobs }))
            .status,
        );
      there.push(seen);
    }
    expect(there).toEqual(here);
    expect(new Set(here.flat())).toEqual(new Set([200, 500]));
  });

  it("hangs then answers 504 at a timeout rate of 1", async () => {
    const response = await igProfile("emily.carter", { "x-sim-timeout-rate": "1" }, { SIM_TIMEOUT_MS: "20" });
    expect(response.status).toBe(504);
    const short = await igProfile("emily.carter", { "x-sim-timeout-rate": "1", "x-sim-timeout-ms": "20" });
    expect(short.status).toBe(504);
  });

  it("stops hanging when the caller gives up", async () => {
    const controller = new AbortController();
    const pending = simulator.fetch(
      new Request(`${BASE}/www.instagram.com/api/v1/users/web_profile_info/?username=emily.carter`, {
        headers: { ...IG, "x-sim-fail": "timeout" },
        signal: controller.signal,
      }),
    );
    controller.abort();
    expect((await pending).status).toBe(504);
  });

  it("injects nothing by default", async () => {
    expect((await igProfile("emily.carter")).status).toBe(200);
  });
});
