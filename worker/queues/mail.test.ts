import { env } from "cloudflare:workers";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { db } from "../../test/accounts";
import { email, failing, recorder } from "../../test/mail";
import { deliverBatch } from "../../test/queues";
import { failedJobs } from "../db/schema";
import type { EmailSender } from "../email/email";
import worker from "../index";
import { handleMailBatch, MAIL_DLQ, MAIL_QUEUE, mailRetryDelaySeconds } from "./mail";

/** Runs one batch through the mail consumer. */
function run(queue: string, bodies: unknown[], sender: EmailSender, attempts = 1) {
  return deliverBatch(
    queue,
    bodies.map((body, i) => ({ id: `mail-${crypto.randomUUID()}-${i}`, attempts, body })),
    (batch) => handleMailBatch(batch, env, sender),
  );
}

describe("the mail queue", () => {
  it("delivers a queued email and acknowledges it", async () => {
    const { sent, sender } = recorder();
    const { result } = await run(MAIL_QUEUE, [{ type: "mail", email: email() }], sender);
    expect(sent).toEqual([email()]);
    expect(result.explicitAcks).toHaveLength(1);
    expect(result.retryMessages).toEqual([]);
  });

  it("retries with a growing delay while the provider fails", async () => {
    const { result, delays } = await run(MAIL_QUEUE, [{ type: "mail", email: email() }], failing, 3);
    expect(result.retryMessages).toHaveLength(1);
    expect(delays).toEqual([mailRetryDelaySeconds(3)]);
    expect(mailRetryDelaySeconds(1)).toBeLessThan(mailRetryDelaySeconds(3));
    expect(mailRetryDelaySeconds(50)).toBeLessThanOrEqual(60 * 60);
  });

  it("records a dead letter without its text or links (they hold live tokens), and a malformed message", async () => {
    const { batch } = await run(MAIL_DLQ, [{ type: "mail", email: email("dead@example.com") }], failing, 9);
    const [dead] = await db()
      .select()
      .from(failedJobs)
      .where(eq(failedJobs.id, batch.messages[0]?.id ?? ""));
    expect(dead).toMatchObject({ queue: MAIL_DLQ, attempts: 9 });
    expect(JSON.parse(dead?.body ?? "{}")).toEqual({ to: "dead@example.com", subject: email().subject });
    expect(dead?.body).not.toContain("secret-token");

    const { sender, sent } = recorder();
    const { batch: bad, result } = await run(MAIL_QUEUE, [{ type: "mail", email: { to: 42 } }], sender);
    expect(sent).toEqual([]);
    expect(result.explicitAcks).toHaveLength(1);
    const [row] = await db()
      .select()
      .from(failedJobs)
      .where(eq(failedJobs.id, bad.messages[0]?.id ?? ""));
    expect(row?.queue).toBe(MAIL_QUEUE);
  });

  it("is what the Worker's queue handler runs for the mail queues", async () => {
    const to = `queued.${crypto.randomUUID().slice(0, 8)}@example.com`;
    const { result } = await deliverBatch(
      MAIL_QUEUE,
      [{ id: `mail-${crypto.randomUUID()}`, attempts: 1, body: { type: "mail", email: email(to) } }],
      (batch) => worker.queue(batch, env),
    );
    expect(result.explicitAcks).toHaveLength(1);
    const rows = await env.DB.prepare("SELECT subject FROM outbox WHERE `to` = ?").bind(to).all();
    expect(rows.results).toEqual([{ subject: email().subject }]);
  });
});
