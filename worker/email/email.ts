import { randomId } from "../auth/crypto";
import type { Db } from "../db/client";
import { outbox } from "../db/schema";
import type { Config } from "../env";

export type Email = { to: string; subject: string; text: string; links: string[] };

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

/** Production: an HTTP email API (Resend-compatible: JSON body, bearer key). */
export function httpSender(
  config: { url: string; key: string; from: string },
  fetcher: typeof fetch = fetch,
): EmailSender {
  return {
    async send(email) {
      const response = await fetcher(config.url, {
        method: "POST",
        headers: { Authorization: `Bearer ${config.key}`, "Content-Type": "application/json" },
        body: JSON.stringify({ from: config.from, to: [email.to], subject: email.subject, text: email.text }),
      });
      if (!response.ok) throw new Error(`email API answered ${response.status}`);
    },
  };
}

export function createEmailSender(config: Config, db: Db): EmailSender {
  if (config.ENVIRONMENT === "production" && config.EMAIL_API_KEY) {
    return httpSender({ url: config.EMAIL_API_URL, key: config.EMAIL_API_KEY, from: config.EMAIL_FROM });
  }
  return outboxSender(db);
}
