import { env } from "cloudflare:workers";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { ScrapeMessage } from "../worker/contracts/scrape-schema";
import { subscriptions } from "../worker/db/schema";
import { handleScrapeBatch, SCRAPE_DLQ } from "../worker/queues/scrape";
import { db, signUp } from "./accounts";
import { inD1, roomOf, settle, simulatedPeople, TestQueue, withRoomBindings } from "./faults";
import { deliverBatch } from "./queues";
import { confirmedReport } from "./reports";

/**
 * Issue 21: the queue delivering at least once. Every job twice in its batch, every acknowledged
 * job again, and late copies after the report completed (a retry, a dead letter): the report
 * counts each profile once, matches the same report generated without them, and a subscriber's
 * quota is taken once.
 */

async function reportsUsed(userId: string): Promise<number> {
  const row = await db().query.subscriptions.findFirst({ where: eq(subscriptions.userId, userId) });
  return row?.reportsUsed ?? -1;
}

/** The report's friends and what they share (pictures are copied per report). */
async function friendsOf(reportId: string) {
  const { items } = await roomOf(reportId).friends("ig", 0, 100);
  return items.map(({ id, username, common }) => ({ id, username, common }));
}

describe("queue messages redelivered and duplicated", () => {
  it("counts nothing twice: the report equals one generated without them, and the quota is taken once", async () => {
    const { client, id: userId } = await signUp({ subscribed: true });
    const [person = []] = simulatedPeople(20, 1);
    const queue = new TestQueue();
    const reference = await confirmedReport(client, person);
    const id = await confirmedReport(client, person);
    for (const report of [reference, id]) {
      await withRoomBindings(report, { SCRAPE_QUEUE: queue.binding });
      expect((await client.post("/api/v1/generate", { id: report })).status).toBe(202);
    }
    const jobs = queue.log as ScrapeMessage[];
    const theirs = jobs.filter((job) => job.reportId === id);
    expect(theirs).toHaveLength(2);

    await queue.deliver(env, { limit: 2 });
    await queue.drain(env, { duplicate: true, redeliver: true });
    // The reference's two jobs; then each of ours twice at once, and each of those again once acknowledged.
    expect(queue.acked).toBe(2 + 2 * 2 * 2);
    for (const report of [reference, id]) await settle(report);

    const check = await roomOf(id).check();
    expect(check).toMatchObject({ status: "completed", progress: { done: 2, total: 2 } });
    const expected = await inD1(reference);
    expect(await inD1(id)).toEqual(expected);
    expect(await friendsOf(id)).toEqual(await friendsOf(reference));
    expect((await roomOf(id).history()).items).toHaveLength(1);

    expect((await client.get(`/api/v1/report/${id}`)).status).toBe(200);
    expect(await reportsUsed(userId)).toBe(1);

    // Late copies: retried jobs and a dead letter of a job that was delivered long ago.
    for (const job of theirs) queue.again(job, 3);
    await queue.drain(env);
    await deliverBatch(SCRAPE_DLQ, [{ id: `late-${id}`, attempts: 7, body: theirs[0] }], (batch) =>
      handleScrapeBatch(batch, env),
    );
    expect(await roomOf(id).check()).toEqual(check);
    expect(await inD1(id)).toEqual(expected);
    expect((await roomOf(id).history()).items).toHaveLength(1);
    expect((await client.get(`/api/v1/report/${id}`)).status).toBe(200);
    expect(await reportsUsed(userId)).toBe(1);
  }, 60_000);
});
