import type { Context } from "hono";
import { z } from "zod";
import { createDb, type Db } from "../db/client";
import { failedJobs } from "../db/schema";
import { readConfig } from "../env";
import type { AppEnv } from "../lib/hono";
import { loggable } from "../lib/loggable";
import { createEmailSender, type Email, type EmailSender } from "./email";

/**
 * Mail never breaks a request: an email is sent once the request's own writes are done, and when
 * the provider fails it waits on the mail queue, whose consumer retries it with back-off; past the
 * queue's retries its dead-letter queue records it (wrangler.toml `lookwise-mail`).
 */
export const MAIL_QUEUE = "lookwise-mail";
export const MAIL_DLQ = "lookwise-mail-dlq";

const mailMessageSchema = z.object({
  type: z.literal("mail"),
  email: z.object({
    to: z.string().min(3),
    subject: z.string(),
    text: z.string(),
    links: z.array(z.string()),
  }),
});
export type MailMessage = z.infer<typeof mailMessageSchema>;

/** The mail queue's producer, as far as delivery uses it. */
export type MailQueue = { send(message: MailMessage): Promise<unknown> };

/** What became of an email: sent now, queued for a retry, or lost (logged; neither worked). */
export type Delivery = "sent" | "queued" | "lost";
export type Mailer = { send(email: Email): Promise<Delivery> };

/** Sends through `sender`; a failure goes to the mail queue. Never throws. */
export function reliableMailer(sender: EmailSender, queue: MailQueue | undefined): Mailer {
  return {
    async send(email) {
      try {
        await sender.send(email);
        return "sent";
      } catch (error) {
        console.warn("email not sent, queued for a retry:", email.subject, loggable(error));
      }
      try {
        if (!queue) throw new Error("no mail queue is bound");
        await queue.send({ type: "mail", email });
        return "queued";
      } catch (error) {
        console.error("email lost, neither sent nor queued:", email.subject, loggable(error));
        return "lost";
      }
    },
  };
}

/** The request's mailer: its sender, with the mail queue behind it. */
export function requestMailer(c: Context<AppEnv>): Mailer {
  return reliableMailer(c.var.email, c.env.MAIL_QUEUE);
}

/**
 * Work that must not hold the answer up (mail whose timing would tell whether an account exists):
 * it runs after the response, kept alive by `waitUntil`; a failure is logged, never thrown.
 */
export function afterResponse(c: Context<AppEnv>, work: () => Promise<unknown>) {
  const task = Promise.resolve()
    .then(work)
    .catch((error: unknown) => console.error("work after the response failed", loggable(error)));
  try {
    c.executionCtx.waitUntil(task);
  } catch {
    // No execution context (a router called directly): the task runs on without one.
  }
}

/** Back-off between attempts of a queued email: 1, 2, 4 ... minutes, at most an hour. */
export function mailRetryDelaySeconds(attempts: number): number {
  return Math.min(60 * 2 ** Math.max(0, attempts - 1), 60 * 60);
}

/** A dead or malformed message is kept in D1 without its text and links: they carry live tokens. */
async function recordFailedMail(db: Db, queue: string, message: Message<unknown>) {
  const body = message.body as { email?: { to?: unknown; subject?: unknown } } | null;
  const { to, subject } = body?.email ?? {};
  await db
    .insert(failedJobs)
    .values({
      id: message.id,
      queue,
      body: JSON.stringify(typeof to === "string" ? { to, subject: String(subject) } : { malformed: true }),
      attempts: message.attempts,
      created: new Date(),
    })
    .onConflictDoNothing();
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
        await recordFailedMail(db, batch.queue, message);
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
