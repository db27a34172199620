import Stripe from "stripe";
import { LOCAL_WEBHOOK_SECRET } from "../worker/env";
import type { Client } from "./accounts";
import { call, callWithEnv, type EnvOverrides } from "./http";

/** Signs a webhook payload as Stripe does (`t=...,v1=...`); `timestamp` in seconds makes it stale. */
export function signPayload(payload: string, options: { secret?: string; timestamp?: number } = {}) {
  return Stripe.webhooks.generateTestHeaderStringAsync({
    payload,
    secret: options.secret ?? LOCAL_WEBHOOK_SECRET,
    timestamp: options.timestamp,
    cryptoProvider: Stripe.createSubtleCryptoProvider(),
  });
}

let events = 0;
/** A Stripe-format event around an object. */
export function eventPayload(
  type: string,
  object: object,
  id = `evt_test_${++events}_${crypto.randomUUID()}`,
) {
  return JSON.stringify({
    id,
    object: "event",
    type,
    created: Math.floor(Date.now() / 1000),
    livemode: false,
    data: { object },
  });
}

/** Delivers a payload to the webhook as Stripe would (no cookie, no Origin). */
export function postWebhook(payload: string, signature?: string) {
  return call("/api/v1/payments/webhook", webhookRequest(payload, signature));
}

function webhookRequest(payload: string, signature?: string): RequestInit {
  return {
    method: "POST",
    headers: { "Content-Type": "application/json", ...(signature ? { "Stripe-Signature": signature } : {}) },
    body: payload,
  };
}

/** Delivers an event signed as Stripe would sign it for this configuration (the local one, or `STRIPE_ENV`). */
export async function deliverEvent(payload: string, overrides?: EnvOverrides) {
  const signature = await signPayload(payload, { secret: overrides?.STRIPE_WEBHOOK_SECRET });
  if (!overrides) return postWebhook(payload, signature);
  return callWithEnv(overrides, "/api/v1/payments/webhook", webhookRequest(payload, signature));
}

/**
 * `invoice.paid` of a subscription's invoice for the period that starts at `periodStart`;
 * `reason` is what it paid for: a renewal (`subscription_cycle`), or a plan change (`subscription_update`).
 */
export function invoicePaid(subscriptionId: string, periodStart: Date, reason = "subscription_cycle") {
  return eventPayload("invoice.paid", {
    id: `in_test_${crypto.randomUUID()}`,
    object: "invoice",
    status: "paid",
    billing_reason: reason,
    parent: { type: "subscription_details", subscription_details: { subscription: subscriptionId } },
    lines: { object: "list", data: [{ period: { start: Math.floor(periodStart.getTime() / 1000) } }] },
  });
}

/** Starts a checkout of a plan as the client; answers the local session id from the checkout URL. */
export async function startCheckout(client: Client, planId: string): Promise<string> {
  const res = await client.post(`/api/v1/subscription/start/${planId}`);
  if (res.status !== 200) throw new Error(`start failed: ${res.status} ${await res.text()}`);
  const { checkout_url } = (await res.json()) as { checkout_url?: string };
  const id = checkout_url?.split("/dev/checkout/")[1];
  if (!id) throw new Error(`no local checkout url: ${checkout_url}`);
  return id;
}

/** Presses Pay or Cancel on the local checkout page. */
export function completeCheckout(client: Client, sessionId: string, result: "success" | "fail") {
  return client.post(`/api/v1/dev/checkout/${sessionId}/complete`, { result });
}

/** Subscribes through the local checkout, as a user pressing Subscribe then Pay. */
export async function subscribe(client: Client, planId = "standard") {
  const res = await completeCheckout(client, await startCheckout(client, planId), "success");
  if (res.status !== 200) throw new Error(`checkout failed: ${res.status} ${await res.text()}`);
  return (await res.json()) as { redirect: string };
}
