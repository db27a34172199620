import { createExecutionContext, waitOnExecutionContext } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { vi } from "vitest";
import type { Email, EmailSender } from "../worker/email/email";
import worker from "../worker/index";
import { call, LANDING } from "./http";

/** A password reset email: a live token in its text and its link, as the mail queue must guard. */
export const email = (to = "someone@example.com"): Email => ({
  to,
  subject: "Reset your Lookwise password",
  text: "Choose a new password here: http://app.example.test/recovery/secret-token",
  links: ["http://app.example.test/recovery/secret-token"],
});

/** A provider that is down. */
export const failing: EmailSender = {
  send: async () => {
    throw new Error("provider down");
  },
};

/** A provider that works, keeping what it sent. */
export function recorder() {
  const sent: Email[] = [];
  return { sent, sender: { send: async (e: Email) => void sent.push(e) } satisfies EmailSender };
}

export type OutboxEmail = { to: string; subject: string; text: string; links: string[]; created: string };

/** Every email the dev outbox holds for an address, newest first. */
export async function emailsTo(to: string): Promise<OutboxEmail[]> {
  const res = await call(`/api/v1/dev/outbox?to=${encodeURIComponent(to)}`);
  return (await res.json()) as OutboxEmail[];
}

/**
 * Waits for an email to an address (some go out after the response, or from the mail queue's
 * retry); answers the newest one that matches `subject`.
 */
export async function waitForEmail(
  to: string,
  subject: RegExp = /./,
  timeoutMs = 20_000,
): Promise<OutboxEmail> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const found = (await emailsTo(to)).find((email) => subject.test(email.subject));
    if (found) return found;
    if (Date.now() > deadline) throw new Error(`no email ${subject} to ${to} after ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** The token at the end of the first link of the newest email to `to` matching `subject`. */
export async function waitForEmailToken(to: string, subject?: RegExp): Promise<string> {
  const email = await waitForEmail(to, subject);
  return email.links[0]?.split("/").pop() ?? "";
}

/**
 * The production email path (the HTTP email API) with its provider stubbed: `answer` decides each
 * call. Restores fetch when done.
 */
export function stubEmailApi(answer: (body: { to: string[]; subject: string }) => Promise<Response>) {
  const calls: { to: string[]; subject: string }[] = [];
  const realFetch = globalThis.fetch;
  const spy = vi.spyOn(globalThis, "fetch").mockImplementation(async (input, init) => {
    const request = new Request(input, init);
    if (request.url !== env.EMAIL_API_URL) return realFetch(input, init);
    const body = (await request.json()) as { to: string[]; subject: string };
    calls.push(body);
    return answer(body);
  });
  return { calls, restore: () => spy.mockRestore() };
}

/** Configuration under which emails leave through the HTTP email API (as in production). */
export const PRODUCTION_MAIL: Partial<Env> = {
  ENVIRONMENT: "production",
  EMAIL_API_KEY: "re_test_key",
  AUTH_SECRET: "a-test-secret-that-is-not-the-local-one-0123456789",
};

/**
 * A request to the Worker under `overrides` that does not wait for the work it leaves running
 * after its answer (`waitUntil`); `settled` waits for that work.
 */
export async function requestWithEnv(
  overrides: Partial<Env>,
  path: string,
  init: RequestInit & { ip?: string },
): Promise<{ response: Response; settled: () => Promise<void> }> {
  const ctx = createExecutionContext();
  const headers = new Headers(init.headers);
  headers.set("CF-Connecting-IP", init.ip ?? "192.0.2.1");
  if (init.method && init.method !== "GET" && !headers.has("Origin")) headers.set("Origin", LANDING);
  const request = new Request(`${LANDING}${path}`, { ...init, headers, redirect: "manual" }) as Parameters<
    typeof worker.fetch
  >[0];
  const response = await worker.fetch(request, { ...env, ...overrides }, ctx);
  return { response, settled: () => waitOnExecutionContext(ctx) };
}

/** Resolves with `value`, or rejects when `ms` pass first. */
export function within<T>(ms: number, value: Promise<T>, what: string): Promise<T> {
  return Promise.race([
    value,
    new Promise<never>((_, reject) => setTimeout(() => reject(new Error(`${what} took over ${ms} ms`)), ms)),
  ]);
}
