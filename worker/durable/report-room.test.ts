import { evictDurableObject, runDurableObjectAlarm, runInDurableObject } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { insertReport } from "../../test/accounts";
import type { Source } from "../contracts/sources";
import { type LoadedProfile, loadProfile } from "../generation/load-profile";
import { inProcessTransport } from "../simulator/in-process";
import { createConnector } from "../sources/index";
import { MAX_STREAMS_PER_CLIENT, MAX_STREAMS_PER_REPORT } from "./broadcaster";
import type { ReportRoom, StartProfile } from "./report-room";
import { readState, writeState } from "./room-store";

const decoder = new TextDecoder();

/** Reads the stream until `until` appears in it (or it ends), and returns what arrived. */
async function readUntil(reader: ReadableStreamDefaultReader<Uint8Array>, until: string): Promise<string> {
  let text = "";
  while (!text.includes(until)) {
    const { done, value } = await reader.read();
    if (done) break;
    text += decoder.decode(value);
  }
  return text;
}

/** The status names of a stream's `status` events, in order. */
function statuses(text: string): string[] {
  return [...text.matchAll(/event: status\ndata: \{"status":"(\w+)"/g)].map((m) => m[1] ?? "");
}

/**
 * Profiles whose scrape jobs keep failing (Flaky Fred's network) for a while: the queue consumer
 * retries them with back-off, so the test hands the room its data itself meanwhile.
 */
const fred = (profileId: string, source: Source = "ig"): StartProfile => ({
  source,
  profileId,
  username: "flaky.fred",
});

async function emily(): Promise<LoadedProfile> {
  const connector = createConnector("ig", inProcessTransport());
  const found = await connector.findByUsername("emily.carter");
  if (found.kind !== "found") throw new Error("no Emily in the simulator");
  const loaded = await loadProfile(connector, { id: found.profile.id, username: "emily.carter" }, 20);
  if (loaded.kind !== "loaded") throw new Error("Emily did not load");
  return loaded.data;
}

const missing: LoadedProfile = {
  profile: null,
  badReason: "notFound",
  followings: { status: "failed", items: [], detail: null },
  followers: { status: "failed", items: [], detail: null },
  posts: { status: "failed", items: [], detail: null },
};

/** A room with its report in D1 (the room records its results there). */
async function newRoom(profiles: StartProfile[]) {
  const reportId = await insertReport({ visitorId: "room-tests" }, { status: "queued" });
  return {
    reportId,
    room: env.REPORT_ROOM.getByName(reportId),
    input: { reportId, subject: "Emily Carter", profiles },
  };
}

const deliver = (room: DurableObjectStub<ReportRoom>, profileId: string, data: LoadedProfile) =>
  room.deliver({ version: 1, source: "ig", profileId, image: null, pictures: [], data });

/** Runs the room's alarm (finishing, watchdog) until the report ends. */
async function settle(room: DurableObjectStub<ReportRoom>) {
  for (let i = 0; i < 50; i++) {
    const check = await room.check();
    if (check?.status === "completed" || check?.status === "failed") return check;
    await runDurableObjectAlarm(room);
  }
  throw new Error("the room did not finish");
}

describe("ReportRoom: the generation state machine", () => {
  it("goes queued → scraping → analysing → summarising → completed as profiles arrive", async () => {
    const { room, input } = await newRoom([fred("a"), fred("b")]);
    expect(await room.start(input)).toBe("queued");
    const stream = (await room.fetch("http://room/sse")).body?.getReader();
    if (!stream) throw new Error("no stream");
    expect(await room.check()).toEqual({
      status: "queued",
      progress: { done: 0, total: 2 },
      sources: { ig: "queued" },
    });

    await deliver(room, "a", await emily());
    expect(await room.check()).toMatchObject({ status: "scraping", progress: { done: 1, total: 2 } });
    await deliver(room, "b", missing);
    const done = await settle(room);
    expect(done).toMatchObject({
      status: "completed",
      progress: { done: 2, total: 2 },
      sources: { ig: "analysed" },
    });

    const text = await readUntil(stream, "event: done");
    expect(statuses(text)).toEqual([
      "queued",
      "scraping",
      "scraping",
      "analysing",
      "summarising",
      "completed",
    ]);
    expect(text).toContain('"id":"b","username":"flaky.fred"');
    expect(text).toMatch(/event: interests\ndata: \{"source":"ig","interests":\[[^\n]*"id":"fitness-health"/);
    expect(text).not.toMatch(/"redzone":true/);
    expect(text).toMatch(
      /event: summary\ndata: \{"chunk":"This report reviews the public Instagram profile of Emily Carter\. "\}/,
    );
    expect(await room.summary()).toMatch(/^This report reviews/);
  });

  it("keeps a shared post's author on its evidence, so it never reads as the subject's own words", async () => {
    const { room, input } = await newRoom([fred("a")]);
    await room.start(input);
    const data = await emily();
    const shared = {
      id: "shared-1",
      text: "Marathon training: long run and trail running today #running",
      created: 1_700_000_000_000,
      link: "https://x.com/i/status/1",
      shared: { username: "trailrunnersclub" },
    };
    await deliver(room, "a", { ...data, posts: { ...data.posts, items: [...data.posts.items, shared] } });
    await settle(room);
    const posts = (await room.evidence("ig", "fitness-health", 0, 100))?.items.filter(
      (i) => i.kind === "post",
    );
    expect(posts?.find((p) => p.id === "shared-1")).toMatchObject({
      shared: { username: "trailrunnersclub" },
    });
    expect(posts?.filter((p) => "shared" in p)).toHaveLength(1);
  });

  it("starts once: a second start answers the current status and sends nothing", async () => {
    const { room, input } = await newRoom([fred("a")]);
    expect(await room.start(input)).toBe("queued");
    await deliver(room, "a", await emily());
    expect(await room.start(input)).toBe("scraping");
    expect((await room.check())?.progress).toEqual({ done: 1, total: 1 });
  });

  it("counts a duplicated delivery once", async () => {
    const { room, input } = await newRoom([fred("a"), fred("b")]);
    await room.start(input);
    const data = await emily();
    await deliver(room, "a", data);
    await deliver(room, "a", data);
    expect((await room.check())?.progress).toEqual({ done: 1, total: 2 });
    await deliver(room, "b", missing);
    await settle(room);
    const once = await newRoom([fred("a")]);
    await once.room.start(once.input);
    await deliver(once.room, "a", data);
    await settle(once.room);
    const evidence = (r: DurableObjectStub<ReportRoom>) => r.evidence("ig", "fitness-health", 0, 100);
    expect((await evidence(room))?.interest).toEqual((await evidence(once.room))?.interest);
  });

  it("survives an eviction mid-generation and resumes from storage", async () => {
    const { room, input } = await newRoom([fred("a"), fred("b")]);
    await room.start(input);
    await deliver(room, "a", await emily());
    await evictDurableObject(room);
    const again = env.REPORT_ROOM.getByName(input.reportId);
    expect((await again.check())?.progress).toEqual({ done: 1, total: 2 });
    await deliver(again, "b", missing);
    expect(await settle(again)).toMatchObject({ status: "completed" });
    expect((await again.evidence("ig", "fitness-health", 0, 5))?.items.length).toBeGreaterThan(0);
  });

  it("resumes an analysis cut short by an eviction", async () => {
    const { room, input } = await newRoom([fred("a")]);
    await room.start(input);
    await deliver(room, "a", await emily());
    // As if the object was evicted halfway through finishing: storage says analysing, nothing else ran.
    await runInDurableObject(room, (_instance: ReportRoom, state) => {
      const stored = readState(state.storage.sql);
      if (stored) writeState(state.storage.sql, { ...stored, status: "analysing" });
    });
    await evictDurableObject(room);
    const again = env.REPORT_ROOM.getByName(input.reportId);
    expect(await settle(again)).toMatchObject({ status: "completed", sources: { ig: "analysed" } });
    expect(await again.summary()).toMatch(/Emily Carter/);
  });

  it("ends a report past its deadline: what never arrived is unloaded (a lost message)", async () => {
    const { room, input } = await newRoom([fred("a"), fred("lost")]);
    await room.start(input);
    await deliver(room, "a", await emily());
    await runInDurableObject(room, (_instance: ReportRoom, state) => {
      const stored = readState(state.storage.sql);
      if (stored) writeState(state.storage.sql, { ...stored, deadline: Date.now() - 1 });
    });
    await runDurableObjectAlarm(room);
    expect(await settle(room)).toMatchObject({ status: "completed", progress: { done: 2, total: 2 } });
    const res = await room.fetch("http://room/sse");
    expect(await res.text()).toContain(
      '"id":"lost","username":"flaky.fred","fullname":"flaky.fred","image":null,"link":"","count":null,"status":"failed","badReason":"unloaded"',
    );
  });

  it("completes with no profile at all (everything gone): the summary says so", async () => {
    const { room, input } = await newRoom([fred("a")]);
    await room.start(input);
    await room.giveUp(1, "ig", "a");
    expect(await settle(room)).toMatchObject({ status: "completed", sources: { ig: "unloaded" } });
    expect(await room.summary()).toBe(
      "No public profile of Emily Carter could be analysed, so this report has no findings.",
    );
  });

  it("ignores a delivery of an earlier generation", async () => {
    const { room, input } = await newRoom([fred("a")]);
    await room.start(input);
    await room.deliver({
      version: 7,
      source: "ig",
      profileId: "a",
      image: null,
      pictures: [],
      data: missing,
    });
    expect((await room.check())?.progress).toEqual({ done: 0, total: 1 });
  });
});

describe("ReportRoom: SSE", () => {
  it("fans each event out to every open stream, in the SSE wire format", async () => {
    const { room, input } = await newRoom([fred("a")]);
    await room.start(input);
    const readers = await Promise.all(
      [1, 2, 3].map(async () => (await room.fetch("http://room/sse")).body?.getReader()),
    );
    await deliver(room, "a", missing);
    const expected = 'event: status\ndata: {"status":"scraping","progress":{"done":1,"total":1}}\n\n';
    for (const reader of readers) {
      if (!reader) throw new Error("no stream");
      expect(await readUntil(reader, expected)).toContain(expected);
      await reader.cancel();
    }
  });

  it(`serves at most ${MAX_STREAMS_PER_REPORT} streams per report (429 over it), and frees a closed one`, async () => {
    const { room, input } = await newRoom([fred("a")]);
    await room.start(input);
    const open = (client: string, signal?: AbortSignal) =>
      room.fetch(new Request(`http://room/sse?client=${client}`, { signal }));
    const first = new AbortController();
    // Each response is kept: a stream nobody holds is cancelled, and the room drops it.
    const held = await open("client-0", first.signal);
    expect(held.status).toBe(200);
    const clients = Array.from(
      { length: MAX_STREAMS_PER_REPORT - 1 },
      (_, i) => `client-${Math.floor((i + 1) / MAX_STREAMS_PER_CLIENT)}`,
    );
    const streams = await Promise.all(clients.map((client) => open(client)));
    expect(streams.every((res) => res.status === 200)).toBe(true);
    expect((await open("someone-new")).status).toBe(429);
    first.abort();
    await expect.poll(async () => (await open("someone-new")).status).toBe(200);
    // The development probe (no client) is not capped.
    expect((await room.fetch("http://room/sse")).status).toBe(200);
  });

  it("gives a late subscriber a compact snapshot, then live events", async () => {
    const { room, input } = await newRoom([fred("a"), fred("b")]);
    await room.start(input);
    await deliver(room, "a", await emily());
    const reader = (await room.fetch("http://room/sse")).body?.getReader();
    if (!reader) throw new Error("no stream");
    const snapshot = await readUntil(reader, "event: source");
    expect(snapshot.startsWith("retry: 3000\n\nevent: status\n")).toBe(true);
    expect(snapshot).toContain('"id":"a","username":"flaky.fred","fullname":"Emily Carter"');
    expect(snapshot).toContain('"status":"loaded"');
    expect(snapshot).toContain('"id":"b","username":"flaky.fred"');
    expect(snapshot).toContain(
      'event: source\ndata: {"source":"ig","status":"scraping","progress":{"done":1,"total":2}}',
    );
    await deliver(room, "b", missing);
    await settle(room);
    const live = await readUntil(reader, "event: done");
    expect(statuses(live)).toContain("completed");
    expect((await reader.read()).done).toBe(true);
  });

  it("gives a subscriber of a completed report its state in one go, the summary as one reset event, then done", async () => {
    const { room, input } = await newRoom([fred("a")]);
    await room.start(input);
    await deliver(room, "a", await emily());
    await settle(room);
    const text = await (await room.fetch("http://room/sse")).text();
    expect(statuses(text)).toEqual(["completed"]);
    expect(text.match(/event: summary/g)).toHaveLength(1);
    expect(text).toMatch(/event: summary\ndata: \{"chunk":"This report reviews[^"]+","reset":true\}/);
    expect(text.trimEnd().endsWith("}")).toBe(true);
    expect(text).toMatch(/event: done\ndata: \{"tracked":\d+\}\n\n$/);
  });
});
