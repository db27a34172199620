import { env } from "cloudflare:workers";
import { eq, inArray } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { db, insertReport, markUnlocked, signUp } from "../../test/accounts";
import { deliverBatch } from "../../test/queues";
import { failedJobs, watches } from "../db/schema";
import { MAX_RESCREENS_PER_RUN, RESCREEN_RETRY_MS, RESCREEN_WINDOW_SECONDS } from "../domain/watch-schedule";
import { handleScrapeBatch, SCRAPE_DLQ } from "../queues/scrape";
import { queueDueRescreens } from "./schedule";

const MINUTE = 60_000;
const DAY = 1440 * MINUTE;

/** A scrape queue that keeps what it is sent, with the delays asked; `refuse` makes sends fail. */
function recordingQueue() {
  const sent: { body: unknown; delaySeconds?: number }[] = [];
  const queue = { sent, refuse: false };
  const binding = {
    sendBatch: async (messages: Iterable<MessageSendRequest>) => {
      if (queue.refuse) throw new Error("Queue send failed (injected)");
      sent.push(...[...messages].map(({ body, delaySeconds }) => ({ body, delaySeconds })));
    },
  } as unknown as Queue;
  return { queue, env: { ...env, SCRAPE_QUEUE: binding } };
}

/**
 * A subscriber's watched reports, due `overdue` minutes before `at` (the first longest): the
 * runs below happen years back (each test its own year), so no other watch is due then.
 */
async function dueWatches(count: number, at: Date) {
  const owner = await signUp({ subscribed: true });
  const ids: string[] = [];
  for (let i = 0; i < count; i++) {
    const id = await insertReport({ userId: owner.id });
    await markUnlocked(id, owner.id);
    await db()
      .insert(watches)
      .values({
        reportId: id,
        userId: owner.id,
        every: "week",
        nextCheck: new Date(at.getTime() - (count - i) * MINUTE),
        origin: "http://app.example.test",
        created: new Date(at.getTime() - 8 * DAY),
      });
    ids.push(id);
  }
  return { owner, ids };
}

const nextChecks = async (ids: string[]) =>
  new Map(
    (await db().select().from(watches).where(inArray(watches.reportId, ids))).map((w) => [
      w.reportId,
      w.nextCheck.getTime(),
    ]),
  );

describe("the monitoring cron", () => {
  it("queues the due watches only, longest waiting first, spread over the window and bounded per run", async () => {
    const at = new Date(Date.now() - 365 * DAY);
    const { ids } = await dueWatches(MAX_RESCREENS_PER_RUN + 5, at);
    const { owner } = await dueWatches(0, at);
    const future = await insertReport({ userId: owner.id });
    await db()
      .insert(watches)
      .values({
        reportId: future,
        userId: owner.id,
        every: "month",
        nextCheck: new Date(at.getTime() + MINUTE),
        origin: "",
        created: at,
      });

    const first = recordingQueue();
    expect(await queueDueRescreens(first.env, db(), at)).toEqual({
      ended: expect.any(Number),
      queued: MAX_RESCREENS_PER_RUN,
    });
    expect(first.queue.sent.map((m) => m.body)).toEqual(
      ids.slice(0, MAX_RESCREENS_PER_RUN).map((reportId) => ({ type: "rescreen", reportId })),
    );
    const delays = first.queue.sent.map((m) => m.delaySeconds ?? 0);
    expect(delays[0]).toBe(0);
    expect(new Set(delays).size).toBe(MAX_RESCREENS_PER_RUN);
    expect(Math.max(...delays)).toBeLessThan(RESCREEN_WINDOW_SECONDS);
    const checks = await nextChecks(ids);
    for (const id of ids.slice(0, MAX_RESCREENS_PER_RUN)) expect(checks.get(id)).toBe(at.getTime() + 7 * DAY);

    // The next run takes the rest, then nothing is due; the future watch is never taken.
    const second = recordingQueue();
    expect((await queueDueRescreens(second.env, db(), at)).queued).toBe(5);
    expect(second.queue.sent.map((m) => (m.body as { reportId: string }).reportId)).toEqual(
      ids.slice(MAX_RESCREENS_PER_RUN),
    );
    const third = recordingQueue();
    expect((await queueDueRescreens(third.env, db(), at)).queued).toBe(0);
    const [kept] = await db().select().from(watches).where(eq(watches.reportId, future));
    expect(kept?.nextCheck.getTime()).toBe(at.getTime() + MINUTE);
  });

  it("leaves the watches due when the queue refuses the batch, for the next run", async () => {
    const at = new Date(Date.now() - 700 * DAY);
    const { ids } = await dueWatches(3, at);
    const refused = recordingQueue();
    refused.queue.refuse = true;
    await expect(queueDueRescreens(refused.env, db(), at)).rejects.toThrow(/injected/);
    for (const next of (await nextChecks(ids)).values()) expect(next).toBeLessThanOrEqual(at.getTime());
    const retried = recordingQueue();
    expect((await queueDueRescreens(retried.env, db(), at)).queued).toBe(3);
  });

  it("a re-screen that could not start past the queue's retries is due again in a few hours, and recorded", async () => {
    const at = new Date();
    const { ids } = await dueWatches(1, new Date(at.getTime() + 30 * DAY));
    const [id = ""] = ids;
    const body = { type: "rescreen", reportId: id };
    await deliverBatch(SCRAPE_DLQ, [{ id: `dead-${id}`, attempts: 7, body }], (batch) =>
      handleScrapeBatch(batch, env),
    );
    const [watch] = await db().select().from(watches).where(eq(watches.reportId, id));
    expect(watch?.nextCheck.getTime()).toBeGreaterThan(Date.now() + RESCREEN_RETRY_MS - MINUTE);
    expect(watch?.nextCheck.getTime()).toBeLessThanOrEqual(Date.now() + RESCREEN_RETRY_MS);
    const failed = await db().select().from(failedJobs).where(eq(failedJobs.queue, SCRAPE_DLQ));
    expect(failed.some((job) => job.body === JSON.stringify(body))).toBe(true);
  });
});
