import { env } from "cloudflare:workers";
import { eq } from "drizzle-orm";
import { createDb } from "../worker/db/client";
import { reports, reportUnlocks, users } from "../worker/db/schema";
import { subscribe } from "./billing";
import { call, callWithEnv, type EnvOverrides, LANDING } from "./http";

export const db = () => createDb(env.DB);
export const PASSWORD = "Sup3r-secret-pass";

let counter = 0;
/** A fresh address and client IP per call, so tests never share accounts or rate limits. */
export function uniqueEmail(prefix = "user"): string {
  counter += 1;
  return `${prefix}.${counter}.${crypto.randomUUID().slice(0, 8)}@example.com`;
}
export function uniqueIp(): string {
  const n = crypto.getRandomValues(new Uint8Array(3));
  return `10.${n[0]}.${n[1]}.${n[2]}`;
}

/** A browser-like client: keeps its cookies, sends our Origin on writes, has its own IP. */
export class Client {
  readonly cookies = new Map<string, string>();
  readonly ip = uniqueIp();
  bearer: string | null = null;
  /** Configuration this client's requests run under (e.g. Stripe keys); the test one otherwise. */
  env: EnvOverrides | null = null;

  async request(
    method: string,
    path: string,
    body?: unknown,
    headers: Record<string, string> = {},
    signal?: AbortSignal,
  ): Promise<Response> {
    const json = body === undefined ? undefined : JSON.stringify(body);
    const type: Record<string, string> = json === undefined ? {} : { "Content-Type": "application/json" };
    return this.send(method, path, json, { ...type, ...headers }, signal);
  }

  /** Any body as it is (malformed ones, raw bytes included), with this client's cookies, IP and Origin. */
  async send(
    method: string,
    path: string,
    body: BodyInit | undefined,
    headers: Record<string, string> = {},
    signal?: AbortSignal,
  ): Promise<Response> {
    const all: Record<string, string> = { "CF-Connecting-IP": this.ip, ...headers };
    if (this.cookies.size) all.Cookie = [...this.cookies].map(([k, v]) => `${k}=${v}`).join("; ");
    if (this.bearer) all.Authorization = `Bearer ${this.bearer}`;
    if (method !== "GET" && !("Origin" in headers)) all.Origin = LANDING;
    const init = { method, headers: all, body, signal };
    const res = await (this.env ? callWithEnv(this.env, path, init) : call(path, init));
    for (const cookie of res.headers.getSetCookie()) {
      const [pair = "", ...attrs] = cookie.split(";");
      const [name = "", value = ""] = pair.split("=");
      if (attrs.some((a) => /max-age=0/i.test(a.trim())) || value === "") this.cookies.delete(name.trim());
      else this.cookies.set(name.trim(), value);
    }
    return res;
  }

  /** `signal` ends a stream the test leaves open (an event stream). */
  get(path: string, headers?: Record<string, string>, signal?: AbortSignal) {
    return this.request("GET", path, undefined, headers, signal);
  }
  post(path: string, body?: unknown, headers?: Record<string, string>) {
    return this.request("POST", path, body ?? {}, headers);
  }
  delete(path: string, headers?: Record<string, string>) {
    return this.request("DELETE", path, undefined, headers);
  }
}

export type TestUser = { client: Client; email: string; id: string };

/** Signs a new account up through the API (so the confirmation email is in the outbox). */
export async function signUp(options: { confirmed?: boolean; subscribed?: boolean } = {}): Promise<TestUser> {
  const client = new Client();
  const email = uniqueEmail();
  const res = await client.post("/api/v1/auth/signup", { email, password: PASSWORD });
  if (res.status !== 200) throw new Error(`signup failed: ${res.status} ${await res.text()}`);
  const { id } = (await res.json()) as { id: string };
  if (options.confirmed || options.subscribed) {
    await db().update(users).set({ emailConfirmed: true }).where(eq(users.id, id));
  }
  // A subscriber subscribes as a user would: Subscribe, then Pay on the local checkout page.
  if (options.subscribed) await subscribe(client);
  return { client, email, id };
}

/** The links of the newest email sent to an address, read through the dev outbox endpoint. */
export async function lastEmailLinks(to: string): Promise<string[]> {
  const res = await call(`/api/v1/dev/outbox?to=${encodeURIComponent(to)}`);
  const emails = (await res.json()) as { links: string[] }[];
  return emails[0]?.links ?? [];
}

/** The token at the end of the newest email link sent to an address. */
export async function lastEmailToken(to: string): Promise<string> {
  const link = (await lastEmailLinks(to))[0] ?? "";
  return link.split("/").pop() ?? "";
}

export async function insertReport(
  owner: { userId?: string; visitorId?: string },
  values: Partial<typeof reports.$inferInsert> = {},
) {
  const id = `r${crypto.randomUUID().replace(/-/g, "").slice(0, 15)}`;
  await db()
    .insert(reports)
    .values({
      id,
      userId: owner.userId ?? null,
      visitorId: owner.visitorId ?? null,
      name: "Emily Carter",
      age: 29,
      state: "TX",
      status: "completed",
      sources: ["ig", "tt"],
      created: new Date(),
      ...values,
    });
  return id;
}

/** Records that the owner opened the report in full (as a subscriber's first view does). */
export async function markUnlocked(reportId: string, userId: string) {
  await db()
    .insert(reportUnlocks)
    .values({ reportId, userId, token: crypto.randomUUID(), created: new Date() });
}
