import { eq } from "drizzle-orm";
import { describe, expect, it, vi } from "vitest";
import {
  Client,
  db,
  insertReport,
  lastEmailLinks,
  lastEmailToken,
  PASSWORD,
  signUp,
  uniqueEmail,
} from "../../../test/accounts";
import { APP } from "../../../test/http";
import { reports, subscriptions, users } from "../../db/schema";

const json = (res: Response) => res.json() as Promise<Record<string, unknown>>;

describe("POST /settings/email", () => {
  it("sends a confirmation to the new address and changes the email only once it is confirmed", async () => {
    const { client, email } = await signUp({ confirmed: true });
    const next = uniqueEmail("moved");
    const res = await client.post("/api/v1/settings/email", { email: next });
    expect(res.status).toBe(200);
    expect(await json(await client.get("/api/v1/auth/info"))).toMatchObject({ email });
    expect((await lastEmailLinks(next))[0]).toMatch(new RegExp(`^${APP}/settings/email/`));
    const hash = await lastEmailToken(next);
    const confirmed = await client.post("/api/v1/settings/email/confirm", { hash });
    expect(confirmed.status).toBe(200);
    expect(await json(confirmed)).toMatchObject({ email: next, confirmed: true });
    expect((await new Client().post("/api/v1/auth/signin", { email: next, password: PASSWORD })).status).toBe(
      200,
    );
    expect((await client.post("/api/v1/settings/email/confirm", { hash })).status).toBe(404);
  });

  it.each([
    ["the current address", "same", "Email is equal to the current"],
    ["a malformed address", "not-an-email", "Invalid email address"],
    ["an empty field", "", "Please fill out the form"],
  ])("refuses %s", async (_, value, message) => {
    const { client, email } = await signUp();
    const res = await client.post("/api/v1/settings/email", {
      email: value === "same" ? email.toUpperCase() : value,
    });
    expect(res.status).toBe(400);
    expect(await json(res)).toMatchObject({ message });
  });

  it("sends at most 5 email-change links an hour per account", async () => {
    const { client } = await signUp();
    for (let i = 0; i < 5; i++) {
      expect((await client.post("/api/v1/settings/email", { email: uniqueEmail("spam") })).status).toBe(200);
    }
    const res = await client.post("/api/v1/settings/email", { email: uniqueEmail("spam") });
    expect(res.status).toBe(429);
    expect(await json(res)).toMatchObject({ code: "rate_limited" });
  });

  it("refuses the change if another account took the address after the link was sent", async () => {
    const { client, email } = await signUp();
    const target = uniqueEmail("contested");
    await client.post("/api/v1/settings/email", { email: target });
    const hash = await lastEmailToken(target);
    expect(
      (await new Client().post("/api/v1/auth/signup", { email: target, password: PASSWORD })).status,
    ).toBe(200);
    const res = await client.post("/api/v1/settings/email/confirm", { hash });
    expect(res.status).toBe(409);
    expect(await json(await client.get("/api/v1/auth/info"))).toMatchObject({ email });
  });

  it("refuses an address another account has", async () => {
    const other = await signUp();
    const { client } = await signUp();
    expect((await client.post("/api/v1/settings/email", { email: other.email })).status).toBe(409);
  });

  it("does not let one account use another account's email-change link", async () => {
    const alice = await signUp();
    const bob = await signUp();
    const target = uniqueEmail("target");
    await alice.client.post("/api/v1/settings/email", { email: target });
    const hash = await lastEmailToken(target);
    const res = await bob.client.post("/api/v1/settings/email/confirm", { hash });
    expect(res.status).toBe(404);
    expect(await json(res)).toMatchObject({ message: "Invalid Link" });
    expect(await json(await bob.client.get("/api/v1/auth/info"))).toMatchObject({ email: bob.email });
    // Bob's attempt did not use the link up: it still works for Alice.
    const own = await alice.client.post("/api/v1/settings/email/confirm", { hash });
    expect(own.status).toBe(200);
    expect(await json(own)).toMatchObject({ email: target });
  });
});

describe("POST /settings/password", () => {
  it("changes the password with the current one and ends the account's other sessions", async () => {
    const { client, email } = await signUp();
    const other = new Client();
    await other.post("/api/v1/auth/signin", { email, password: PASSWORD });
    const res = await client.post("/api/v1/settings/password", {
      current: PASSWORD,
      password: "Brand-new-pass1",
    });
    expect(res.status).toBe(200);
    expect((await client.get("/api/v1/auth/info")).status).toBe(200);
    expect((await other.get("/api/v1/auth/info")).status).toBe(401);
    expect(
      (await new Client().post("/api/v1/auth/signin", { email, password: "Brand-new-pass1" })).status,
    ).toBe(200);
  });

  it.each([
    [{ current: "Wrong-pass-9", password: "Brand-new-pass1" }, "Invalid password"],
    [{ password: "Brand-new-pass1" }, "Please fill out the form"],
    [{ current: PASSWORD, password: "weak" }, "Invalid password"],
  ])("refuses %j and keeps the old password", async (body, message) => {
    const { client, email } = await signUp();
    const res = await client.post("/api/v1/settings/password", body);
    expect(res.status).toBe(400);
    expect(await json(res)).toMatchObject({ message });
    expect((await new Client().post("/api/v1/auth/signin", { email, password: PASSWORD })).status).toBe(200);
  });
});

describe("POST /settings/receive", () => {
  it("stores the marketing choice", async () => {
    const { client } = await signUp();
    expect(await json(await client.post("/api/v1/settings/receive", { receive: false }))).toEqual({
      receive: false,
    });
    expect(await json(await client.get("/api/v1/auth/info"))).toMatchObject({ receive: false });
    const bad = await client.post("/api/v1/settings/receive", { receive: "no" });
    expect(bad.status).toBe(400);
    expect(await json(await client.get("/api/v1/auth/info"))).toMatchObject({ receive: false });
  });
});

describe("POST /settings/delete", () => {
  it("needs the password, then removes the account, its reports and sessions", async () => {
    const { client, email, id } = await signUp({ subscribed: true });
    const reportId = await insertReport({ userId: id });
    const wrong = await client.post("/api/v1/settings/delete", { password: "Wrong-pass-9" });
    expect(wrong.status).toBe(400);
    expect(await db().select().from(users).where(eq(users.id, id))).toHaveLength(1);
    const res = await client.post("/api/v1/settings/delete", { password: PASSWORD });
    expect(res.status).toBe(200);
    expect(await db().select().from(users).where(eq(users.id, id))).toHaveLength(0);
    expect(await db().select().from(reports).where(eq(reports.id, reportId))).toHaveLength(0);
    expect((await client.get("/api/v1/auth/info")).status).toBe(401);
    expect((await new Client().post("/api/v1/auth/signin", { email, password: PASSWORD })).status).toBe(401);
  });
});

describe("billing: GET /settings/manage and cancelling on delete", () => {
  /** Stripe's API as far as these calls go; records what was asked, can be made to fail. */
  function stubStripe(fail = false) {
    const calls: string[] = [];
    const realFetch = globalThis.fetch;
    const spy = vi.spyOn(globalThis, "fetch").mockImplementation(async (input, init) => {
      const request = new Request(input, init);
      if (!request.url.startsWith("https://api.stripe.com/")) return realFetch(input, init);
      calls.push(`${request.method} ${new URL(request.url).pathname} ${await request.text()}`);
      if (fail) return Response.json({ error: { type: "api_error", message: "down" } }, { status: 500 });
      if (request.url.includes("/billing_portal/sessions")) {
        return Response.json({
          id: "bps_1",
          object: "billing_portal.session",
          url: "https://billing.stripe.com/p/session/test_1",
        });
      }
      return Response.json({ id: "sub_1", object: "subscription", status: "canceled" });
    });
    return { calls, restore: () => spy.mockRestore() };
  }

  async function withStripeSubscription() {
    const user = await signUp({ subscribed: true });
    await db()
      .update(subscriptions)
      .set({ stripeCustomerId: "cus_test_1", stripeSubscriptionId: "sub_test_1" })
      .where(eq(subscriptions.userId, user.id));
    return user;
  }

  it("opens the billing portal for a customer, returning to settings", async () => {
    const { client } = await withStripeSubscription();
    const stripe = stubStripe();
    try {
      const res = await client.get("/api/v1/settings/manage");
      expect(res.status).toBe(200);
      expect(await json(res)).toEqual({ url: "https://billing.stripe.com/p/session/test_1" });
      expect(stripe.calls[0]).toContain("POST /v1/billing_portal/sessions");
      expect(decodeURIComponent(stripe.calls[0] ?? "")).toContain(`return_url=${APP}/settings`);
      expect(stripe.calls[0]).toContain("customer=cus_test_1");
    } finally {
      stripe.restore();
    }
  });

  it("answers 404 without a billing customer, and 502 (never 500) when Stripe fails", async () => {
    const { client } = await signUp({ subscribed: true });
    expect(await json(await client.get("/api/v1/settings/manage"))).toEqual({
      code: "not_found",
      message: "No subscription to manage",
    });
    const customer = await withStripeSubscription();
    const stripe = stubStripe(true);
    try {
      expect((await customer.client.get("/api/v1/settings/manage")).status).toBe(502);
    } finally {
      stripe.restore();
    }
  });

  it("cancels the Stripe subscription before deleting the account, and deletes nothing if it cannot", async () => {
    const failing = await withStripeSubscription();
    const down = stubStripe(true);
    try {
      expect((await failing.client.post("/api/v1/settings/delete", { password: PASSWORD })).status).toBe(502);
      expect(await db().select().from(users).where(eq(users.id, failing.id))).toHaveLength(1);
    } finally {
      down.restore();
    }
    const stripe = stubStripe();
    try {
      expect((await failing.client.post("/api/v1/settings/delete", { password: PASSWORD })).status).toBe(200);
      expect(stripe.calls.some((call) => call.startsWith("DELETE /v1/subscriptions/sub_test_1"))).toBe(true);
      expect(await db().select().from(users).where(eq(users.id, failing.id))).toHaveLength(0);
    } finally {
      stripe.restore();
    }
  });
});
