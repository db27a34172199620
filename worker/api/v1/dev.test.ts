import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { type Client, db, signUp } from "../../../test/accounts";
import { completeCheckout, startCheckout } from "../../../test/billing";
import { APP, call, callJson, callWithEnv, readPage } from "../../../test/http";
import { STRIPE_ENV } from "../../../test/stripe-fake";
import { checkoutSessions } from "../../db/schema";

const body = (res: Response) => res.json() as Promise<unknown>;

describe("GET /dev/outbox", () => {
  it("lists the emails sent to an address, newest first, with their links", async () => {
    const { email } = await signUp();
    const res = await call(`/api/v1/dev/outbox?to=${encodeURIComponent(email.toUpperCase())}`);
    expect(res.status).toBe(200);
    const emails = (await res.json()) as {
      to: string;
      subject: string;
      text: string;
      links: string[];
      created: string;
    }[];
    expect(emails).toHaveLength(1);
    expect(emails[0]).toMatchObject({ to: email, subject: "Confirm your email for Lookwise" });
    expect(emails[0]?.text).toContain(emails[0]?.links[0]);
  });

  it("does not exist in production", async () => {
    const production = {
      ENVIRONMENT: "production",
      AUTH_SECRET: "a-real-production-secret-of-enough-length",
      EMAIL_API_KEY: "re_production_key",
    };
    const requests: [string, RequestInit][] = [
      ["/api/v1/dev/outbox", {}],
      [
        "/api/v1/dev/checkout/cs_local_abc/complete",
        { method: "POST", headers: { "Content-Type": "application/json" }, body: '{"result":"success"}' },
      ],
      [
        "/api/v1/dev/clock",
        { method: "POST", headers: { "Content-Type": "application/json" }, body: '{"days":8}' },
      ],
      ["/api/v1/dev/cron", { method: "POST" }],
    ];
    for (const [path, init] of requests) {
      const res = await callWithEnv(production, path, init);
      expect(res.status).toBe(404);
      expect(await res.json()).toEqual({ code: "not_found", message: "Not Found" });
    }
  });

  it("has no local checkout when Stripe keys are set", async () => {
    const res = await callWithEnv(STRIPE_ENV, "/api/v1/dev/checkout/cs_local_abc/complete", {
      method: "POST",
      headers: { "Content-Type": "application/json", Origin: "http://example.test" },
      body: '{"result":"success"}',
    });
    expect(res.status).toBe(404);
  });

  it("answers 401 signed out, 404 for an unknown checkout session and 400 for a result it does not know", async () => {
    const path = "/api/v1/dev/checkout/cs_local_nope/complete";
    const signedOut = await call(path, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: '{"result":"success"}',
    });
    expect(signedOut.status).toBe(401);
    const { client } = await signUp({ confirmed: true });
    expect((await client.post(path, { result: "success" })).status).toBe(404);
    expect((await client.post(path, { result: "maybe" })).status).toBe(400);
    expect((await client.send("POST", path, "{", { "Content-Type": "application/json" })).status).toBe(400);
  });

  it("completes only a checkout session of the signed-in user who started it", async () => {
    const owner = await signUp({ confirmed: true });
    const stranger = await signUp({ confirmed: true });
    const sessionId = await startCheckout(owner.client, "standard");
    for (const result of ["success", "fail"] as const) {
      const res = await completeCheckout(stranger.client, sessionId, result);
      expect(res.status).toBe(404);
      expect(await res.json()).toEqual({ code: "not_found", message: "Checkout session not found" });
    }
    expect(await body(await stranger.client.get("/api/v1/subscription/info"))).toMatchObject({ plan: null });
    const [session] = await db().select().from(checkoutSessions).where(eq(checkoutSessions.id, sessionId));
    expect(session?.status).toBe("open");

    expect((await completeCheckout(owner.client, sessionId, "success")).status).toBe(200);
    expect(await body(await owner.client.get("/api/v1/subscription/info"))).toMatchObject({
      plan: { id: "standard" },
      status: "active",
    });
  });

  it("shows the local checkout page only to the user who started it", async () => {
    const owner = await signUp({ confirmed: true });
    const stranger = await signUp({ confirmed: true });
    const sessionId = await startCheckout(owner.client, "standard");
    const page = (client?: Client) => {
      const cookie = client ? [...client.cookies].map(([k, v]) => `${k}=${v}`).join("; ") : "";
      return call(`${APP}/dev/checkout/${sessionId}`, { headers: cookie ? { Cookie: cookie } : {} });
    };
    const own = await page(owner.client);
    expect(own.status).toBe(200);
    expect(await readPage(own)).toContain(owner.email);
    for (const other of [await page(stranger.client), await page()]) {
      expect(other.status).toBe(404);
      expect(await readPage(other)).not.toContain(owner.email);
    }
  });

  it("does not exist on a public host, even in development", async () => {
    for (const url of [
      "https://lookwise.example/api/v1/dev/outbox",
      "http://app.test.example.com/api/v1/dev/outbox",
    ]) {
      const res = await callWithEnv({ ENVIRONMENT: "development" }, url);
      expect(res.status).toBe(404);
      expect(await res.json()).toEqual({ code: "not_found", message: "Not Found" });
    }
  });

  it("answers on local hosts in development", async () => {
    for (const origin of [
      "http://localhost:5173",
      "http://127.0.0.1:4173",
      "http://[::1]:5173",
      "http://app.example.test",
    ]) {
      const res = await callWithEnv(
        { ENVIRONMENT: "development" },
        `${origin}/api/v1/dev/outbox?to=nobody@example.com`,
      );
      expect(res.status).toBe(200);
    }
  });
});

describe("the simulated clock and the hand-run cron", () => {
  it("moves the simulator's clock on by days and back to its start, refusing anything else", async () => {
    const post = (body: unknown) => callJson("/api/v1/dev/clock", "POST", body);
    expect(await body(await call("/api/v1/dev/clock"))).toMatchObject({ advanceMs: 0 });
    // A day: no persona posts anything new yet, so tests running beside this one see no difference.
    const moved = await post({ days: 1 });
    expect(moved.status).toBe(200);
    const answer = (await moved.json()) as { advanceMs: number; now: string };
    expect(answer.advanceMs).toBe(86_400_000);
    expect(Date.parse(answer.now) - Date.now()).toBeGreaterThan(86_400_000 - 60_000);
    for (const bad of [{ days: -1 }, { days: "8" }, {}, { reset: false }])
      expect((await post(bad)).status).toBe(400);
    expect(await body(await call("/api/v1/dev/clock"))).toMatchObject({ advanceMs: 86_400_000 });
    expect(await body(await post({ reset: true }))).toMatchObject({ advanceMs: 0 });
  });

  it("runs the monitoring cron at the clock's time", async () => {
    const res = await callJson("/api/v1/dev/cron", "POST", {});
    expect(res.status).toBe(200);
    const run = (await res.json()) as { now: string; queued: number; ended: number };
    expect(Math.abs(Date.parse(run.now) - Date.now())).toBeLessThan(60_000);
    expect(run.queued).toBeGreaterThanOrEqual(0);
  });
});
