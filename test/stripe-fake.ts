import { vi } from "vitest";
import type { EnvOverrides } from "./http";

/** Keys of the Stripe configuration a test client runs under (`client.env = STRIPE_ENV`). */
export const STRIPE_ENV = {
  STRIPE_SECRET_KEY: "sk_test_lookwise_unit_tests",
  STRIPE_WEBHOOK_SECRET: "whsec_lookwise_unit_tests",
} satisfies EnvOverrides;

type FakeSubscription = {
  id: string;
  object: "subscription";
  customer: string;
  status: string;
  cancel_at_period_end: boolean;
  cancel_at: number | null;
  metadata: Record<string, string>;
  items: {
    object: "list";
    data: {
      id: string;
      current_period_start: number;
      current_period_end: number;
      price: { id: string; product: string; recurring: { interval: string } };
    }[];
  };
};

/** A period's length in seconds in the fake, by the price's interval. */
const periodSeconds = (interval: string) => (interval === "week" ? 7 : 30) * 86_400;

/**
 * Stripe's API as far as the product calls it, over a spy on fetch: what was asked is recorded,
 * subscriptions live in `subscriptions`, and `down` makes every call fail as an outage would.
 */
export function fakeStripe(options: { promotionCodes?: Record<string, string> } = {}) {
  const calls: { method: string; path: string; body: URLSearchParams; idempotencyKey: string | null }[] = [];
  const subscriptions = new Map<string, FakeSubscription>();
  const state = { down: false, declineCards: false, next: 0 };
  const realFetch = globalThis.fetch;
  // Unique across fakes too: the accounts of every test share one database.
  const id = (prefix: string) => `${prefix}_fake_${++state.next}_${crypto.randomUUID().slice(0, 8)}`;
  const error = (status: number, type: string, code?: string) =>
    Response.json({ error: { type, code, message: `${type} ${code ?? ""}` } }, { status });

  const spy = vi.spyOn(globalThis, "fetch").mockImplementation(async (input, init) => {
    const request = new Request(input, init);
    const url = new URL(request.url);
    if (url.origin !== "https://api.stripe.com") return realFetch(input, init);
    const body = new URLSearchParams(request.method === "GET" ? url.search : await request.text());
    calls.push({
      method: request.method,
      path: url.pathname,
      body,
      idempotencyKey: request.headers.get("Idempotency-Key"),
    });
    if (state.down) return error(500, "api_error");
    const path = url.pathname;
    if (request.method === "POST" && path === "/v1/customers")
      return Response.json({ id: id("cus"), object: "customer" });
    if (path === "/v1/promotion_codes") {
      const promo = options.promotionCodes?.[body.get("code") ?? ""];
      return Response.json({ object: "list", data: promo ? [{ id: promo, object: "promotion_code" }] : [] });
    }
    if (request.method === "POST" && path === "/v1/checkout/sessions") {
      const session = id("cs");
      return Response.json({
        id: session,
        object: "checkout.session",
        url: `https://checkout.stripe.com/c/pay/${session}`,
      });
    }
    const expired = path.match(/^\/v1\/checkout\/sessions\/([^/]+)\/expire$/);
    if (expired) return Response.json({ id: expired[1], object: "checkout.session", status: "expired" });
    const subscriptionPath = path.match(/^\/v1\/subscriptions\/([^/]+)$/);
    if (subscriptionPath) {
      const sub = subscriptions.get(subscriptionPath[1] ?? "");
      if (!sub) return error(404, "invalid_request_error", "resource_missing");
      if (request.method === "DELETE") sub.status = "canceled";
      if (request.method === "POST") {
        if (body.has("items[0][id]") && state.declineCards) return error(402, "card_error", "card_declined");
        if (body.has("cancel_at_period_end"))
          sub.cancel_at_period_end = body.get("cancel_at_period_end") === "true";
        const plan = body.get("metadata[plan_id]");
        if (plan) sub.metadata.plan_id = plan;
        const interval = body.get("items[0][price_data][recurring][interval]");
        const item = sub.items.data[0];
        // Stripe's rule: a price of another interval starts a new period now; the same one keeps it.
        if (item && interval && interval !== item.price.recurring.interval) {
          item.price.recurring.interval = interval;
          item.current_period_start = Math.floor(Date.now() / 1000);
          item.current_period_end = item.current_period_start + periodSeconds(interval);
        }
      }
      return Response.json(sub);
    }
    if (request.method === "POST" && path === "/v1/billing_portal/sessions") {
      return Response.json({
        id: id("bps"),
        object: "billing_portal.session",
        url: "https://billing.stripe.com/p/session/test_1",
      });
    }
    return error(404, "invalid_request_error", "resource_missing");
  });

  /** A subscription Stripe holds, as Checkout would have made it for the account and plan. */
  const addSubscription = (values: {
    userId: string;
    planId: string;
    customer?: string;
    status?: string;
    interval?: "week" | "month";
  }) => {
    const start = Math.floor(Date.now() / 1000);
    const interval = values.interval ?? "month";
    const sub: FakeSubscription = {
      id: id("sub"),
      object: "subscription",
      customer: values.customer ?? id("cus"),
      status: values.status ?? "active",
      cancel_at_period_end: false,
      cancel_at: null,
      metadata: { user_id: values.userId, plan_id: values.planId },
      items: {
        object: "list",
        data: [
          {
            id: id("si"),
            current_period_start: start,
            current_period_end: start + periodSeconds(interval),
            price: { id: id("price"), product: "prod_fake", recurring: { interval } },
          },
        ],
      },
    };
    subscriptions.set(sub.id, sub);
    return sub;
  };

  /** The subscription's next period begins (Stripe renews it); answers the new period's start. */
  const renew = (subscriptionId: string) => {
    const item = subscriptions.get(subscriptionId)?.items.data[0];
    if (!item) throw new Error(`no fake subscription ${subscriptionId}`);
    const length = item.current_period_end - item.current_period_start;
    item.current_period_start = item.current_period_end;
    item.current_period_end += length;
    return new Date(item.current_period_start * 1000);
  };

  return { calls, subscriptions, state, addSubscription, renew, restore: () => spy.mockRestore() };
}
