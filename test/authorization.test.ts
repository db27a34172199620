import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { reports, users } from "../worker/db/schema";
import { Client, db, insertReport, PASSWORD, signUp, type TestUser } from "./accounts";

/**
 * Every protected endpoint, for every kind of caller: nobody signed out gets in, and nobody reads
 * or changes another account's data. `expect` per role is the status class the caller must get.
 */
type Role = "visitor" | "unconfirmed" | "confirmed" | "subscriber" | "otherUser";
type Endpoint = {
  method: "GET" | "POST" | "DELETE";
  path: (reportId: string) => string;
  body?: unknown;
  ownsReport?: boolean;
};

const ENDPOINTS: Endpoint[] = [
  { method: "GET", path: () => "/api/v1/auth/info" },
  { method: "POST", path: () => "/api/v1/auth/resend" },
  { method: "DELETE", path: () => "/api/v1/auth/google" },
  { method: "POST", path: () => "/api/v1/settings/email", body: { email: "fresh.matrix@example.com" } },
  {
    method: "POST",
    path: () => "/api/v1/settings/email/confirm",
    body: { hash: "unknown-hash-value-123456" },
  },
  {
    method: "POST",
    path: () => "/api/v1/settings/password",
    body: { current: "Wrong-pass-9", password: "Matrix-pass-1" },
  },
  { method: "POST", path: () => "/api/v1/settings/receive", body: { receive: true } },
  { method: "POST", path: () => "/api/v1/settings/delete", body: { password: "Wrong-pass-9" } },
  { method: "GET", path: () => "/api/v1/dashboard/reports" },
  { method: "POST", path: (r) => `/api/v1/dashboard/delete/${r}`, ownsReport: true },
  { method: "POST", path: (r) => `/api/v1/dashboard/share/${r}`, ownsReport: true },
];

const ROLES: Role[] = ["visitor", "unconfirmed", "confirmed", "subscriber", "otherUser"];

let owner: TestUser;
const callers = new Map<Role, Client>();

beforeAll(async () => {
  owner = await signUp({ confirmed: true });
  callers.set("visitor", new Client());
  callers.set("unconfirmed", (await signUp()).client);
  callers.set("confirmed", (await signUp({ confirmed: true })).client);
  callers.set("subscriber", (await signUp({ subscribed: true })).client);
  callers.set("otherUser", (await signUp({ subscribed: true })).client);
});

async function ownReportOf(client: Client): Promise<string> {
  const info = (await (await client.get("/api/v1/auth/info")).json()) as { id?: string };
  return insertReport({ userId: info.id ?? "none" });
}

describe("authorization matrix", () => {
  for (const endpoint of ENDPOINTS) {
    for (const role of ROLES) {
      const label = `${endpoint.method} ${endpoint.path(":id")} as ${role}`;
      it(label, async () => {
        const client = callers.get(role);
        if (!client) throw new Error("caller missing");
        const ownerReport = await insertReport({ userId: owner.id });
        // Signed-in callers act on their own report, except "otherUser", who targets the owner's.
        const reportId = role === "otherUser" || role === "visitor" ? ownerReport : await ownReportOf(client);
        const res = await client.request(
          endpoint.method,
          endpoint.path(reportId),
          endpoint.body ?? (endpoint.method === "POST" ? {} : undefined),
        );
        if (role === "visitor") {
          expect(res.status).toBe(401);
        } else if (role === "otherUser" && endpoint.ownsReport) {
          expect(res.status).toBe(404);
        } else {
          expect([401, 403, 500]).not.toContain(res.status);
        }
        // Whoever called, the owner's account and report are untouched.
        const [ownerRow] = await db().select().from(users).where(eq(users.id, owner.id));
        expect(ownerRow?.email).toBe(owner.email);
        const [report] = await db().select().from(reports).where(eq(reports.id, ownerReport));
        expect(report?.public).toBe(false);
      });
    }
  }

  it("never lists another account's reports", async () => {
    const mine = await insertReport({ userId: owner.id });
    for (const role of ["unconfirmed", "confirmed", "subscriber", "otherUser"] as const) {
      const page = (await (await callers.get(role)?.get("/api/v1/dashboard/reports"))?.json()) as {
        items: { id: string }[];
      };
      expect(page.items.map((r) => r.id)).not.toContain(mine);
    }
  });

  it("still lets the owner sign in with the original password", async () => {
    expect(
      (await new Client().post("/api/v1/auth/signin", { email: owner.email, password: PASSWORD })).status,
    ).toBe(200);
  });
});
