import { mailMessageSchema } from "../contracts/mail-schema";
import { createDb } from "../db/client";
import { recordFailedJob } from "../db/failed-jobs";
import { createEmailSender, type EmailSender } from "../email/email";
import { readConfig } from "../env";
import { loggable } from "../lib/loggable";

/**
 * The mail queue: emails the provider refused when they were sent (email/delivery.ts), retried
 * with back-off; past the queue's retries its dead-letter queue records them (wrangler.toml `lookwise-mail`).
 */
export const MAIL_QUEUE = "lookwise-mail";
export const MAIL_DLQ = "lookwise-mail-dlq";

/** Back-off between attempts of a queued email: 1, 2, 4 ... minutes, at most an hour. */
export function mailRetryDelaySeconds(attempts: number): number {
  return Math.min(60 * 2 ** Math.max(0, attempts - 1), 60 * 60);
}

/** A dead or malformed message is kept without its text and links: they carry live tokens. */
function keptBody(message: Message<unknown>): string {
  const body = message.body as { email?: { to?: unknown; subject?: unknown } } | null;
  const { to, subject } = body?.email ?? {};
  return JSON.stringify(typeof to === "string" ? { to, subject: String(subject) } : { malformed: true });
}

/** The mail queue's consumer (and its dead-letter queue's); `sender` is for tests. */
export async function handleMailBatch(
  batch: MessageBatch<unknown>,
  env: Env,
  sender?: EmailSender,
): Promise<void> {
  const db = createDb(env.DB);
  const out = sender ?? createEmailSender(readConfig(env), db);
  await Promise.all(
    batch.messages.map(async (message) => {
      const parsed = mailMessageSchema.safeParse(message.body);
      if (!parsed.success || batch.queue === MAIL_DLQ) {
        console.error(parsed.success ? "email given up after retries" : "malformed mail message", message.id);
        await recordFailedJob(db, batch.queue, message, keptBody(message));
        return message.ack();
      }
      try {
        await out.send(parsed.data.email);
        message.ack();
      } catch (error) {
        const delaySeconds = mailRetryDelaySeconds(message.attempts);
        console.warn(
          "email retry failed:",
          parsed.data.email.subject,
          loggable(error),
          `next in ${delaySeconds}s`,
        );
        message.retry({ delaySeconds });
      }
    }),
  );
}
