import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { type Client, db, PASSWORD, signUp } from "../../../test/accounts";
import { deliverEvent, eventPayload, invoicePaid, postWebhook, signPayload } from "../../../test/billing";
import { callWithEnv } from "../../../test/http";
import { fakeStripe, STRIPE_ENV } from "../../../test/stripe-fake";
import type { SubscriptionInfo } from "../../contracts/billing";
import { localBillingSubscriptions, processedEvents, subscriptions } from "../../db/schema";

const body = <T>(res: Response) => res.json() as Promise<T>;
const info = async (client: Client) => body<SubscriptionInfo>(await client.get("/api/v1/subscription/info"));
const processed = async (id: string) => db().select().from(processedEvents).where(eq(processedEvents.id, id));

/** A subscriber (through the local checkout) and their subscription at the stand-in. */
async function localSubscriber() {
  const user = await signUp({ subscribed: true });
  const [sub] = await db()
    .select()
    .from(localBillingSubscriptions)
    .where(eq(localBillingSubscriptions.userId, user.id));
  if (!sub) throw new Error("no local subscription");
  return { ...user, sub };
}

const subscriptionEvent = (type: string, id: string, values: object = {}, eventId?: string) =>
  eventPayload(type, { id, object: "subscription", ...values }, eventId);

describe("POST /payments/webhook: only Stripe-signed events", () => {
  it("answers 400 when the signature is missing, wrong or stale, and applies nothing", async () => {
    const payload = eventPayload(
      "customer.subscription.updated",
      { id: "sub_nobody", object: "subscription" },
      "evt_sig_1",
    );
    const cases: [string | undefined, string][] = [
      [undefined, "Missing Stripe signature"],
      [await signPayload(payload, { secret: "whsec_someone_else" }), "Invalid Stripe signature"],
      [
        await signPayload(payload, { timestamp: Math.floor(Date.now() / 1000) - 600 }),
        "Invalid Stripe signature",
      ],
      ["t=1,v1=deadbeef", "Invalid Stripe signature"],
      ["not a signature at all", "Invalid Stripe signature"],
    ];
    for (const [signature, message] of cases) {
      const res = await postWebhook(payload, signature);
      expect(res.status).toBe(400);
      expect(await body(res)).toEqual({ code: "bad_request", message });
    }
    expect(await processed("evt_sig_1")).toEqual([]);
  });

  it("answers 400 to bodies that are not Stripe events, even when signed", async () => {
    for (const payload of [
      "",
      "not json",
      "[]",
      '{"id":"evt_x"}',
      JSON.stringify({ id: 5, type: "x", data: {} }),
    ]) {
      const res = await postWebhook(payload, await signPayload(payload));
      expect(res.status).toBe(400);
    }
    const tampered = eventPayload("invoice.paid", { id: "in_1", object: "invoice" });
    const signature = await signPayload(tampered);
    expect((await postWebhook(tampered.replace("invoice.paid", "invoice.voided"), signature)).status).toBe(
      400,
    );
  });

  it("acknowledges events the product does not act on, once", async () => {
    const payload = eventPayload(
      "charge.refunded",
      { id: "ch_1", object: "charge" },
      `evt_other_${crypto.randomUUID()}`,
    );
    const first = await postWebhook(payload, await signPayload(payload));
    expect(await body(first)).toEqual({ received: true, duplicate: false });
    expect(await body(await postWebhook(payload, await signPayload(payload)))).toEqual({
      received: true,
      duplicate: true,
    });
  });
});

describe("each event once, in any order", () => {
  it("applies a redelivered event id once", async () => {
    const { client, sub } = await localSubscriber();
    const eventId = `evt_dup_${crypto.randomUUID()}`;
    // The stand-in's subscription now ends at the period's end; the event says so once.
    await db()
      .update(localBillingSubscriptions)
      .set({ cancelAtPeriodEnd: true })
      .where(eq(localBillingSubscriptions.id, sub.id));
    const payload = subscriptionEvent("customer.subscription.updated", sub.id, {}, eventId);
    expect(await body(await postWebhook(payload, await signPayload(payload)))).toEqual({
      received: true,
      duplicate: false,
    });
    expect(await info(client)).toMatchObject({ status: "canceled" });
    // Resumed meanwhile without an event: a redelivery of the old event is not applied again.
    await db()
      .update(localBillingSubscriptions)
      .set({ cancelAtPeriodEnd: false })
      .where(eq(localBillingSubscriptions.id, sub.id));
    const again = await postWebhook(payload, await signPayload(payload));
    expect(await body(again)).toEqual({ received: true, duplicate: true });
    expect(await info(client)).toMatchObject({ status: "canceled" });
    expect(await processed(eventId)).toHaveLength(1);
  });

  it("ends in the provider's state whatever order the events come in", async () => {
    const { client, sub } = await localSubscriber();
    await db().update(subscriptions).set({ reportsUsed: 3 }).where(eq(subscriptions.userId, sub.userId));
    // A late "deleted" from an earlier attempt and a stale "created" arrive after the subscription is live.
    for (const type of [
      "customer.subscription.deleted",
      "customer.subscription.created",
      "invoice.payment_failed",
    ]) {
      const payload =
        type === "invoice.payment_failed"
          ? eventPayload(type, {
              id: `in_${crypto.randomUUID()}`,
              object: "invoice",
              parent: { subscription_details: { subscription: sub.id } },
            })
          : subscriptionEvent(type, sub.id, { status: type.endsWith("deleted") ? "canceled" : "incomplete" });
      expect((await postWebhook(payload, await signPayload(payload))).status).toBe(200);
    }
    expect(await info(client)).toMatchObject({ plan: { id: "standard" }, status: "active", reportsLeft: 7 });
    // A paid invoice delivered again (new event id, same period) never resets the quota.
    const paid = eventPayload("invoice.paid", {
      id: `in_${crypto.randomUUID()}`,
      object: "invoice",
      parent: { subscription_details: { subscription: sub.id } },
    });
    await postWebhook(paid, await signPayload(paid));
    expect(await info(client)).toMatchObject({ reportsLeft: 7 });
  });

  it("resets the count when a new period is paid, once: not for a plan change's invoice, a repeat or an older period's", async () => {
    const { client, sub } = await localSubscriber();
    await db().update(subscriptions).set({ reportsUsed: 3 }).where(eq(subscriptions.userId, sub.userId));
    await deliverEvent(invoicePaid(sub.id, sub.periodStart, "subscription_update"));
    expect(await info(client)).toMatchObject({ reportsLeft: 7 });

    // The stand-in's next period begins, and its invoice is paid.
    const next = {
      periodStart: sub.periodEnd,
      periodEnd: new Date(sub.periodEnd.getTime() + 30 * 86_400_000),
    };
    await db().update(localBillingSubscriptions).set(next).where(eq(localBillingSubscriptions.id, sub.id));
    const renewal = invoicePaid(sub.id, next.periodStart);
    expect(await body(await deliverEvent(renewal))).toEqual({ received: true, duplicate: false });
    expect(await info(client)).toMatchObject({ reportsLeft: 10, periodEnd: next.periodEnd.toISOString() });

    await db().update(subscriptions).set({ reportsUsed: 2 }).where(eq(subscriptions.userId, sub.userId));
    for (const payload of [
      renewal,
      invoicePaid(sub.id, next.periodStart),
      invoicePaid(sub.id, sub.periodStart),
    ]) {
      expect((await deliverEvent(payload)).status).toBe(200);
    }
    expect(await info(client)).toMatchObject({ reportsLeft: 8 });
  });

  it("never brings back the subscription of a deleted account", async () => {
    const { client, id, sub } = await localSubscriber();
    expect((await client.post("/api/v1/settings/delete", { password: PASSWORD })).status).toBe(200);
    const [ended] = await db()
      .select()
      .from(localBillingSubscriptions)
      .where(eq(localBillingSubscriptions.id, sub.id));
    expect(ended?.status).toBe("canceled");
    // Even if the provider still called it active, a late event makes no row for a gone account.
    await db()
      .update(localBillingSubscriptions)
      .set({ status: "active" })
      .where(eq(localBillingSubscriptions.id, sub.id));
    const payload = subscriptionEvent("customer.subscription.updated", sub.id);
    expect((await postWebhook(payload, await signPayload(payload))).status).toBe(200);
    expect(await db().select().from(subscriptions).where(eq(subscriptions.userId, id))).toEqual([]);
  });
});

describe("with Stripe keys", () => {
  const stripeWebhook = (payload: string) => deliverEvent(payload, STRIPE_ENV);

  it("reads the subscription back from Stripe; an outage answers 5xx and the retry applies the event", async () => {
    const stripe = fakeStripe();
    try {
      const { client, id } = await signUp({ confirmed: true });
      const sub = stripe.addSubscription({ userId: id, planId: "pro" });
      const payload = subscriptionEvent("customer.subscription.created", sub.id, { status: "incomplete" });
      stripe.state.down = true;
      expect((await stripeWebhook(payload)).status).toBe(502);
      expect(await info(client)).toMatchObject({ status: "inactive" });
      stripe.state.down = false;
      expect(await body(await stripeWebhook(payload))).toEqual({ received: true, duplicate: false });
      expect(await info(client)).toMatchObject({ plan: { id: "pro" }, status: "active", reportsLeft: 40 });
      // Signed with the local secret, Stripe's endpoint refuses it.
      expect(
        (
          await callWithEnv(STRIPE_ENV, "/api/v1/payments/webhook", {
            method: "POST",
            headers: { "Stripe-Signature": await signPayload(payload) },
            body: payload,
          })
        ).status,
      ).toBe(400);
    } finally {
      stripe.restore();
    }
  });

  it("tells Stripe an offer subscription ends at its period's end, once, so it never renews", async () => {
    const stripe = fakeStripe();
    try {
      const { client, id } = await signUp({ confirmed: true });
      const sub = stripe.addSubscription({ userId: id, planId: "first-week", interval: "week" });
      for (const type of ["customer.subscription.created", "customer.subscription.updated"]) {
        expect((await stripeWebhook(subscriptionEvent(type, sub.id))).status).toBe(200);
      }
      expect(sub.cancel_at_period_end).toBe(true);
      const updates = stripe.calls.filter(
        (c) => c.method === "POST" && c.path === `/v1/subscriptions/${sub.id}`,
      );
      expect(updates.map((c) => c.body.get("cancel_at_period_end"))).toEqual(["true"]);
      expect(await info(client)).toMatchObject({
        plan: { id: "first-week" },
        status: "canceled",
        reportsLeft: 10,
      });
    } finally {
      stripe.restore();
    }
  });
});
