import { runDurableObjectAlarm, runInDurableObject } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import type { ReportRoom } from "../worker/durable/report-room";
import { readState } from "../worker/durable/room-store";
import { signUp } from "./accounts";
import {
  D1Fault,
  inD1,
  roomOf,
  settle,
  simulatedPeople,
  streamedEvents,
  TestQueue,
  withRoomBindings,
  writesTo,
} from "./faults";
import { confirmedReport } from "./reports";

/**
 * Issue 21: D1 refusing a write. The room tries again (a finish up to MAX_FINISH_FAILURES times,
 * D1's copy until it is written), so no row is lost or written twice, and a report that fails
 * can be tried again.
 */

const people = simulatedPeople(40, 7);

/** A confirmed report whose room queues on `queue` and writes D1 through `fault`. */
async function generating(person: number, queue: TestQueue, fault: D1Fault) {
  const { client } = await signUp();
  const id = await confirmedReport(client, people[person] ?? []);
  await withRoomBindings(id, { SCRAPE_QUEUE: queue.binding, DB: fault.binding() });
  return { client, id };
}

const unsynced = (id: string) =>
  runInDurableObject(roomOf(id), (_room: ReportRoom, state) => readState(state.storage.sql)?.unsynced);

describe("D1 errors on a write", () => {
  it("finishes on the next try when saving the results fails once; each row is written once", async () => {
    const queue = new TestQueue();
    const fault = new D1Fault(writesTo("report_sources"));
    const { client, id } = await generating(0, queue, fault);
    expect((await client.post("/api/v1/generate", { id })).status).toBe(202);
    await queue.drain(env);

    await runDurableObjectAlarm(roomOf(id));
    expect(fault.failed).toBe(1);
    expect(await roomOf(id).check()).toMatchObject({ status: "summarising" });
    expect((await inD1(id)).sources).toEqual([]);
    expect(await settle(id)).toMatchObject({ status: "completed" });
    expect(await inD1(id)).toMatchObject({ status: "completed", sources: ["ig", "tw"] });
    expect((await roomOf(id).history()).items).toHaveLength(1);
  });

  it("keeps a delivery whose status copy D1 refused: nothing is retried, and the report finishes at once", async () => {
    const queue = new TestQueue();
    const fault = new D1Fault((sql) => /^update "reports" set "status"/.test(sql));
    const { client, id } = await generating(1, queue, fault);
    expect((await client.post("/api/v1/generate", { id })).status).toBe(202);
    await queue.drain(env);
    expect(fault.failed).toBe(1);
    expect(queue.delays).toEqual([]);
    expect(await settle(id)).toMatchObject({ status: "completed", progress: { done: 2, total: 2 } });
    expect(await inD1(id)).toMatchObject({ status: "completed", sources: ["ig", "tw"] });
  });

  it("fails the report when D1 refuses every write, records it once D1 is back, and trying again completes it", async () => {
    const queue = new TestQueue();
    const fault = new D1Fault(
      writesTo("reports", "report_sources", "report_profiles"),
      Number.POSITIVE_INFINITY,
    );
    const { client, id } = await generating(2, queue, fault);
    expect((await client.post("/api/v1/generate", { id })).status).toBe(202);
    await queue.drain(env);

    expect(await settle(id)).toMatchObject({ status: "failed" });
    // The room knows; D1's copy waits for D1.
    expect((await inD1(id)).status).toBe("queued");
    expect(await unsynced(id)).toBe(true);
    fault.heal();
    await runDurableObjectAlarm(roomOf(id));
    expect((await inD1(id)).status).toBe("failed");
    expect(await unsynced(id)).toBe(false);

    expect((await client.post(`/api/v1/report/${id}/refresh`)).status).toBe(202);
    await queue.drain(env);
    expect(await settle(id)).toMatchObject({ status: "completed" });
    expect(await inD1(id)).toMatchObject({ status: "completed", sources: ["ig", "tw"] });
    expect((await roomOf(id).history()).items).toHaveLength(1);
  });

  it("writes a refused copy again later each time, never in a tight loop", async () => {
    const queue = new TestQueue();
    const fault = new D1Fault(
      writesTo("reports", "report_sources", "report_profiles"),
      Number.POSITIVE_INFINITY,
    );
    const { client, id } = await generating(6, queue, fault);
    expect((await client.post("/api/v1/generate", { id })).status).toBe(202);
    await queue.drain(env);
    expect(await settle(id)).toMatchObject({ status: "failed" });
    const waits: number[] = [];
    for (let i = 0; i < 4; i++) {
      await runDurableObjectAlarm(roomOf(id));
      const at = await runInDurableObject(roomOf(id), (_room: ReportRoom, state) => state.storage.getAlarm());
      waits.push((at ?? 0) - Date.now());
    }
    expect(await unsynced(id)).toBe(true);
    // Each wait at least as long as the one before, and soon far longer than the 2-second retry.
    for (let i = 1; i < waits.length; i++)
      expect(waits[i]).toBeGreaterThanOrEqual((waits[i - 1] ?? 0) - 1_000);
    expect(waits.at(-1)).toBeGreaterThan(60_000);
    fault.heal();
    await runDurableObjectAlarm(roomOf(id));
    expect((await inD1(id)).status).toBe("failed");
  });

  it("answers a generate asked again while D1 still says queued with the room's status, and starts nothing", async () => {
    const queue = new TestQueue();
    const fault = new D1Fault(
      writesTo("reports", "report_sources", "report_profiles"),
      Number.POSITIVE_INFINITY,
    );
    const { client, id } = await generating(5, queue, fault);
    expect((await client.post("/api/v1/generate", { id })).status).toBe(202);
    await queue.drain(env);
    expect(await settle(id)).toMatchObject({ status: "failed" });
    expect((await inD1(id)).status).toBe("queued");
    const sent = queue.log.length;

    // API.md: calling it again starts nothing and answers 202 with the current status.
    const again = await client.post("/api/v1/generate", { id });
    expect(again.status).toBe(202);
    expect(await again.json()).toEqual({ id, status: "failed" });
    expect(await roomOf(id).check()).toMatchObject({ status: "failed" });
    expect(queue.log.length).toBe(sent);

    // Once D1 is back, asking again writes its copy; the failed report is tried again by a refresh.
    fault.heal();
    expect(await (await client.post("/api/v1/generate", { id })).json()).toEqual({ id, status: "failed" });
    expect((await inD1(id)).status).toBe("failed");
    expect(queue.log.length).toBe(sent);
  });

  it("starts a report whose claim could not be undone: asking again starts it", async () => {
    const queue = new TestQueue();
    const { client, id } = await generating(3, queue, new D1Fault(() => false));
    // The room cannot be reached, and undoing the claim fails too: D1 says queued, no room has it.
    const unreachable = {
      getByName: () => ({
        start: async () => {
          throw new Error("the room cannot be reached");
        },
      }),
    };
    client.env = {
      REPORT_ROOM: unreachable as unknown as Env["REPORT_ROOM"],
      DB: new D1Fault((sql) =>
        /^update "reports" set "status" = \? where "reports"."id" = \?$/.test(sql),
      ).binding(),
    };
    expect((await client.post("/api/v1/generate", { id })).status).toBe(500);
    expect((await inD1(id)).status).toBe("queued");
    expect(await roomOf(id).check()).toBeNull();

    client.env = null;
    expect(await (await client.post("/api/v1/generate", { id })).json()).toEqual({ id, status: "queued" });
    await queue.drain(env);
    expect(await settle(id)).toMatchObject({ status: "completed" });
    expect(await inD1(id)).toMatchObject({ status: "completed", sources: ["ig", "tw"] });
  });

  it("writes a finished report's rows again when D1 refused them after an opt-out or feedback", async () => {
    const queue = new TestQueue();
    const fault = new D1Fault(() => false);
    const { client, id } = await generating(4, queue, fault);
    expect((await client.post("/api/v1/generate", { id })).status).toBe(202);
    await queue.drain(env);
    await settle(id);
    const before = await inD1(id);
    const [friend] = (await roomOf(id).friends("ig", 0, 1)).items;
    if (!friend) throw new Error("no friend to opt out");

    // An opt-out's fan-out reaches the room while D1 refuses the rows: the page is not retried.
    const down = new D1Fault(writesTo("report_sources"));
    await withRoomBindings(id, { DB: down.binding() });
    await roomOf(id).forgetPeople([{ source: "ig", username: friend.username, profileId: friend.id }]);
    expect(down.failed).toBe(1);
    expect(await inD1(id)).toEqual(before);
    await runDurableObjectAlarm(roomOf(id));
    const forgotten = await inD1(id);
    expect(forgotten.friends).toEqual({ ...before.friends, ig: (before.friends.ig ?? 0) - 1 });

    // "Wrong classification" while D1 refuses the counts: the feedback is taken, D1 follows.
    const [interest] = forgotten.interests.ig ?? [];
    const item = interest && (await roomOf(id).evidence("ig", interest.id, 0, 1))?.items[0];
    if (!interest || !item) throw new Error("no evidence to report");
    const again = new D1Fault(writesTo("report_sources"));
    await withRoomBindings(id, { DB: again.binding() });
    expect(await roomOf(id).reportIssue("ig", interest.id, [item.id])).toMatchObject({ ok: true });
    expect(again.failed).toBe(1);
    expect(await inD1(id)).toEqual(forgotten);
    await runDurableObjectAlarm(roomOf(id));
    const shown = (await streamedEvents(client, id)).find((e) => e.type === "interests" && e.source === "ig");
    expect(shown).toMatchObject({ interests: (await inD1(id)).interests.ig });
    expect((await inD1(id)).interests.ig).not.toEqual(forgotten.interests.ig);
  });
});
