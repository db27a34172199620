import { runDurableObjectAlarm, runInDurableObject } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import type { ReportRoom } from "../worker/durable/report-room";
import { readState, writeState } from "../worker/durable/room-store";
import { signUp } from "./accounts";
import { inD1, roomOf, settle, simulatedPeople, TestQueue, withRoomBindings } from "./faults";
import { confirmedReport } from "./reports";

/** Issue 21: the scrape queue refusing a generation's jobs. Nothing is stuck, nothing is lost. */

const people = simulatedPeople(0, 3);

async function generating(person: number, queue: TestQueue) {
  const { client } = await signUp();
  const id = await confirmedReport(client, people[person] ?? []);
  await withRoomBindings(id, { SCRAPE_QUEUE: queue.binding });
  return { client, id };
}

describe("a queue that refuses a generation's scrape jobs", () => {
  it("leaves nothing stuck when the send fails once: the room sends again by itself and the report completes", async () => {
    const queue = new TestQueue();
    queue.refuse = 1;
    const { client, id } = await generating(0, queue);

    const res = await client.post("/api/v1/generate", { id });
    expect(res.status).toBe(202);
    expect(await res.json()).toEqual({ id, status: "queued" });
    expect((await inD1(id)).status).toBe("queued");
    expect(queue.size).toBe(0);

    // The alarm set before the send asks the queue again.
    await runDurableObjectAlarm(roomOf(id));
    expect(queue.size).toBe(2);
    await queue.drain(env);
    expect(await settle(id)).toMatchObject({ status: "completed", progress: { done: 2, total: 2 } });
    expect(await inD1(id)).toMatchObject({ status: "completed", sources: ["ig", "tw"] });
  });

  it("finishes at once when a send that seemed to fail went through: the jobs ran, nothing waits for the deadline", async () => {
    const queue = new TestQueue();
    queue.loseAnswers = 1;
    const { client, id } = await generating(0, queue);
    expect((await client.post("/api/v1/generate", { id })).status).toBe(202);
    expect(queue.size).toBe(2);
    await queue.drain(env);
    // One alarm (the retry the failed send set): it finds every profile in and finishes.
    await runDurableObjectAlarm(roomOf(id));
    expect(await roomOf(id).check()).toMatchObject({ status: "completed", progress: { done: 2, total: 2 } });
    expect(queue.log).toHaveLength(2);
  });

  it("sends what the queue refused when a start is asked again after its answer was lost", async () => {
    const queue = new TestQueue();
    const { client, id } = await generating(1, queue);
    // The room starts (its send refused), then the call fails on its way back: the claim is undone.
    queue.refuse = 1;
    const rooms = {
      getByName: (name: string) => {
        const room = env.REPORT_ROOM.getByName(name);
        return {
          check: () => room.check(),
          start: async (input: Parameters<ReportRoom["start"]>[0]) => {
            await room.start(input);
            throw new Error("the room's answer was lost");
          },
        };
      },
    };
    client.env = { REPORT_ROOM: rooms as unknown as Env["REPORT_ROOM"] };
    expect((await client.post("/api/v1/generate", { id })).status).toBe(500);
    expect((await inD1(id)).status).toBe("draft");

    client.env = null;
    const again = await client.post("/api/v1/generate", { id });
    expect(await again.json()).toEqual({ id, status: "queued" });
    expect(queue.size).toBe(2);
    await queue.drain(env);
    expect(await settle(id)).toMatchObject({ status: "completed" });
    expect(await inD1(id)).toMatchObject({ status: "completed", sources: ["ig", "tw"] });
  });

  it("fails the report with a clear reason when the queue stays down past the deadline; trying again completes it", async () => {
    const queue = new TestQueue();
    queue.refuse = Number.POSITIVE_INFINITY;
    const { client, id } = await generating(2, queue);
    expect((await client.post("/api/v1/generate", { id })).status).toBe(202);
    await runDurableObjectAlarm(roomOf(id));
    await runInDurableObject(roomOf(id), (_room: ReportRoom, state) => {
      const stored = readState(state.storage.sql);
      if (stored) writeState(state.storage.sql, { ...stored, deadline: Date.now() - 1 });
    });
    expect(await settle(id)).toMatchObject({ status: "failed" });
    expect((await inD1(id)).status).toBe("failed");
    const events = await (await client.get(`/api/v1/sse/${id}`)).text();
    expect(events).toContain(
      'event: error\ndata: {"message":"The report could not be generated. Please try again."}',
    );

    queue.refuse = 0;
    const retry = await client.post(`/api/v1/report/${id}/refresh`);
    expect(retry.status).toBe(202);
    await queue.drain(env);
    expect(await settle(id)).toMatchObject({ status: "completed", progress: { done: 2, total: 2 } });
    expect(await inD1(id)).toMatchObject({ status: "completed", sources: ["ig", "tw"] });
    expect((await roomOf(id).history()).items).toHaveLength(1);
  });
});
