import type { Db } from "./client";
import { failedJobs } from "./schema";

/**
 * A queue message nobody can process (malformed, or dead-lettered), kept in D1, never silently
 * dropped. `body`: what of the message may be kept (the mail queue's hold live tokens).
 */
export async function recordFailedJob(
  db: Db,
  queue: string,
  message: Pick<Message<unknown>, "id" | "attempts">,
  body: string,
) {
  await db
    .insert(failedJobs)
    .values({ id: message.id, queue, body, attempts: message.attempts, created: new Date() })
    .onConflictDoNothing();
}
