import { createDb } from "../db/client";
import { failedJobs } from "../db/schema";

export const SCRAPE_DLQ = "lookwise-scrape-dlq";

/** Backoff for a retried message: 5 s, 10 s, 20 s ... capped at 2 minutes. */
export function retryDelaySeconds(attempts: number): number {
  return Math.min(120, 5 * 2 ** Math.max(0, attempts - 1));
}

/**
 * The dead-letter queue: every job the scrape queue gave up on is written to D1 before it is
 * acknowledged, so no failure disappears.
 */
async function recordDeadLetters(batch: MessageBatch<unknown>, env: Env) {
  const db = createDb(env.DB);
  for (const message of batch.messages) {
    await db
      .insert(failedJobs)
      .values({
        id: message.id,
        queue: batch.queue,
        body: JSON.stringify(message.body),
        attempts: message.attempts,
        created: new Date(),
      })
      .onConflictDoNothing();
    message.ack();
  }
}

/**
 * Scrape jobs are produced by report generation, which lands with the report issue; until a
 * processor exists a job is kept (retried with backoff, then dead-lettered and recorded), never dropped.
 */
export async function handleScrapeBatch(batch: MessageBatch<unknown>, env: Env): Promise<void> {
  if (batch.queue === SCRAPE_DLQ) return recordDeadLetters(batch, env);
  for (const message of batch.messages) message.retry({ delaySeconds: retryDelaySeconds(message.attempts) });
}
