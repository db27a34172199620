import type { Context } from "hono";
import type { MailMessage } from "../contracts/mail-schema";
import type { Db } from "../db/client";
import type { Config } from "../env";
import type { AppEnv } from "../lib/hono";
import { loggable } from "../lib/loggable";
import { createEmailSender, type Email, type EmailSender } from "./email";

/*
 * Mail never breaks a request: an email is sent once the request's own writes are done, and when
 * the provider fails it waits on the mail queue, whose consumer (queues/mail.ts) retries it.
 */

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

/** The mailer of this configuration: its sender (the outbox, or production's email API) and the mail queue. */
export function configuredMailer(config: Config, db: Db, queue: MailQueue | undefined): Mailer {
  return reliableMailer(createEmailSender(config, db), queue);
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
