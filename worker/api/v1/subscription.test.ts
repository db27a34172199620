import { env } from "cloudflare:workers";
import { eq, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { Client, db, signUp, type TestUser } from "../../../test/accounts";
import { completeCheckout, deliverEvent, invoicePaid, startCheckout, subscribe } from "../../../test/billing";
import { APP, LANDING, readPage } from "../../../test/http";
import { EMILY, generatedReport, JAKE } from "../../../test/reports";
import { fakeStripe, STRIPE_ENV } from "../../../test/stripe-fake";
import type { OfferAnswer, StartSubscriptionAnswer, SubscriptionInfo } from "../../contracts/billing";
import type { ReportResponse } from "../../contracts/report";
import { createDb } from "../../db/client";
import { checkoutSessions, localBillingSubscriptions, plans, subscriptions, users } from "../../db/schema";
import { LOCAL_WEBHOOK_SECRET, readConfig } from "../../env";
import { offerForViewer } from "../../payments/catalog";
import { localBilling } from "../../payments/local-billing";
import { advanceLocalSubscriptions } from "../../payments/local-checkout";
import { billingFor } from "../../payments/provider";

const body = <T>(res: Response) => res.json() as Promise<T>;
const info = async (client: Client) => body<SubscriptionInfo>(await client.get("/api/v1/subscription/info"));
const blured = async (client: Client, id: string) =>
  (await body<ReportResponse>(await client.get(`/api/v1/report/${id}`))).blured;
const NONE: SubscriptionInfo = { plan: null, status: "inactive", reportsLeft: 0, periodEnd: null };
const HOUR = 3_600_000;
const DAY = 24 * HOUR;
/** The offer's banner on /plans, as a reader sees it. */
const OFFER_BANNER = "Special first-week offer";

/** Time passes for one account's billing: its periods (ours and the stand-in's) move `days` back. */
async function travel(userId: string, days: number) {
  const ms = days * 86_400_000;
  await db()
    .update(localBillingSubscriptions)
    .set({
      periodStart: sql`${localBillingSubscriptions.periodStart} - ${ms}`,
      periodEnd: sql`${localBillingSubscriptions.periodEnd} - ${ms}`,
    })
    .where(eq(localBillingSubscriptions.userId, userId));
  await db()
    .update(subscriptions)
    .set({
      quotaPeriodStart: sql`${subscriptions.quotaPeriodStart} - ${ms}`,
      periodEnd: sql`${subscriptions.periodEnd} - ${ms}`,
    })
    .where(eq(subscriptions.userId, userId));
}

/** The daily job of the local stand-in: renewals and period ends that are due. */
const runRenewals = () => {
  const database = createDb(env.DB);
  return advanceLocalSubscriptions({
    db: database,
    billing: localBilling(database, APP, LOCAL_WEBHOOK_SECRET),
  });
};

describe("POST /subscription/start/{planId}: local checkout", () => {
  it("answers 401 signed out, and 404 for an unknown or retired plan", async () => {
    expect((await new Client().post("/api/v1/subscription/start/standard")).status).toBe(401);
    const { client } = await signUp({ confirmed: true });
    await db()
      .insert(plans)
      .values({
        id: "retired",
        title: "Retired",
        price: 1,
        reports: 1,
        period: "month",
        position: 9,
        active: false,
      })
      .onConflictDoNothing();
    for (const plan of ["nope", "retired", "x".repeat(300), "%E2%80%A8"]) {
      const res = await client.post(`/api/v1/subscription/start/${plan}`);
      expect(res.status).toBe(404);
      expect(await body(res)).toEqual({ code: "not_found", message: "Plan not found" });
    }
    expect(await db().select().from(checkoutSessions).where(eq(checkoutSessions.planId, "retired"))).toEqual(
      [],
    );
  });

  it("sends the user to the local checkout page, and back with the spec's query parameters", async () => {
    const { client, id } = await signUp({ confirmed: true });
    const res = await client.post("/api/v1/subscription/start/standard");
    const { checkout_url } = await body<{ checkout_url: string }>(res);
    expect(checkout_url).toMatch(new RegExp(`^${APP}/dev/checkout/cs_local_[\\w-]+$`));
    const sessionId = checkout_url.split("/").pop() ?? "";
    const paid = await body<{ redirect: string }>(await completeCheckout(client, sessionId, "success"));
    expect(paid.redirect).toBe(`${LANDING}/plans?pid=standard&subscription_result=success&csi=${sessionId}`);
    expect(await info(client)).toMatchObject({
      plan: { id: "standard", title: "Standard", price: 6.99, reports: 10, period: "month" },
      status: "active",
      reportsLeft: 10,
    });
    const [user] = await db().select().from(users).where(eq(users.id, id));
    expect(user?.stripeCustomerId).toMatch(/^cus_local_/);
    // The session is used up: pressing Pay again changes nothing.
    expect((await completeCheckout(client, sessionId, "success")).status).toBe(409);
    expect(
      await db().select().from(localBillingSubscriptions).where(eq(localBillingSubscriptions.userId, id)),
    ).toHaveLength(1);
  });

  it("returns a cancelled payment to /plans with subscription_result=fail and subscribes nobody", async () => {
    const { client } = await signUp({ confirmed: true });
    const sessionId = await startCheckout(client, "pro");
    const cancelled = await body<{ redirect: string }>(await completeCheckout(client, sessionId, "fail"));
    expect(cancelled.redirect).toBe(`${LANDING}/plans?pid=pro&subscription_result=fail`);
    expect(await info(client)).toEqual(NONE);
    expect((await client.get("/api/v1/auth/info")).status).toBe(200);
    expect(await body<{ subscription: unknown }>(await client.get("/api/v1/auth/info"))).toMatchObject({
      subscription: null,
    });
  });

  it("keeps one open checkout per account: the same plan answers the same session, another plan replaces it", async () => {
    const { client } = await signUp({ confirmed: true });
    const start = async () =>
      body<{ checkout_url: string }>(await client.post("/api/v1/subscription/start/standard"));
    const [first, second] = await Promise.all([start(), start()]);
    expect(second).toEqual(first);
    expect(await body(await client.post("/api/v1/subscription/start/standard"))).toEqual(first);
    const other = await body<{ checkout_url: string }>(await client.post("/api/v1/subscription/start/pro"));
    expect(other.checkout_url).not.toBe(first.checkout_url);
    const oldSession = first.checkout_url.split("/").pop() ?? "";
    expect(await body(await completeCheckout(client, oldSession, "success"))).toEqual({
      code: "conflict",
      message: "This checkout session is no longer open",
    });
    expect(await info(client)).toEqual(NONE);
  });

  it("answers 409 for the plan the user already has, changes plan at once, and resumes a cancelled one", async () => {
    const { client } = await signUp({ subscribed: true });
    const same = await client.post("/api/v1/subscription/start/standard");
    expect(same.status).toBe(409);
    expect(await body(same)).toEqual({
      code: "conflict",
      message: "You are already subscribed to this plan",
    });

    const changed = await client.post("/api/v1/subscription/start/pro");
    expect(await body<StartSubscriptionAnswer>(changed)).toEqual({ status: "success" });
    expect(await info(client)).toMatchObject({ plan: { id: "pro" }, status: "active", reportsLeft: 40 });

    expect(await body(await client.post("/api/v1/subscription/cancel"))).toMatchObject({
      status: "canceled",
    });
    expect(await body(await client.post("/api/v1/subscription/start/pro"))).toEqual({ status: "success" });
    expect(await info(client)).toMatchObject({ plan: { id: "pro" }, status: "active" });
  });
});

describe("the first-week offer", () => {
  it("is sold within the account's window, once, to a new subscriber, and ends after its week", async () => {
    const { client, id } = await signUp({ confirmed: true });
    // Never shown to this account: not on sale, whatever the browser's cookie says.
    client.cookies.set("offer_start", String(Date.now()));
    const unseen = await client.post("/api/v1/subscription/start/first-week");
    expect(await body(unseen)).toEqual({ code: "conflict", message: "This offer has ended" });

    const offer = await body<OfferAnswer>(await client.get("/api/v1/offer"));
    expect(offer).toMatchObject({ planId: "first-week", reports: 10 });
    const sessionId = await startCheckout(client, offer.planId);
    const paid = await body<{ redirect: string }>(await completeCheckout(client, sessionId, "success"));
    expect(paid.redirect).toContain("from_discount=1");
    const bought = await info(client);
    expect(bought).toMatchObject({
      plan: { id: "first-week", price: 4.99, period: "week" },
      status: "canceled",
      reportsLeft: 10,
    });
    const days = (Date.parse(bought.periodEnd ?? "") - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(6.9);
    expect(days).toBeLessThanOrEqual(7);
    // The stand-in was told not to renew it, as Stripe is.
    const [billed] = await db()
      .select()
      .from(localBillingSubscriptions)
      .where(eq(localBillingSubscriptions.userId, id));
    expect(billed?.cancelAtPeriodEnd).toBe(true);

    const again = await client.post("/api/v1/subscription/start/first-week");
    expect(await body(again)).toEqual({
      code: "conflict",
      message: "This offer is for new subscribers only",
    });

    await travel(id, 7);
    await runRenewals();
    expect(await info(client)).toEqual(NONE);
  });

  it("runs from the first time the account is shown it: clearing or forging the cookie does not restart it", async () => {
    const { client, id } = await signUp({ confirmed: true });
    const shown = await body<OfferAnswer>(await client.get("/api/v1/offer"));
    const [account] = await db().select().from(users).where(eq(users.id, id));
    expect(account?.offerShownAt?.getTime()).toBe(Date.parse(shown.expiresAt) - shown.durationHours * HOUR);

    // A day and an hour later, in a browser that says it first saw the offer just now.
    await db()
      .update(users)
      .set({ offerShownAt: new Date(Date.now() - 25 * HOUR) })
      .where(eq(users.id, id));
    client.cookies.set("offer_start", String(Date.now()));
    const later = await body<OfferAnswer>(await client.get("/api/v1/offer"));
    expect(Date.parse(later.expiresAt)).toBeLessThan(Date.now());
    expect(await body(await client.post("/api/v1/subscription/start/first-week"))).toEqual({
      code: "conflict",
      message: "This offer has ended",
    });
    expect(await readPage(await client.get(`${LANDING}/plans`))).not.toContain(OFFER_BANNER);
  });

  it("answers an open offer checkout again only while the window runs", async () => {
    const { client, id } = await signUp({ confirmed: true });
    await client.get("/api/v1/offer");
    await startCheckout(client, "first-week");
    await db()
      .update(users)
      .set({ offerShownAt: new Date(Date.now() - 25 * HOUR) })
      .where(eq(users.id, id));
    expect(await body(await client.post("/api/v1/subscription/start/first-week"))).toEqual({
      code: "conflict",
      message: "This offer has ended",
    });
  });

  it("is shown on /plans to visitors and new accounts (starting the account's window), not to anyone who has had a subscription", async () => {
    const visitor = new Client();
    expect(await readPage(await visitor.get(`${LANDING}/plans`))).toContain(OFFER_BANNER);
    expect(visitor.cookies.has("offer_start")).toBe(true);

    const fresh = await signUp({ confirmed: true });
    expect(await readPage(await fresh.client.get(`${LANDING}/plans`))).toContain(OFFER_BANNER);
    const [account] = await db().select().from(users).where(eq(users.id, fresh.id));
    expect(account?.offerShownAt).toBeInstanceOf(Date);

    const subscriber = await signUp({ subscribed: true });
    expect(await readPage(await subscriber.client.get(`${LANDING}/plans`))).not.toContain(OFFER_BANNER);
    const database = createDb(env.DB);
    expect(await offerForViewer(database, { code: "nope", userId: null, firstSeen: null })).toBeNull();
    const dayAgo = Date.now() - 25 * HOUR;
    expect(
      await offerForViewer(database, { code: "first-week", userId: null, firstSeen: dayAgo }),
    ).toBeNull();
  });
});

describe("plan changes keep the period's count", () => {
  it("switching down and back up keeps the reports used; only a renewal's paid invoice resets them, once", async () => {
    const { client, id } = await signUp({ confirmed: true });
    const reports = [
      await generatedReport(client, EMILY),
      await generatedReport(client, JAKE),
      await generatedReport(client, EMILY),
    ];
    await subscribe(client, "standard");
    expect(await blured(client, reports[0] ?? "")).toBeNull();
    expect(await blured(client, reports[1] ?? "")).toBeNull();
    const standard = await info(client);
    expect(standard).toMatchObject({ plan: { id: "standard" }, reportsLeft: 8 });

    // Down to a plan of one report: two are used already, so none is left (never below 0).
    expect(await body(await client.post("/api/v1/subscription/start/starter"))).toEqual({
      status: "success",
    });
    expect(await info(client)).toEqual({
      ...standard,
      plan: expect.objectContaining({ id: "starter" }),
      reportsLeft: 0,
    });
    expect(await blured(client, reports[2] ?? "")).toBe("needupgrade");

    // Back up: the same period, the same two used.
    expect(await body(await client.post("/api/v1/subscription/start/standard"))).toEqual({
      status: "success",
    });
    expect(await info(client)).toEqual(standard);
    expect(await body(await client.post("/api/v1/subscription/start/pro"))).toEqual({ status: "success" });
    expect(await info(client)).toMatchObject({
      plan: { id: "pro" },
      reportsLeft: 38,
      periodEnd: standard.periodEnd,
    });

    // The next period is paid (the daily job renews the stand-in's subscription): a fresh count.
    await travel(id, 31);
    expect(await runRenewals()).toBeGreaterThanOrEqual(1);
    expect(await info(client)).toMatchObject({ plan: { id: "pro" }, reportsLeft: 40 });
    expect(await blured(client, reports[2] ?? "")).toBeNull();
    expect(await info(client)).toMatchObject({ reportsLeft: 39 });

    // That period's invoice again, or the earlier period's arriving late: no second reset.
    const [billed] = await db()
      .select()
      .from(localBillingSubscriptions)
      .where(eq(localBillingSubscriptions.userId, id));
    if (!billed) throw new Error("no local subscription");
    const again = invoicePaid(billed.id, billed.periodStart);
    for (const payload of [
      again,
      again,
      invoicePaid(billed.id, new Date(billed.periodStart.getTime() - 30 * DAY)),
    ]) {
      expect((await deliverEvent(payload)).status).toBe(200);
    }
    expect(await info(client)).toMatchObject({ plan: { id: "pro" }, reportsLeft: 39 });
  }, 60_000);
});

describe("subscription lifecycle and blur transitions", () => {
  let user: TestUser;
  let first = "";
  let second = "";

  beforeAll(async () => {
    user = await signUp({ confirmed: true });
    first = await generatedReport(user.client, EMILY);
    second = await generatedReport(user.client, JAKE);
  }, 60_000);

  it("unsubscribed → full (one report taken) → needupgrade once the quota is used", async () => {
    const { client } = user;
    expect(await info(client)).toEqual(NONE);
    expect(await blured(client, first)).toBe("unsubscribed");
    await subscribe(client, "starter");
    expect(await info(client)).toMatchObject({ plan: { id: "starter", reports: 1 }, reportsLeft: 1 });
    expect(await blured(client, first)).toBeNull();
    expect(await info(client)).toMatchObject({ reportsLeft: 0 });
    expect(await blured(client, second)).toBe("needupgrade");
    expect(await blured(client, first)).toBeNull();
  });

  it("a new paid period resets the quota", async () => {
    await travel(user.id, 7);
    expect(await runRenewals()).toBeGreaterThanOrEqual(1);
    expect(await info(user.client)).toMatchObject({
      plan: { id: "starter" },
      status: "active",
      reportsLeft: 1,
    });
    expect(await blured(user.client, second)).toBeNull();
    expect(await info(user.client)).toMatchObject({ reportsLeft: 0 });
  });

  it("cancel → canceled at once, usable to the period's end → inactive", async () => {
    const { client } = user;
    const third = await generatedReport(client, EMILY);
    await db().update(subscriptions).set({ reportsUsed: 0 }).where(eq(subscriptions.userId, user.id));
    const cancelled = await body<SubscriptionInfo>(await client.post("/api/v1/subscription/cancel"));
    expect(cancelled).toMatchObject({ plan: { id: "starter" }, status: "canceled", reportsLeft: 1 });
    expect(Date.parse(cancelled.periodEnd ?? "")).toBeGreaterThan(Date.now());
    expect(await body(await client.post("/api/v1/subscription/cancel"))).toEqual(cancelled);
    expect(await blured(client, third)).toBeNull();

    await travel(user.id, 7);
    await runRenewals();
    expect(await info(client)).toEqual(NONE);
    const fourth = await generatedReport(client, JAKE);
    expect(await blured(client, fourth)).toBe("unsubscribed");
    // What was unlocked stays unlocked.
    expect(await blured(client, third)).toBeNull();
    expect((await client.post("/api/v1/subscription/cancel")).status).toBe(404);
  });
});

describe("with Stripe keys", () => {
  it("makes one customer and a subscription-mode Checkout Session with the promotion code and return URLs", async () => {
    const stripe = fakeStripe({ promotionCodes: { SPRING25: "promo_spring" } });
    try {
      const { client, id } = await signUp({ confirmed: true });
      client.env = STRIPE_ENV;
      client.cookies.set("promocode", "SPRING25");
      const started = await body<{ checkout_url: string }>(
        await client.post("/api/v1/subscription/start/standard"),
      );
      expect(started.checkout_url).toMatch(/^https:\/\/checkout\.stripe\.com\/c\/pay\/cs_fake_\w+$/);
      const session = stripe.calls.find((c) => c.path === "/v1/checkout/sessions");
      expect(Object.fromEntries(session?.body ?? [])).toMatchObject({
        mode: "subscription",
        client_reference_id: id,
        "discounts[0][promotion_code]": "promo_spring",
        "subscription_data[metadata][user_id]": id,
        "subscription_data[metadata][plan_id]": "standard",
        "line_items[0][price_data][unit_amount]": "699",
        "line_items[0][price_data][recurring][interval]": "month",
        success_url: `${LANDING}/plans?pid=standard&subscription_result=success&csi={CHECKOUT_SESSION_ID}`,
        cancel_url: `${LANDING}/plans?pid=standard&subscription_result=fail`,
      });
      expect(await body(await client.post("/api/v1/subscription/start/standard"))).toEqual(started);
      await client.post("/api/v1/subscription/start/pro");
      expect(stripe.calls.filter((c) => c.path === "/v1/customers")).toHaveLength(1);
      expect(stripe.calls.filter((c) => c.path === "/v1/checkout/sessions")).toHaveLength(2);
      expect(stripe.calls.some((c) => c.path.endsWith("/expire"))).toBe(true);
    } finally {
      stripe.restore();
    }
  });

  it("uses the configured price id of a plan", async () => {
    const stripe = fakeStripe();
    try {
      const { client } = await signUp({ confirmed: true });
      client.env = { ...STRIPE_ENV, STRIPE_PRICE_IDS: "standard:price_123,pro:price_456" };
      await client.post("/api/v1/subscription/start/pro");
      const session = stripe.calls.find((c) => c.path === "/v1/checkout/sessions");
      expect(session?.body.get("line_items[0][price]")).toBe("price_456");
      expect(session?.body.has("line_items[0][price_data][unit_amount]")).toBe(false);
    } finally {
      stripe.restore();
    }
  });

  it("changes plan at Stripe within the period, paid now, keeping the reports used; a declined card changes nothing", async () => {
    const stripe = fakeStripe();
    try {
      const { client, id } = await signUp({ confirmed: true });
      client.env = STRIPE_ENV;
      const sub = stripe.addSubscription({ userId: id, planId: "standard" });
      const periodStart = () => new Date((sub.items.data[0]?.current_period_start ?? 0) * 1000);
      await db().update(users).set({ stripeCustomerId: sub.customer }).where(eq(users.id, id));
      const created = invoicePaid(sub.id, periodStart(), "subscription_create");
      expect((await deliverEvent(created, STRIPE_ENV)).status).toBe(200);
      await db().update(subscriptions).set({ reportsUsed: 3 }).where(eq(subscriptions.userId, id));
      const standard = await info(client);
      expect(standard).toMatchObject({ plan: { id: "standard" }, reportsLeft: 7 });

      stripe.state.declineCards = true;
      expect(await body(await client.post("/api/v1/subscription/start/pro"))).toEqual({ status: "error" });
      expect(await info(client)).toEqual(standard);
      stripe.state.declineCards = false;
      expect(await body(await client.post("/api/v1/subscription/start/pro"))).toEqual({ status: "success" });
      const update = [...stripe.calls]
        .reverse()
        .find((c) => c.method === "POST" && c.path === `/v1/subscriptions/${sub.id}`);
      expect(Object.fromEntries(update?.body ?? [])).toMatchObject({
        proration_behavior: "always_invoice",
        payment_behavior: "error_if_incomplete",
        "metadata[plan_id]": "pro",
      });
      expect(update?.body.has("billing_cycle_anchor")).toBe(false);
      expect(update?.body.has("billing_cycle_anchor[type]")).toBe(false);
      expect(await info(client)).toEqual({
        ...standard,
        plan: expect.objectContaining({ id: "pro" }),
        reportsLeft: 37,
      });

      // Weekly Starter: Stripe starts a new (weekly) period for another interval; the count stays.
      expect(await body(await client.post("/api/v1/subscription/start/starter"))).toEqual({
        status: "success",
      });
      const starter = await info(client);
      expect(starter).toMatchObject({ plan: { id: "starter" }, reportsLeft: 0 });
      expect(Date.parse(starter.periodEnd ?? "") - Date.now()).toBeLessThanOrEqual(7 * DAY);
      // Its invoice pays for the change, not for a new period.
      await deliverEvent(invoicePaid(sub.id, periodStart(), "subscription_update"), STRIPE_ENV);
      expect(await body(await client.post("/api/v1/subscription/start/standard"))).toEqual({
        status: "success",
      });
      expect(await info(client)).toMatchObject({ plan: { id: "standard" }, reportsLeft: 7 });

      // The renewal's paid invoice resets the count, once.
      const renewal = invoicePaid(sub.id, stripe.renew(sub.id));
      await deliverEvent(renewal, STRIPE_ENV);
      expect(await info(client)).toMatchObject({ plan: { id: "standard" }, reportsLeft: 10 });
      await db().update(subscriptions).set({ reportsUsed: 1 }).where(eq(subscriptions.userId, id));
      await deliverEvent(renewal, STRIPE_ENV);
      expect(await info(client)).toMatchObject({ reportsLeft: 9 });
    } finally {
      stripe.restore();
    }
  });

  it("answers 502 (never 500) when Stripe is down, and starts nothing", async () => {
    const stripe = fakeStripe();
    try {
      const { client, id } = await signUp({ confirmed: true });
      client.env = STRIPE_ENV;
      stripe.state.down = true;
      expect((await client.post("/api/v1/subscription/start/standard")).status).toBe(502);
      expect(await db().select().from(checkoutSessions).where(eq(checkoutSessions.userId, id))).toEqual([]);
    } finally {
      stripe.restore();
    }
  });

  it("has no billing in production without Stripe keys (503), and needs the webhook secret with them", () => {
    const production = {
      ...env,
      ENVIRONMENT: "production",
      AUTH_SECRET: "a-real-production-secret-of-enough-length",
      EMAIL_API_KEY: "re_production_key",
    } as Env;
    const database = createDb(env.DB);
    expect(() => billingFor(readConfig(production), database, APP)).toThrowError(
      expect.objectContaining({ code: "unavailable" }),
    );
    expect(() => readConfig({ ...production, STRIPE_SECRET_KEY: "sk_live_x" } as Env)).toThrowError(
      /STRIPE_WEBHOOK_SECRET is not set/,
    );
  });
});
