import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import {
  Client,
  db,
  insertReport,
  lastEmailToken,
  PASSWORD,
  signUp,
  uniqueEmail,
} from "../../../test/accounts";
import { APP } from "../../../test/http";
import { emailsTo, waitForEmail, waitForEmailToken } from "../../../test/mail";
import { fakeStripe, STRIPE_ENV } from "../../../test/stripe-fake";
import { emailTokens, reports, sessions, subscriptions, users } from "../../db/schema";

const json = (res: Response) => res.json() as Promise<Record<string, unknown>>;

describe("POST /settings/email", () => {
  it("sends a confirmation to the new address and changes the email only once it is confirmed", async () => {
    const { client, email } = await signUp({ confirmed: true });
    const next = uniqueEmail("moved");
    const res = await client.post("/api/v1/settings/email", { email: next, password: PASSWORD });
    expect(res.status).toBe(200);
    expect(await json(res)).toEqual({ sent: true, email: next });
    expect(await json(await client.get("/api/v1/auth/info"))).toMatchObject({ email });
    expect((await waitForEmail(next, /new email/)).links[0]).toMatch(new RegExp(`^${APP}/settings/email/`));
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
      password: PASSWORD,
    });
    expect(res.status).toBe(400);
    expect(await json(res)).toMatchObject({ message });
  });

  it("sends at most 5 email-change links an hour per account, counting before it looks the address up", async () => {
    const { client } = await signUp();
    const taken = await signUp();
    for (let i = 0; i < 5; i++) {
      const res = await client.post("/api/v1/settings/email", {
        email: uniqueEmail("spam"),
        password: PASSWORD,
      });
      expect(res.status).toBe(200);
    }
    for (const email of [uniqueEmail("spam"), taken.email]) {
      const res = await client.post("/api/v1/settings/email", { email, password: PASSWORD });
      expect(res.status).toBe(429);
      expect(await json(res)).toMatchObject({ code: "rate_limited" });
    }
  });

  it("asks for the current password and sends nothing without it", async () => {
    const { client } = await signUp();
    const target = uniqueEmail("nopass");
    for (const [body, message] of [
      [{ email: target }, "Please fill out the form"],
      [{ email: target, password: "Wrong-pass-9" }, "Invalid password"],
    ] as const) {
      const res = await client.post("/api/v1/settings/email", body);
      expect(res.status).toBe(400);
      expect(await json(res)).toMatchObject({ message, fields: { password: message } });
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(await emailsTo(target)).toEqual([]);
  });

  it("asks a Google-only account (no password) for a recent sign-in instead", async () => {
    const { client, id } = await signUp();
    await db()
      .update(users)
      .set({ passwordHash: null, googleSub: `g-${id}` })
      .where(eq(users.id, id));
    expect((await client.post("/api/v1/settings/email", { email: uniqueEmail("g") })).status).toBe(200);
    await db()
      .update(sessions)
      .set({ created: new Date(Date.now() - 11 * 60_000) })
      .where(eq(sessions.userId, id));
    const stale = await client.post("/api/v1/settings/email", { email: uniqueEmail("g") });
    expect(stale.status).toBe(403);
    expect(await json(stale)).toMatchObject({
      code: "forbidden",
      message: "Please sign in again to continue",
    });
  });

  it("on the change: tells the old address, ends other sessions, revokes the account's outstanding links", async () => {
    const { client, email } = await signUp();
    const confirm = await lastEmailToken(email);
    const other = new Client();
    expect((await other.post("/api/v1/auth/signin", { email, password: PASSWORD })).status).toBe(200);
    await new Client().post("/api/v1/auth/recovery", { email });
    const recovery = await waitForEmailToken(email, /Reset/);
    const next = uniqueEmail("moved");
    await client.post("/api/v1/settings/email", { email: next, password: PASSWORD });
    const hash = await waitForEmailToken(next, /new email/);
    expect((await client.post("/api/v1/settings/email/confirm", { hash })).status).toBe(200);

    const notice = await waitForEmail(email, /email was changed/);
    expect(notice.text).toContain(next);
    expect(notice.links).toEqual([]);
    expect((await client.get("/api/v1/auth/info")).status).toBe(200);
    expect((await other.get("/api/v1/auth/info")).status).toBe(401);
    expect((await new Client().get(`/api/v1/auth/recovery/${recovery}`)).status).toBe(404);
    expect((await new Client().post(`/api/v1/auth/confirm/${confirm}`)).status).toBe(404);
  });

  it("answers an address another account has like a free one, and sends that address a notice, not a link", async () => {
    const other = await signUp();
    const { client, email: requester } = await signUp();
    const taken = await client.post("/api/v1/settings/email", { email: other.email, password: PASSWORD });
    const free = uniqueEmail("free");
    const answered = await client.post("/api/v1/settings/email", { email: free, password: PASSWORD });
    expect(taken.status).toBe(200);
    expect(answered.status).toBe(200);
    expect(Object.keys(await json(taken))).toEqual(Object.keys(await json(answered)));
    const notice = await waitForEmail(other.email, /already has a Lookwise account/);
    expect(notice.links).toEqual([]);
    expect(notice.text).not.toContain(requester);
    await waitForEmail(free, /new email/);
    const links = await db().select().from(emailTokens).where(eq(emailTokens.newEmail, other.email));
    expect(links).toEqual([]);
  });

  it("refuses the change if another account took the address after the link was sent", async () => {
    const { client, email } = await signUp();
    const target = uniqueEmail("contested");
    await client.post("/api/v1/settings/email", { email: target, password: PASSWORD });
    const hash = await waitForEmailToken(target, /new email/);
    expect(
      (await new Client().post("/api/v1/auth/signup", { email: target, password: PASSWORD })).status,
    ).toBe(200);
    const res = await client.post("/api/v1/settings/email/confirm", { hash });
    expect(res.status).toBe(409);
    expect(await json(await client.get("/api/v1/auth/info"))).toMatchObject({ email });
  });

  it("does not let one account use another account's email-change link", async () => {
    const alice = await signUp();
    const bob = await signUp();
    const target = uniqueEmail("target");
    await alice.client.post("/api/v1/settings/email", { email: target, password: PASSWORD });
    const hash = await waitForEmailToken(target, /new email/);
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

  it("revokes the account's outstanding recovery and email-change links", async () => {
    const { client, email } = await signUp();
    await new Client().post("/api/v1/auth/recovery", { email });
    const recovery = await waitForEmailToken(email, /Reset/);
    const target = uniqueEmail("pending");
    await client.post("/api/v1/settings/email", { email: target, password: PASSWORD });
    const change = await waitForEmailToken(target, /new email/);
    const res = await client.post("/api/v1/settings/password", {
      current: PASSWORD,
      password: "Brand-new-pass1",
    });
    expect(res.status).toBe(200);
    expect((await new Client().get(`/api/v1/auth/recovery/${recovery}`)).status).toBe(404);
    expect((await client.post("/api/v1/settings/email/confirm", { hash: change })).status).toBe(404);
  });

  it("limits wrong current passwords: 5 per session per 15 minutes, then 429 even for the right one", async () => {
    const { client, email } = await signUp();
    for (let i = 0; i < 5; i++) {
      const res = await client.post("/api/v1/settings/password", {
        current: "Wrong-pass-9",
        password: "Brand-new-pass1",
      });
      expect(res.status).toBe(400);
    }
    for (const path of ["/api/v1/settings/password", "/api/v1/settings/delete", "/api/v1/settings/email"]) {
      const res = await client.post(path, {
        current: PASSWORD,
        password: path.endsWith("password") ? "Brand-new-pass1" : PASSWORD,
        email: uniqueEmail("limited"),
      });
      expect(res.status).toBe(429);
      expect(await json(res)).toMatchObject({ code: "rate_limited" });
    }
    // Another session of the owner is not blocked.
    const owner = new Client();
    await owner.post("/api/v1/auth/signin", { email, password: PASSWORD });
    const res = await owner.post("/api/v1/settings/password", {
      current: PASSWORD,
      password: "Brand-new-pass1",
    });
    expect(res.status).toBe(200);
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
    // Keyed by the field the form sent, beside its input.
    expect(await json(wrong)).toEqual({
      code: "validation",
      message: "Invalid password",
      fields: { password: "Invalid password" },
    });
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
  /** A subscriber whose subscription Stripe holds, with the client running under Stripe keys. */
  async function stripeSubscriber(stripe: ReturnType<typeof fakeStripe>) {
    const user = await signUp({ confirmed: true });
    user.client.env = STRIPE_ENV;
    const sub = stripe.addSubscription({ userId: user.id, planId: "standard", customer: `cus_${user.id}` });
    await db().update(users).set({ stripeCustomerId: sub.customer }).where(eq(users.id, user.id));
    await db()
      .insert(subscriptions)
      .values({
        userId: user.id,
        planId: "standard",
        status: "active",
        periodEnd: new Date(Date.now() + 30 * 86_400_000),
        stripeSubscriptionId: sub.id,
      });
    return { ...user, sub };
  }

  it("opens the billing portal for a customer, returning to settings", async () => {
    const stripe = fakeStripe();
    try {
      const { client, sub } = await stripeSubscriber(stripe);
      const res = await client.get("/api/v1/settings/manage");
      expect(res.status).toBe(200);
      expect(await json(res)).toEqual({ url: "https://billing.stripe.com/p/session/test_1" });
      const portal = stripe.calls.find((call) => call.path === "/v1/billing_portal/sessions");
      expect(portal?.body.get("return_url")).toBe(`${APP}/settings`);
      expect(portal?.body.get("customer")).toBe(sub.customer);
    } finally {
      stripe.restore();
    }
  });

  it("answers 404 without a billing customer, and 502 (never 500) when Stripe fails", async () => {
    const stripe = fakeStripe();
    try {
      const { client } = await signUp({ confirmed: true });
      client.env = STRIPE_ENV;
      expect(await json(await client.get("/api/v1/settings/manage"))).toEqual({
        code: "not_found",
        message: "No subscription to manage",
      });
      const customer = await stripeSubscriber(stripe);
      stripe.state.down = true;
      expect((await customer.client.get("/api/v1/settings/manage")).status).toBe(502);
    } finally {
      stripe.restore();
    }
  });

  it("opens the local billing portal without Stripe keys", async () => {
    const { client } = await signUp({ subscribed: true });
    expect(await json(await client.get("/api/v1/settings/manage"))).toEqual({ url: `${APP}/dev/billing` });
  });

  it("cancels the Stripe subscription before deleting the account, and deletes nothing if it cannot", async () => {
    const stripe = fakeStripe();
    try {
      const failing = await stripeSubscriber(stripe);
      stripe.state.down = true;
      expect((await failing.client.post("/api/v1/settings/delete", { password: PASSWORD })).status).toBe(502);
      expect(await db().select().from(users).where(eq(users.id, failing.id))).toHaveLength(1);
      stripe.state.down = false;
      expect((await failing.client.post("/api/v1/settings/delete", { password: PASSWORD })).status).toBe(200);
      expect(
        stripe.calls.some(
          (call) => call.method === "DELETE" && call.path === `/v1/subscriptions/${failing.sub.id}`,
        ),
      ).toBe(true);
      expect(stripe.subscriptions.get(failing.sub.id)?.status).toBe("canceled");
      expect(await db().select().from(users).where(eq(users.id, failing.id))).toHaveLength(0);
    } finally {
      stripe.restore();
    }
  });
});
