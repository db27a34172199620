import { createRouter } from "../../lib/hono";
import { requestBilling } from "../../payments/request-billing";
import { receiveWebhook, type WebhookAnswer } from "../../payments/webhook";

/** Stripe's events: the raw body is what is signed, so it is read as text, never parsed first. */
export const payments = createRouter().post("/webhook", async (c) => {
  const answer = await receiveWebhook(
    requestBilling(c),
    await c.req.text(),
    c.req.header("stripe-signature"),
  );
  return c.json(answer satisfies WebhookAnswer);
});
