import { describe, expect, it } from "vitest";
import { SOURCES } from "../contracts/sources";
import { entityId, posts, secUid } from "./accounts";
import { directory, type EntityRef, SIM_NOW_MS, withClock } from "./directory";
import { DEFAULT_PEOPLE, DEFAULT_SEED, readKnobs } from "./faults";
import simulator from "./index";

const DAY = 86_400_000;
const WEEK_ON = String(7 * DAY + 1);
const THREATS = [
  "Next time that guy at work crosses me I will put a bullet in his head",
  "Gonna beat him half to death when I see him Friday #noregrets",
];
const dir = directory(DEFAULT_SEED, DEFAULT_PEOPLE);

function personOn(source: "ig" | "tw" | "tt", handle: string): EntityRef {
  const ref = dir.byHandle[source].get(handle);
  if (!ref) throw new Error(`no ${handle} on ${source}`);
  return ref;
}

/** A network URL asked of the simulator with the clock `advance` (a raw header value) on. */
async function body(path: string, advance?: string): Promise<string> {
  const headers = new Headers({
    authorization: "Bearer x",
    "x-ig-app-id": "936619743392459",
    "user-agent": "Mozilla/5.0",
  });
  if (advance !== undefined) headers.set("x-sim-advance-ms", advance);
  const response = await simulator.fetch(new Request(`http://simulator.internal/${path}`, { headers }));
  expect(response.status).toBe(200);
  return response.text();
}

const xQuery = (operation: string, variables: object) =>
  `x.com/i/api/graphql/q/${operation}?variables=${encodeURIComponent(JSON.stringify(variables))}`;

interface Tweet {
  rest_id: string;
  legacy: { full_text: string; created_at: string };
}
interface Entry {
  content?: {
    itemContent?: { tweet_results: { result: Tweet } };
    items?: { item: { itemContent: { tweet_results: { result: Tweet } } } }[];
    cursorType?: string;
    value?: string;
  };
}
interface TimelinePage {
  data: {
    user: {
      result: {
        timeline: { timeline: { instructions: { type: string; entry?: Entry; entries?: Entry[] }[] } };
      };
    };
  };
}

const tweetsOf = (entries: readonly Entry[]): Tweet[] =>
  entries.flatMap((entry) => {
    const { itemContent, items = [] } = entry.content ?? {};
    return itemContent
      ? [itemContent.tweet_results.result]
      : items.map((i) => i.item.itemContent.tweet_results.result);
  });

/** Jake's whole X timeline as X serves it, page after page: the pinned tweet and the others in order. */
async function jakeOnX(advance?: string): Promise<{ pinned: Tweet[]; tweets: Tweet[] }> {
  const userId = entityId("tw", personOn("tw", "jake_morrison"));
  const pinned: Tweet[] = [];
  const tweets: Tweet[] = [];
  let cursor: string | undefined;
  for (let page = 0; page === 0 || cursor; page++) {
    const text = await body(
      xQuery("UserTweets", { userId, count: 20, ...(cursor ? { cursor } : {}) }),
      advance,
    );
    const { instructions } = (JSON.parse(text) as TimelinePage).data.user.result.timeline.timeline;
    const entries = instructions.flatMap((i) => i.entries ?? []);
    pinned.push(...tweetsOf(instructions.flatMap((i) => (i.entry ? [i.entry] : []))));
    tweets.push(...tweetsOf(entries));
    cursor = entries.find((entry) => entry.content?.cursorType === "Bottom")?.content?.value;
  }
  return { pinned, tweets };
}

async function jakesPostCountOnX(advance?: string): Promise<number> {
  const text = await body(xQuery("UserByScreenName", { screen_name: "jake_morrison" }), advance);
  type User = { data: { user: { result: { tweet_counts: { tweets: number } } } } };
  return (JSON.parse(text) as User).data.user.result.tweet_counts.tweets;
}

describe("the simulated clock (x-sim-advance-ms)", () => {
  it("reads how far the clock moved on from the header; a malformed or negative one is its start", () => {
    const advance = (value: string | null) =>
      readKnobs({}, new Headers(value === null ? {} : { "x-sim-advance-ms": value })).advanceMs;
    expect(advance(String(8 * DAY))).toBe(8 * DAY);
    expect([advance(null), advance("soon"), advance("-5"), advance(""), advance("NaN")]).toEqual([
      0, 0, 0, 0, 0,
    ]);
  });

  it("serves Jake Morrison's X as at the start until a week has passed, or when the header is malformed", async () => {
    const start = await jakeOnX();
    expect(start.tweets.length).toBeGreaterThan(5);
    expect(JSON.stringify(start)).not.toMatch(/bullet|half to death/);
    const timeline = xQuery("UserTweets", {
      userId: entityId("tw", personOn("tw", "jake_morrison")),
      count: 20,
    });
    const profile = xQuery("UserByScreenName", { screen_name: "jake_morrison" });
    for (const path of [timeline, profile]) {
      const asAtStart = await body(path);
      for (const advance of ["0", String(6 * DAY), String(7 * DAY - 1), "soon", "-5", "1e400"])
        expect(await body(path, advance), `${path} at ${advance}`).toBe(asAtStart);
    }
  });

  it("puts Jake's two threats first on his X timeline a week and a millisecond on, dated from then, the rest as before", async () => {
    const start = await jakeOnX();
    const weekOn = await jakeOnX(WEEK_ON);
    expect(weekOn.tweets.slice(0, 2).map((t) => t.legacy.full_text)).toEqual(THREATS);
    expect(weekOn.tweets.slice(2)).toEqual(start.tweets);
    expect(weekOn.pinned).toEqual(start.pinned);
    const [newer, older] = weekOn.tweets.map((t) => Date.parse(t.legacy.created_at));
    expect(older).toBeGreaterThanOrEqual(SIM_NOW_MS + 7 * DAY);
    expect(newer).toBeGreaterThan(older ?? Number.POSITIVE_INFINITY);
    const startIds = [...start.pinned, ...start.tweets].map((t) => t.rest_id);
    for (const threat of weekOn.tweets.slice(0, 2)) expect(startIds).not.toContain(threat.rest_id);
    expect(await jakesPostCountOnX(WEEK_ON)).toBe((await jakesPostCountOnX()) + 2);
    // The same two posts with the same ids, however far the clock moves on.
    expect((await jakeOnX(String(30 * DAY))).tweets.slice(0, 2)).toEqual(weekOn.tweets.slice(0, 2));
  });

  it("changes nothing else at any advance: Jake's Instagram, Emily Carter's five networks", async () => {
    const jakeIg = entityId("ig", personOn("ig", "jake.morrison"));
    const emily = personOn("tw", "em_carter");
    const paths = [
      "www.instagram.com/api/v1/users/web_profile_info/?username=jake.morrison",
      `www.instagram.com/api/v1/feed/user/${jakeIg}/?count=33`,
      "www.instagram.com/api/v1/users/web_profile_info/?username=emily.carter",
      `www.tiktok.com/api/post/item_list/?secUid=${secUid(personOn("tt", "emilycarter"))}&count=35`,
      xQuery("UserTweets", { userId: entityId("tw", emily), count: 100 }),
      "www.facebook.com/emily.carter.94",
      "www.linkedin.com/in/emily-carter-tx/",
    ];
    for (const path of paths) {
      const asAtStart = await body(path);
      for (const advance of [WEEK_ON, String(365 * DAY)])
        expect(await body(path, advance), `${path} at ${advance}`).toBe(asAtStart);
    }
  });

  it("gives nobody but Jake on X a post more, however far the clock moves on", () => {
    const yearOn = withClock(dir, 365 * DAY);
    const jake = personOn("tw", "jake_morrison");
    for (const person of dir.people) {
      const ref: EntityRef = { kind: "person", index: person.index };
      for (const source of SOURCES) {
        const added = posts(yearOn, source, ref).length - posts(dir, source, ref).length;
        expect(added, `${source} ${person.index}`).toBe(
          source === "tw" && person.index === jake.index ? 2 : 0,
        );
      }
    }
  });
});
