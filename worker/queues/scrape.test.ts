import { runInDurableObject } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { db, insertReport } from "../../test/accounts";
import { deliverBatch } from "../../test/queues";
import { fileOptOut } from "../../test/reports";
import type { ScrapeMessage } from "../contracts/scrape-schema";
import type { Source } from "../contracts/sources";
import { failedJobs } from "../db/schema";
import type { StartProfile } from "../durable/report-room";
import { generationPolicy } from "../generation/policy";
import { pictureKey } from "../images/store";
import worker from "../index";
import { entityId } from "../simulator/accounts";
import { inProcessTransport } from "../simulator/in-process";
import { createConnector } from "../sources/index";
import { SCRAPE_DLQ, SCRAPE_QUEUE } from "./scrape";

const policy = generationPolicy("test");

/** A report whose room has started with these profiles (its own queue messages run too). */
async function startedReport(profiles: StartProfile[]) {
  const reportId = await insertReport({ visitorId: "queue-tests" }, { status: "queued" });
  const room = env.REPORT_ROOM.getByName(reportId);
  await room.start({ reportId, subject: "Test Person", profiles });
  return { reportId, room };
}

function job(reportId: string, source: Source, profileId: string, username: string): ScrapeMessage {
  return { type: "scrape", reportId, version: 1, source, profileId, username };
}

/** Runs one batch through the Worker's queue handler. */
async function deliver(queue: string, messages: { id: string; attempts: number; body: unknown }[]) {
  const { result, delays } = await deliverBatch(queue, messages, (batch) => worker.queue(batch, env));
  return { ...result, delays };
}

/** Flaky Fred's Instagram fails every request (500 or 429 with Retry-After: 1). */
const FRED = { source: "ig" as const, profileId: "flaky-fred", username: "flaky.fred" };

describe("scrape queue", () => {
  it("loads a profile and hands it to the report's room", async () => {
    const { reportId, room } = await startedReport([
      { source: "ig", profileId: "tq-zoe", username: "zero.follows" },
    ]);
    const result = await deliver(SCRAPE_QUEUE, [
      { id: "m-zoe", attempts: 1, body: job(reportId, "ig", "tq-zoe", "zero.follows") },
    ]);
    expect(result.explicitAcks).toEqual(["m-zoe"]);
    const check = await room.check();
    expect(check?.progress).toEqual({ done: 1, total: 1 });
  });

  it("retries a failing network with exponential back-off, never sooner than Retry-After", async () => {
    const { reportId } = await startedReport([FRED]);
    const delays: (number | undefined)[] = [];
    for (const attempts of [1, 2, 3]) {
      const id = `m-fred-${attempts}`;
      const result = await deliver(SCRAPE_QUEUE, [
        { id, attempts, body: job(reportId, "ig", FRED.profileId, FRED.username) },
      ]);
      expect(result.explicitAcks).toEqual([]);
      expect(result.retryMessages).toHaveLength(1);
      delays.push(...result.delays);
    }
    expect(delays).toEqual([1, 2, 4]);
  });

  it("gives a profile up after its last attempt: it ends unloaded and the report completes", async () => {
    const { reportId, room } = await startedReport([FRED]);
    const result = await deliver(SCRAPE_QUEUE, [
      {
        id: "m-last",
        attempts: policy.maxAttempts,
        body: job(reportId, "ig", FRED.profileId, FRED.username),
      },
    ]);
    expect(result.explicitAcks).toEqual(["m-last"]);
    await expect.poll(async () => (await room.check())?.status, { timeout: 10_000 }).toBe("completed");
    expect(await room.check()).toMatchObject({
      sources: { ig: "unloaded" },
      progress: { done: 1, total: 1 },
    });
  });

  it("records a dead-lettered job in D1 and ends its profile unloaded", async () => {
    const { reportId, room } = await startedReport([FRED]);
    const id = `dlq-${crypto.randomUUID()}`;
    const body = job(reportId, "ig", FRED.profileId, FRED.username);
    const result = await deliver(SCRAPE_DLQ, [{ id, attempts: 7, body }]);
    expect(result.explicitAcks).toEqual([id]);
    const [row] = await db().select().from(failedJobs).where(eq(failedJobs.id, id));
    expect(row).toMatchObject({ id, queue: SCRAPE_DLQ, attempts: 7, body: JSON.stringify(body) });
    await expect.poll(async () => (await room.check())?.status, { timeout: 10_000 }).toBe("completed");
  });

  it("records a dead-lettered page of an opt-out's fan-out", async () => {
    const id = `dlq-${crypto.randomUUID()}`;
    const body = {
      type: "forget",
      profiles: [{ source: "ig", username: "nobody.gone", profileId: null }],
      after: null,
    };
    const result = await deliver(SCRAPE_DLQ, [{ id, attempts: 7, body }]);
    expect(result.explicitAcks).toEqual([id]);
    const [row] = await db().select().from(failedJobs).where(eq(failedJobs.id, id));
    expect(row).toMatchObject({ queue: SCRAPE_DLQ, body: JSON.stringify(body) });
  });

  it("records and acknowledges a malformed message instead of retrying it forever", async () => {
    const id = `bad-${crypto.randomUUID()}`;
    const result = await deliver(SCRAPE_QUEUE, [{ id, attempts: 1, body: { type: "scrape", reportId: 42 } }]);
    expect(result.explicitAcks).toEqual([id]);
    expect(result.retryMessages).toEqual([]);
    const [row] = await db().select().from(failedJobs).where(eq(failedJobs.id, id));
    expect(row).toMatchObject({ queue: SCRAPE_QUEUE, body: '{"type":"scrape","reportId":42}' });
  });

  it("changes nothing twice for a duplicated or redelivered message", async () => {
    const profile = { source: "ig" as const, profileId: "tq-emily", username: "emily.carter" };
    const { reportId, room } = await startedReport([profile, FRED]);
    const body = job(reportId, "ig", profile.profileId, profile.username);
    const twice = await deliver(SCRAPE_QUEUE, [
      { id: "dup-1", attempts: 1, body },
      { id: "dup-2", attempts: 1, body },
    ]);
    expect(twice.explicitAcks.sort()).toEqual(["dup-1", "dup-2"]);
    const again = await deliver(SCRAPE_QUEUE, [{ id: "dup-3", attempts: 2, body }]);
    expect(again.explicitAcks).toEqual(["dup-3"]);
    expect((await room.check())?.progress).toEqual({ done: 1, total: 2 });
  });

  it("never loads a profile opted out after the report was confirmed: it ends optOut", async () => {
    const profile = { source: "ig" as const, profileId: "tq-olivia", username: "olivia.optout" };
    const { reportId, room } = await startedReport([profile]);
    await fileOptOut([{ source: "ig", username: "olivia.optout" }]);
    await deliver(SCRAPE_QUEUE, [
      { id: "m-olivia", attempts: 1, body: job(reportId, "ig", profile.profileId, profile.username) },
    ]);
    await expect.poll(async () => (await room.check())?.status, { timeout: 10_000 }).toBe("completed");
    const events = await (await room.fetch("http://room/sse")).text();
    expect(events).toContain(
      '"id":"tq-olivia","username":"olivia.optout","fullname":"olivia.optout","image":null',
    );
    expect(events).toContain('"badReason":"optOut"');
    expect(events).not.toContain("Seattle");
  });
});

/** Peter Robinson (simulator cluster 25, no other test): friends with Mason Mendoza and Dennis Castillo. */
const PETER = {
  source: "ig" as const,
  profileId: entityId("ig", { kind: "person", index: 1032 }),
  username: "peter.robinson.355",
};

/** The accounts the report's room stored (every list), by username. */
async function storedUsernames(reportId: string): Promise<string[]> {
  return runInDurableObject(env.REPORT_ROOM.getByName(reportId), (_room, state) =>
    state.storage.sql
      .exec<{ body: string }>("SELECT body FROM items WHERE section != 'post'")
      .toArray()
      .map((row) => (JSON.parse(row.body) as { username: string }).username),
  );
}

/** Where generation copies a person's picture for this report. */
async function copiedPictureOf(reportId: string, username: string): Promise<string> {
  const found = await createConnector("ig", inProcessTransport()).findByUsername(username);
  if (found.kind !== "found" || !found.profile.image) throw new Error(`no picture for ${username}`);
  return pictureKey(found.profile.image, reportId);
}

describe("scrape queue: people who opted out", () => {
  it("drops opted-out followed accounts and followers before storing them, and copies none of their pictures", async () => {
    // Mason by his handle; Dennis by his network id alone (filed under a handle he had before).
    await fileOptOut([
      { source: "ig", username: "MASON_MENDOZA" },
      { source: "ig", username: "dennis.old", profileId: entityId("ig", { kind: "person", index: 1052 }) },
    ]);
    const { reportId, room } = await startedReport([PETER]);
    await deliver(SCRAPE_QUEUE, [
      { id: "m-peter", attempts: 1, body: job(reportId, "ig", PETER.profileId, PETER.username) },
    ]);
    await expect.poll(async () => (await room.check())?.status, { timeout: 10_000 }).toBe("completed");
    const stored = await storedUsernames(reportId);
    expect(stored).toContain("ethan.patterson");
    expect(stored).not.toContain("mason_mendoza");
    expect(stored).not.toContain("dennis.castillo.05");
    expect(await env.IMAGES_BUCKET.head(await copiedPictureOf(reportId, "ethan.patterson"))).not.toBeNull();
    expect(await env.IMAGES_BUCKET.head(await copiedPictureOf(reportId, "mason_mendoza"))).toBeNull();
    expect(await env.IMAGES_BUCKET.head(await copiedPictureOf(reportId, "dennis.castillo.05"))).toBeNull();
    expect((await room.friends("ig", 0, 100)).items.map((f) => f.username)).not.toContain("mason_mendoza");
  });

  it("keeps out the people of an opt-out that reached the room before the job's data, and deletes their pictures", async () => {
    // The fan-out reached the room first; the job read D1 before the opt-out was filed there.
    const reportId = await insertReport({ visitorId: "queue-tests" }, { status: "queued" });
    const room = env.REPORT_ROOM.getByName(reportId);
    await room.forgetPeople([{ source: "ig", username: "mason_mendoza", profileId: null }]);
    // Its own scrape message, through the queue.
    await room.start({ reportId, subject: "Peter Robinson", profiles: [PETER] });
    await expect.poll(async () => (await room.check())?.status, { timeout: 10_000 }).toBe("completed");
    const stored = await storedUsernames(reportId);
    expect(stored).toContain("dennis.castillo.05");
    expect(stored).not.toContain("mason_mendoza");
    expect(await env.IMAGES_BUCKET.head(await copiedPictureOf(reportId, "mason_mendoza"))).toBeNull();
    expect(
      await env.IMAGES_BUCKET.head(await copiedPictureOf(reportId, "dennis.castillo.05")),
    ).not.toBeNull();
  });
});
