import { createExecutionContext, createMessageBatch, getQueueResult } from "cloudflare:test";

/**
 * Runs one batch through `consume`, as the runtime would deliver it. `delays` are the back-offs
 * the consumer asked for (the test helper's result does not keep them).
 */
export async function deliverBatch(
  queue: string,
  messages: { id: string; attempts: number; body: unknown }[],
  consume: (batch: MessageBatch<unknown>) => Promise<void>,
) {
  const batch = createMessageBatch(
    queue,
    messages.map((m) => ({ ...m, timestamp: new Date() })),
  );
  const delays: (number | undefined)[] = [];
  const watched: MessageBatch<unknown> = {
    ...batch,
    queue: batch.queue,
    messages: batch.messages.map(
      (message): Message<unknown> => ({
        id: message.id,
        timestamp: message.timestamp,
        body: message.body,
        attempts: message.attempts,
        ack: () => message.ack(),
        retry: (options?: QueueRetryOptions) => {
          delays.push(options?.delaySeconds);
          message.retry(options);
        },
      }),
    ),
  };
  const ctx = createExecutionContext();
  await consume(watched);
  return { batch, delays, result: await getQueueResult(batch, ctx) };
}
