import { createExecutionContext, createMessageBatch, getQueueResult } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createDb } from "../db/client";
import { failedJobs } from "../db/schema";
import worker from "../index";
import { retryDelaySeconds, SCRAPE_DLQ } from "./scrape";

describe("scrape queue", () => {
  it("backs off exponentially, capped at two minutes", () => {
    expect([1, 2, 3, 4, 5, 9].map(retryDelaySeconds)).toEqual([5, 10, 20, 40, 80, 120]);
  });

  it("records every dead-lettered job in D1 before acknowledging it", async () => {
    const id = `job-${crypto.randomUUID()}`;
    const body = { type: "scrape", reportId: "r1", source: "ig", profileId: "123" };
    const batch = createMessageBatch(SCRAPE_DLQ, [{ id, timestamp: new Date(), attempts: 6, body }]);
    const ctx = createExecutionContext();
    await worker.queue(batch, env);
    const result = await getQueueResult(batch, ctx);
    expect(result.explicitAcks).toEqual([id]);
    const [row] = await createDb(env.DB).select().from(failedJobs).where(eq(failedJobs.id, id));
    expect(row).toMatchObject({ id, queue: SCRAPE_DLQ, attempts: 6, body: JSON.stringify(body) });
  });

  it("keeps scrape jobs (retried with backoff) rather than dropping them", async () => {
    const batch = createMessageBatch("lookwise-scrape", [
      { id: "m1", timestamp: new Date(), attempts: 2, body: { type: "scrape" } },
    ]);
    const ctx = createExecutionContext();
    await worker.queue(batch, env);
    const result = await getQueueResult(batch, ctx);
    expect(result.retryMessages).toMatchObject([{ msgId: "m1" }]);
    expect(result.explicitAcks).toEqual([]);
  });
});
