import { evictDurableObject, runDurableObjectAlarm, runInDurableObject } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import type { ReportStatus } from "../worker/domain/report-lifecycle";
import type { ReportRoom } from "../worker/durable/report-room";
import { readState, writeState } from "../worker/durable/room-store";
import { signUp } from "./accounts";
import { inD1, roomOf, settle, simulatedPeople, TestQueue, withRoomBindings } from "./faults";
import { confirmedReport } from "./reports";

/**
 * Issue 21: a room evicted mid-generation. Everything it needs is in its storage and its alarm,
 * so a new instance goes on from wherever the old one stopped, and finishes once: the same
 * results as a generation nobody interrupted, one history entry, one D1 row per network.
 */

const [person = []] = simulatedPeople(50, 1);
const [other = []] = simulatedPeople(51, 1);

/** Reports of the same person; the first is generated without interruption, for comparison. */
async function reports(count: number) {
  const { client } = await signUp();
  const queue = new TestQueue();
  const ids: string[] = [];
  for (let i = 0; i < count; i++) {
    const id = await confirmedReport(client, person);
    await withRoomBindings(id, { SCRAPE_QUEUE: queue.binding });
    expect((await client.post("/api/v1/generate", { id })).status).toBe(202);
    ids.push(id);
  }
  const [reference = ""] = ids;
  await queue.deliver(env, { limit: 2 });
  await settle(reference);
  return { client, queue, reference, ids: ids.slice(1) };
}

/**
 * As if the object stopped in its finishing alarm: storage says `status` (and the `summary` so
 * far), and the alarm is run again, as the runtime runs again an alarm that did not end.
 */
async function cutShort(id: string, status: ReportStatus, summary = "") {
  await runInDurableObject(roomOf(id), async (_room: ReportRoom, state) => {
    const stored = readState(state.storage.sql);
    if (stored) writeState(state.storage.sql, { ...stored, status, summary });
    await state.storage.setAlarm(Date.now());
  });
  await evictDurableObject(roomOf(id));
}

describe("a room evicted mid-generation", () => {
  it("resumes from storage after each eviction, from queued to done, and finishes once", async () => {
    const { queue, reference, ids } = await reports(2);
    const [id = ""] = ids;
    await evictDurableObject(roomOf(id));
    await queue.deliver(env, { limit: 1 });
    await evictDurableObject(roomOf(id));
    expect(await roomOf(id).check()).toMatchObject({ status: "scraping", progress: { done: 1, total: 2 } });
    await queue.deliver(env);
    // The last profile set the alarm to finish now; the object goes before it rings.
    await evictDurableObject(roomOf(id));
    expect(await runDurableObjectAlarm(roomOf(id))).toBe(true);
    expect(await settle(id)).toMatchObject({ status: "completed", progress: { done: 2, total: 2 } });
    expect(await inD1(id)).toEqual(await inD1(reference));
    expect((await roomOf(id).history()).items).toHaveLength(1);
  }, 30_000);

  it("finishes once when cut short while analysing, halfway through the summary, or after D1 took the results", async () => {
    const { queue, reference, ids } = await reports(4);
    await queue.drain(env);
    const [analysing = "", summarising = "", saved = ""] = ids;
    await cutShort(analysing, "analysing");
    await cutShort(summarising, "summarising", "This report reviews the pub");
    // Saved to D1, then stopped before the room recorded it.
    await settle(saved);
    await cutShort(saved, "summarising", (await roomOf(saved).summary()) ?? "");

    const expected = await inD1(reference);
    const summary = await roomOf(reference).summary();
    for (const id of ids) {
      expect(await settle(id)).toMatchObject({ status: "completed" });
      expect(await inD1(id)).toEqual(expected);
      expect(await roomOf(id).summary()).toBe(summary);
      expect((await roomOf(id).history()).items).toHaveLength(1);
    }
  }, 30_000);

  it("queues the jobs of a room evicted before they were sent, and the report completes", async () => {
    const { client } = await signUp();
    const queue = new TestQueue();
    const id = await confirmedReport(client, other);
    await withRoomBindings(id, { SCRAPE_QUEUE: queue.binding });
    // The jobs never reach the queue (the object stopped first, as far as the room can tell).
    queue.refuse = 1;
    expect((await client.post("/api/v1/generate", { id })).status).toBe(202);
    await evictDurableObject(roomOf(id));
    // The new instance has the real queue: its consumer loads the profiles.
    expect(await runDurableObjectAlarm(roomOf(id))).toBe(true);
    await expect
      .poll(async () => (await roomOf(id).check())?.status, { timeout: 20_000, interval: 200 })
      .toBe("completed");
    expect(await inD1(id)).toMatchObject({ status: "completed", sources: ["ig", "tw"] });
  }, 30_000);
});
