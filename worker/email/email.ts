import { randomId } from "../auth/crypto";
import type { MailMessage } from "../contracts/mail-schema";
import type { Db } from "../db/client";
import { outbox } from "../db/schema";
import { type Config, ConfigError } from "../env";

/** An email as it is sent, and as it waits on the mail queue when sending failed. */
export type Email = MailMessage["email"];

/** One interface for every way an email can leave. */
export type EmailSender = { send(email: Email): Promise<void> };

/** Development and tests: emails land in D1, readable at GET /api/v1/dev/outbox. */
export function outboxSender(db: Db): EmailSender {
  return {
    async send(email) {
      await db.insert(outbox).values({ id: randomId("eml"), created: new Date(), ...email });
    },
  };
}

/** How long the email API may take before the attempt counts as failed (and the mail queue retries). */
export const EMAIL_API_TIMEOUT_MS = 10_000;

/** Production: an HTTP email API (Resend-compatible: JSON body, bearer key). */
export function httpSender(
  config: { url: string; key: string; from: string },
  fetcher: typeof fetch = (...args) => fetch(...args),
): EmailSender {
  return {
    async send(email) {
      const response = await fetcher(config.url, {
        method: "POST",
        headers: { Authorization: `Bearer ${config.key}`, "Content-Type": "application/json" },
        body: JSON.stringify({ from: config.from, to: [email.to], subject: email.subject, text: email.text }),
        signal: AbortSignal.timeout(EMAIL_API_TIMEOUT_MS),
      });
      if (!response.ok) throw new Error(`email API answered ${response.status}`);
    },
  };
}

/** Production sends through the email API, never to the outbox: no key there is a configuration error. */
export function createEmailSender(config: Config, db: Db): EmailSender {
  if (config.ENVIRONMENT !== "production") return outboxSender(db);
  if (!config.EMAIL_API_KEY) throw new ConfigError("EMAIL_API_KEY is not set: production cannot send emails");
  return httpSender({ url: config.EMAIL_API_URL, key: config.EMAIL_API_KEY, from: config.EMAIL_FROM });
}
