import type { WebhookAnswer } from "../../contracts/billing";
import { createRouter } from "../../lib/hono";
import { receiveWebhook } from "../../payments/webhook";

/** Stripe's events: the raw body is what is signed, so it is read as text, never parsed first. */
export const payments = createRouter().post("/webhook", async (c) => {
  const answer = await receiveWebhook(
    { db: c.var.db, billing: c.var.billing() },
    await c.req.text(),
    c.req.header("stripe-signature"),
  );
  return c.json(answer satisfies WebhookAnswer);
});
