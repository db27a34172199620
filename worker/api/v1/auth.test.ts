import { env } from "cloudflare:workers";
import { eq } from "drizzle-orm";
import { exportJWK, generateKeyPair, SignJWT } from "jose";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import {
  Client,
  db,
  insertReport,
  lastEmailLinks,
  lastEmailToken,
  PASSWORD,
  signUp,
  uniqueEmail,
  uniqueIp,
} from "../../../test/accounts";
import { APP } from "../../../test/http";
import {
  emailsTo,
  PRODUCTION_MAIL,
  requestWithEnv,
  stubEmailApi,
  waitForEmail,
  waitForEmailToken,
  within,
} from "../../../test/mail";
import { emailTokens, reports, users } from "../../db/schema";

const json = (res: Response) => res.json() as Promise<Record<string, unknown>>;

describe("sign-up", () => {
  it("creates the account, starts a session and sends the confirmation link", async () => {
    const client = new Client();
    const email = uniqueEmail();
    const res = await client.post("/api/v1/auth/signup", {
      email: ` ${email.toUpperCase()} `,
      password: PASSWORD,
    });
    expect(res.status).toBe(200);
    const info = await json(res);
    expect(info).toMatchObject({
      email,
      confirmed: false,
      google: false,
      hasPassword: true,
      subscription: null,
    });
    expect(info.remainingDelay).toBeGreaterThan(55);
    expect(info.sessionId).toMatch(/^ses_/);
    const cookie = res.headers.getSetCookie().find((c) => c.startsWith("lw_session=")) ?? "";
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Lax/);
    expect(cookie).toMatch(/Domain=example.test/);
    const [link] = await lastEmailLinks(email);
    expect(link).toMatch(new RegExp(`^${APP}/confirm/[\\w-]{40,}$`));
    expect((await client.get("/api/v1/auth/info")).status).toBe(200);
  });

  it.each([
    [{}, "Please fill out the form"],
    [{ email: "", password: "" }, "Please fill out the form"],
    [{ email: "not-an-email", password: PASSWORD }, "Invalid email address"],
    [{ email: "a@example.com", password: "short1" }, "Invalid password"],
    [{ email: "a@example.com", password: "lettersonly" }, "Invalid password"],
    [{ email: 42, password: PASSWORD }, "Please fill out the form"],
  ])("refuses %j with '%s' and creates nothing", async (body, message) => {
    const res = await new Client().post("/api/v1/auth/signup", body);
    expect(res.status).toBe(400);
    expect(await json(res)).toMatchObject({ code: "validation", message });
    expect(res.headers.get("Set-Cookie")).toBeNull();
  });

  it("refuses an address that already has an account", async () => {
    const { email } = await signUp();
    const res = await new Client().post("/api/v1/auth/signup", { email, password: PASSWORD });
    expect(res.status).toBe(409);
    expect(await json(res)).toMatchObject({ code: "conflict" });
  });

  it("answers a double submit with one account and a 409, never a 500", async () => {
    const email = uniqueEmail();
    const statuses = await Promise.all(
      Array.from({ length: 3 }, () =>
        new Client().post("/api/v1/auth/signup", { email, password: PASSWORD }).then((r) => r.status),
      ),
    );
    expect(statuses.sort()).toEqual([200, 409, 409]);
  });

  it("moves the visitor's reports to the new account", async () => {
    const client = new Client();
    const visitorId = `v_${crypto.randomUUID()}`;
    client.cookies.set("lw_visitor", visitorId);
    const reportId = await insertReport({ visitorId });
    const res = await client.post("/api/v1/auth/signup", { email: uniqueEmail(), password: PASSWORD });
    const { id } = await json(res);
    const [row] = await db().select().from(reports).where(eq(reports.id, reportId));
    expect(row).toMatchObject({ userId: id, visitorId: null });
    expect(client.cookies.has("lw_visitor")).toBe(false);
  });

  it("signs up when the email provider fails, and the confirmation goes out on a retry", async () => {
    const api = stubEmailApi(async () => new Response("provider down", { status: 503 }));
    const email = uniqueEmail("flaky-mail");
    try {
      const { response, settled } = await requestWithEnv(PRODUCTION_MAIL, "/api/v1/auth/signup", {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({ email, password: PASSWORD }),
        ip: uniqueIp(),
      });
      expect(response.status).toBe(200);
      expect(await json(response)).toMatchObject({ email, confirmed: false });
      await settled();
      expect(api.calls.map((c) => c.to)).toEqual([[email]]);
    } finally {
      api.restore();
    }
    const [row] = await db().select().from(users).where(eq(users.email, email));
    expect(row).toBeDefined();
    // The mail queue retries it (its consumer here writes to the outbox): the link works.
    const retried = await waitForEmail(email, /Confirm your email/);
    const token = retried.links[0]?.split("/").pop() ?? "";
    expect((await new Client().post(`/api/v1/auth/confirm/${token}`)).status).toBe(200);
  });
});

describe("sign-in and sessions", () => {
  it("signs in with the right password and gives the same answer for a wrong one or an unknown email", async () => {
    const { email } = await signUp();
    const client = new Client();
    expect((await client.post("/api/v1/auth/signin", { email, password: PASSWORD })).status).toBe(200);
    for (const body of [
      { email, password: "Wrong-pass-1" },
      { email: uniqueEmail("nobody"), password: PASSWORD },
    ]) {
      const res = await new Client().post("/api/v1/auth/signin", body);
      expect(res.status).toBe(401);
      expect(await json(res)).toEqual({ code: "unauthorized", message: "User not found or wrong password" });
    }
  });

  it("replaces the browser's previous session when it signs in again", async () => {
    const { client, email } = await signUp();
    const before = new Map(client.cookies);
    expect((await client.post("/api/v1/auth/signin", { email, password: PASSWORD })).status).toBe(200);
    const old = new Client();
    for (const [k, v] of before) old.cookies.set(k, v);
    expect((await old.get("/api/v1/auth/info")).status).toBe(401);
    expect((await client.get("/api/v1/auth/info")).status).toBe(200);
  });

  it("ends the session server side on sign-out: the old cookie stops working", async () => {
    const { client } = await signUp();
    const stolen = new Map(client.cookies);
    expect((await client.post("/api/v1/auth/signout")).status).toBe(200);
    expect(client.cookies.has("lw_session")).toBe(false);
    const replay = new Client();
    for (const [k, v] of stolen) replay.cookies.set(k, v);
    expect((await replay.get("/api/v1/auth/info")).status).toBe(401);
  });

  it("accepts the session as a bearer token and refuses a forged one", async () => {
    const { client } = await signUp();
    const api = new Client();
    api.bearer = client.cookies.get("lw_session") ?? null;
    expect((await api.get("/api/v1/auth/info")).status).toBe(200);
    // Bearer clients are not browsers: no Origin needed for writes.
    expect((await api.post("/api/v1/settings/receive", { receive: false }, { Origin: "" })).status).toBe(200);
    api.bearer = `${api.bearer?.split(".")[0]}.forged`;
    expect((await api.get("/api/v1/auth/info")).status).toBe(401);
  });

  it("answers /auth/info with 401 signed out, and never a hash or token", async () => {
    expect((await new Client().get("/api/v1/auth/info")).status).toBe(401);
    const { client } = await signUp();
    const text = await (await client.get("/api/v1/auth/info?reset")).text();
    expect(text).not.toMatch(/pbkdf2|password_hash|passwordHash|tokenHash|lw_session/);
    expect(text).not.toContain(client.cookies.get("lw_session")?.split(".")[0]);
  });

  it("limits failed sign-ins to 10 per IP per 15 minutes, then refuses even the right password", async () => {
    const { email } = await signUp();
    const attacker = new Client();
    for (let i = 0; i < 10; i++) {
      expect(
        (await attacker.post("/api/v1/auth/signin", { email: uniqueEmail(), password: "x" })).status,
      ).toBe(401);
    }
    const res = await attacker.post("/api/v1/auth/signin", { email, password: PASSWORD });
    expect(res.status).toBe(429);
    expect(await json(res)).toMatchObject({ code: "rate_limited" });
    expect((await new Client().post("/api/v1/auth/signin", { email, password: PASSWORD })).status).toBe(200);
  });

  it("counts parallel failed sign-ins too: no more than 10 guesses get through at once", async () => {
    const { email } = await signUp();
    const attacker = new Client();
    const statuses = await Promise.all(
      Array.from({ length: 25 }, () =>
        attacker.post("/api/v1/auth/signin", { email, password: "Wrong-pass-1" }).then((r) => r.status),
      ),
    );
    expect(statuses.filter((s) => s === 401)).toHaveLength(10);
    expect(statuses.filter((s) => s === 429)).toHaveLength(15);
  });

  it("does not count successful sign-ins against the failure limit", async () => {
    const { email } = await signUp();
    const client = new Client();
    for (let i = 0; i < 11; i++)
      expect((await client.post("/api/v1/auth/signin", { email, password: PASSWORD })).status).toBe(200);
    expect((await client.post("/api/v1/auth/signin", { email, password: "Wrong-pass-1" })).status).toBe(401);
  });

  it("does not let failures sprayed from many IPs lock the owner out", async () => {
    const { email } = await signUp();
    for (let i = 0; i < 10; i++) {
      const res = await new Client().post("/api/v1/auth/signin", { email, password: "Wrong-pass-1" });
      expect(res.status).toBe(401);
    }
    // Past the account's limit, an IP that has not failed on it may still try once...
    const sprayer = new Client();
    expect((await sprayer.post("/api/v1/auth/signin", { email, password: "Wrong-pass-2" })).status).toBe(401);
    // ...but no more: while the account is under attack, each IP gets one guess.
    const again = await sprayer.post("/api/v1/auth/signin", { email, password: PASSWORD });
    expect(again.status).toBe(429);
    expect(await json(again)).toMatchObject({ code: "rate_limited" });
    // The owner, from an IP that has not failed, signs in with the right password.
    expect((await new Client().post("/api/v1/auth/signin", { email, password: PASSWORD })).status).toBe(200);
  });

  it("clears the account's sign-in failures when the password is reset", async () => {
    const { email } = await signUp();
    const owner = new Client();
    for (let i = 0; i < 10; i++)
      await new Client().post("/api/v1/auth/signin", { email, password: "Wrong-pass-1" });
    expect((await owner.post("/api/v1/auth/signin", { email, password: "Mistyped-1" })).status).toBe(401);
    expect((await owner.post("/api/v1/auth/signin", { email, password: PASSWORD })).status).toBe(429);
    await new Client().post("/api/v1/auth/recovery", { email });
    const token = await waitForEmailToken(email, /Reset/);
    const reset = await new Client().post(`/api/v1/auth/recovery/${token}`, { password: "N3w-password" });
    expect(reset.status).toBe(200);
    expect((await owner.post("/api/v1/auth/signin", { email, password: "N3w-password" })).status).toBe(200);
  });

  it("counts an IPv6 client's whole /64 as one IP", async () => {
    const [a = 0, b = 0] = crypto.getRandomValues(new Uint16Array(2));
    const prefix = `2001:db8:${a.toString(16)}:${b.toString(16)}`;
    const attempt = (ip: string) =>
      new Client().post(
        "/api/v1/auth/signin",
        { email: uniqueEmail("nobody"), password: "Wrong-pass-1" },
        { "CF-Connecting-IP": ip },
      );
    for (let i = 0; i < 10; i++) expect((await attempt(`${prefix}::1`)).status).toBe(401);
    // The same /64, however it is written: one bucket.
    expect((await attempt(`${prefix}::2`)).status).toBe(429);
    expect((await attempt(`${prefix}:0:0:0:ffff`.toUpperCase())).status).toBe(429);
    // The next /64 is someone else.
    expect((await attempt(`2001:db8:${a.toString(16)}:${((b + 1) % 0x10000).toString(16)}::1`)).status).toBe(
      401,
    );
  });
});

describe("cross-site writes", () => {
  it("refuses a cookie-authenticated write from another origin or with no origin", async () => {
    const { client } = await signUp();
    for (const origin of ["https://evil.example", ""]) {
      const headers = origin ? { Origin: origin } : { Origin: "" };
      const res = await client.request("POST", "/api/v1/settings/receive", { receive: false }, headers);
      expect(res.status).toBe(403);
      expect(await json(res)).toMatchObject({ code: "forbidden" });
    }
    expect((await client.post("/api/v1/settings/receive", { receive: false }, { Origin: APP })).status).toBe(
      200,
    );
  });

  it("refuses a sign-in posted from a foreign site", async () => {
    const { email } = await signUp();
    const res = await new Client().post(
      "/api/v1/auth/signin",
      { email, password: PASSWORD },
      { Origin: "https://evil.example" },
    );
    expect(res.status).toBe(403);
  });
});

describe("email confirmation", () => {
  it("confirms once; the same link is then an Invalid Link", async () => {
    const { client, email } = await signUp();
    const token = await lastEmailToken(email);
    const anyone = new Client();
    expect((await anyone.post(`/api/v1/auth/confirm/${token}`)).status).toBe(200);
    expect(await json(await client.get("/api/v1/auth/info"))).toMatchObject({
      confirmed: true,
      remainingDelay: 0,
    });
    const again = await anyone.post(`/api/v1/auth/confirm/${token}`);
    expect(again.status).toBe(404);
    expect(await json(again)).toEqual({ code: "not_found", message: "Invalid Link" });
  });

  it.each(["nope", "x".repeat(300), "%00"])(
    "answers Invalid Link for a made-up token (%s)",
    async (token) => {
      const res = await new Client().post(`/api/v1/auth/confirm/${token}`);
      expect([400, 404]).toContain(res.status);
      expect(await json(res)).toMatchObject({ message: "Invalid Link" });
    },
  );

  it("answers Invalid Link for an expired link", async () => {
    const { email, id } = await signUp();
    const token = await lastEmailToken(email);
    await db()
      .update(emailTokens)
      .set({ expires: new Date(Date.now() - 1000) })
      .where(eq(emailTokens.userId, id));
    expect((await new Client().post(`/api/v1/auth/confirm/${token}`)).status).toBe(404);
  });

  it("makes the user wait the delay before resending, then sends a new link that replaces the old", async () => {
    const { client, email, id } = await signUp();
    const first = await lastEmailToken(email);
    const early = await json(await client.post("/api/v1/auth/resend"));
    expect(early.sent).toBe(false);
    expect(early.remainingDelay).toBeGreaterThan(0);
    expect(await lastEmailToken(email)).toBe(first);
    await db()
      .update(users)
      .set({ confirmSentAt: new Date(Date.now() - 61_000) })
      .where(eq(users.id, id));
    expect(await json(await client.post("/api/v1/auth/resend"))).toEqual({ sent: true, remainingDelay: 60 });
    const second = await lastEmailToken(email);
    expect(second).not.toBe(first);
    expect((await new Client().post(`/api/v1/auth/confirm/${first}`)).status).toBe(404);
    expect((await new Client().post(`/api/v1/auth/confirm/${second}`)).status).toBe(200);
  });
});

describe("password recovery", () => {
  it("answers the same for known and unknown addresses, and emails only the account", async () => {
    const { email } = await signUp();
    const unknown = uniqueEmail("ghost");
    const a = await new Client().post("/api/v1/auth/recovery", { email });
    const b = await new Client().post("/api/v1/auth/recovery", { email: unknown });
    expect([a.status, b.status]).toEqual([200, 200]);
    expect(await a.text()).toBe(await b.text());
    expect((await waitForEmail(email, /Reset/)).links[0]).toMatch(new RegExp(`^${APP}/recovery/`));
    expect(await lastEmailLinks(unknown)).toEqual([]);
  });

  it("answers at once and alike whether or not the account exists: the email leaves after the answer", async () => {
    const { email } = await signUp();
    let release = () => {};
    const provider = new Promise<void>((resolve) => {
      release = resolve;
    });
    // A provider that does not answer until the test lets it.
    const api = stubEmailApi(async () => {
      await provider;
      return Response.json({ id: "sent" });
    });
    try {
      const ask = (address: string) =>
        requestWithEnv(PRODUCTION_MAIL, "/api/v1/auth/recovery", {
          method: "POST",
          headers: { "Content-Type": "application/json" },
          body: JSON.stringify({ email: address }),
          ip: uniqueIp(),
        });
      const known = await within(3000, ask(email), "recovery of an existing account");
      const unknown = await within(3000, ask(uniqueEmail("ghost")), "recovery of an unknown address");
      expect([known.response.status, unknown.response.status]).toEqual([200, 200]);
      expect(await known.response.text()).toBe(await unknown.response.text());
      release();
      await Promise.all([known.settled(), unknown.settled()]);
      expect(api.calls.map((c) => c.to)).toEqual([[email]]);
    } finally {
      release();
      api.restore();
    }
  });

  it("resets the password once, ends every other session and signs in", async () => {
    const { client, email } = await signUp();
    await new Client().post("/api/v1/auth/recovery", { email });
    const token = await waitForEmailToken(email, /Reset/);
    const browser = new Client();
    expect((await browser.get(`/api/v1/auth/recovery/${token}`)).status).toBe(200);
    const res = await browser.post(`/api/v1/auth/recovery/${token}`, { password: "N3w-password" });
    expect(res.status).toBe(200);
    expect(await json(res)).toMatchObject({ email, confirmed: true });
    expect((await client.get("/api/v1/auth/info")).status).toBe(401);
    expect((await browser.get("/api/v1/auth/info")).status).toBe(200);
    expect((await new Client().post("/api/v1/auth/signin", { email, password: "N3w-password" })).status).toBe(
      200,
    );
    expect((await new Client().post("/api/v1/auth/signin", { email, password: PASSWORD })).status).toBe(401);
    const reused = await browser.post(`/api/v1/auth/recovery/${token}`, { password: "An0ther-pass" });
    expect(reused.status).toBe(404);
    expect(await json(reused)).toMatchObject({ message: "Invalid Link" });
    expect((await browser.get(`/api/v1/auth/recovery/${token}`)).status).toBe(404);
  });

  it("revokes the account's other outstanding links when the password is reset", async () => {
    const { client, email } = await signUp();
    const confirm = await lastEmailToken(email);
    const target = uniqueEmail("moving");
    await client.post("/api/v1/settings/email", { email: target, password: PASSWORD });
    const change = await waitForEmailToken(target, /new email/);
    await new Client().post("/api/v1/auth/recovery", { email });
    const token = await waitForEmailToken(email, /Reset/);
    const reset = await new Client().post(`/api/v1/auth/recovery/${token}`, { password: "N3w-password" });
    expect(reset.status).toBe(200);
    const owner = new Client();
    await owner.post("/api/v1/auth/signin", { email, password: "N3w-password" });
    expect((await owner.post("/api/v1/settings/email/confirm", { hash: change })).status).toBe(404);
    expect((await new Client().post(`/api/v1/auth/confirm/${confirm}`)).status).toBe(404);
  });

  it("keeps the link when the new password breaks the rule", async () => {
    const { email } = await signUp();
    await new Client().post("/api/v1/auth/recovery", { email });
    const token = await waitForEmailToken(email, /Reset/);
    const weak = await new Client().post(`/api/v1/auth/recovery/${token}`, { password: "weak" });
    expect(weak.status).toBe(400);
    expect(await json(weak)).toMatchObject({ message: "Invalid password" });
    expect((await new Client().get(`/api/v1/auth/recovery/${token}`)).status).toBe(200);
  });

  it("sends at most 3 recovery emails per account per hour", async () => {
    const { email } = await signUp();
    for (let i = 0; i < 5; i++)
      expect((await new Client().post("/api/v1/auth/recovery", { email })).status).toBe(200);
    const resets = async () => (await emailsTo(email)).filter((e) => e.subject.startsWith("Reset")).length;
    const deadline = Date.now() + 10_000;
    while ((await resets()) < 3 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100));
    await new Promise((r) => setTimeout(r, 300));
    expect(await resets()).toBe(3);
  });
});

describe("Google sign-in", () => {
  const CLIENT_ID = "lookwise-test.apps.googleusercontent.com";
  let credential: (claims: Record<string, unknown>) => Promise<string>;
  let restoreFetch = () => {};

  beforeAll(async () => {
    const { publicKey, privateKey } = await generateKeyPair("RS256");
    const jwks = { keys: [{ ...(await exportJWK(publicKey)), kid: "test-key", alg: "RS256", use: "sig" }] };
    const realFetch = globalThis.fetch;
    // Google's key endpoint is configuration; here it answers with our own test key.
    const spy = vi.spyOn(globalThis, "fetch").mockImplementation(async (input, init) => {
      const url = input instanceof Request ? input.url : String(input);
      if (url === env.GOOGLE_JWKS_URL) return Response.json(jwks);
      return realFetch(input, init);
    });
    restoreFetch = () => spy.mockRestore();
    credential = (claims) =>
      new SignJWT({ email_verified: true, ...claims })
        .setProtectedHeader({ alg: "RS256", kid: "test-key" })
        .setIssuer("https://accounts.google.com")
        .setAudience(CLIENT_ID)
        .setIssuedAt()
        .setExpirationTime("5m")
        .sign(privateKey);
  });
  // Test files share one runtime: the stubbed fetch must not outlive this block.
  afterAll(() => restoreFetch());

  it("creates a confirmed account without a password, and signs it in again by its Google id", async () => {
    const email = uniqueEmail("google");
    const sub = `g-${crypto.randomUUID()}`;
    const first = await new Client().post("/api/v1/auth/google", {
      credential: await credential({ sub, email }),
    });
    expect(first.status).toBe(200);
    const info = await json(first);
    expect(info).toMatchObject({ email, confirmed: true, google: true, hasPassword: false });
    const again = await new Client().post("/api/v1/auth/google", {
      credential: await credential({ sub, email }),
    });
    expect(await json(again)).toMatchObject({ id: info.id });
  });

  it("links Google to an existing account by its verified email, and unlinks it", async () => {
    const { email, id } = await signUp({ confirmed: true });
    const client = new Client();
    const res = await client.post("/api/v1/auth/google", {
      credential: await credential({ sub: `g-${id}`, email }),
    });
    expect(await json(res)).toMatchObject({ id, google: true, confirmed: true });
    const unlinked = await client.delete("/api/v1/auth/google", { Origin: APP });
    expect(unlinked.status).toBe(200);
    expect(await json(unlinked)).toMatchObject({ google: false });
  });

  it("takes over an unconfirmed account for the mailbox's owner: the unproven password and its sessions end", async () => {
    // Someone signed up with the address without owning it, and never confirmed it.
    const squatter = await signUp();
    const res = await new Client().post("/api/v1/auth/google", {
      credential: await credential({ sub: `g-${squatter.id}`, email: squatter.email }),
    });
    expect(await json(res)).toMatchObject({ id: squatter.id, confirmed: true, hasPassword: false });
    expect((await squatter.client.get("/api/v1/auth/info")).status).toBe(401);
    const signin = await new Client().post("/api/v1/auth/signin", {
      email: squatter.email,
      password: PASSWORD,
    });
    expect(signin.status).toBe(401);
  });

  it("keeps a confirmed account's password and sessions when Google is linked", async () => {
    const owner = await signUp({ confirmed: true });
    await new Client().post("/api/v1/auth/google", {
      credential: await credential({ sub: `g-${owner.id}`, email: owner.email }),
    });
    expect((await owner.client.get("/api/v1/auth/info")).status).toBe(200);
    const signin = await new Client().post("/api/v1/auth/signin", { email: owner.email, password: PASSWORD });
    expect(signin.status).toBe(200);
  });

  it("answers parallel first sign-ins with one Google credential with one account", async () => {
    const claims = { sub: `g-${crypto.randomUUID()}`, email: uniqueEmail("google") };
    const answers = await Promise.all(
      Array.from({ length: 3 }, async () =>
        new Client().post("/api/v1/auth/google", { credential: await credential(claims) }),
      ),
    );
    expect(answers.map((r) => r.status)).toEqual([200, 200, 200]);
    const ids = await Promise.all(answers.map(async (r) => (await json(r)).id));
    expect(new Set(ids).size).toBe(1);
  });

  it("gives a Google-only account a password through recovery, and its answer says so", async () => {
    const email = uniqueEmail("google");
    await new Client().post("/api/v1/auth/google", {
      credential: await credential({ sub: `g-${crypto.randomUUID()}`, email }),
    });
    await new Client().post("/api/v1/auth/recovery", { email });
    const token = await waitForEmailToken(email, /Reset/);
    const res = await new Client().post(`/api/v1/auth/recovery/${token}`, { password: "N3w-password" });
    expect(res.status).toBe(200);
    expect(await json(res)).toMatchObject({ email, google: true, hasPassword: true });
  });

  it("refuses to unlink Google from an account with no password", async () => {
    const client = new Client();
    await client.post("/api/v1/auth/google", {
      credential: await credential({ sub: `g-${crypto.randomUUID()}`, email: uniqueEmail() }),
    });
    const res = await client.delete("/api/v1/auth/google", { Origin: APP });
    expect(res.status).toBe(409);
    expect((await client.get("/api/v1/auth/info")).status).toBe(200);
  });

  it("answers 'Error occured' for a token that does not verify", async () => {
    const forged = `${(await credential({ sub: "g-x", email: uniqueEmail() })).slice(0, -4)}AAAA`;
    const res = await new Client().post("/api/v1/auth/google", { credential: forged });
    expect(res.status).toBe(401);
    expect(await json(res)).toEqual({ code: "unauthorized", message: "Error occured" });
    const unverified = await credential({ sub: "g-y", email: uniqueEmail(), email_verified: false });
    expect((await new Client().post("/api/v1/auth/google", { credential: unverified })).status).toBe(401);
  });
});
