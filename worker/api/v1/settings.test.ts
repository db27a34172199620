import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
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
import { reports, users } from "../../db/schema";

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
