import { SOURCES, type Source } from "../contracts/sources";
import { chance } from "./prng";
import { json } from "./respond";

/** The simulator Worker's vars (wrangler.toml); all optional, all strings as wrangler passes them. */
export interface SimulatorEnv {
  SIM_SEED?: string;
  SIM_PEOPLE?: string;
  SIM_LATENCY_MS?: string;
  SIM_ERROR_RATE?: string;
  SIM_429_RATE?: string;
  SIM_TIMEOUT_RATE?: string;
  SIM_TIMEOUT_MS?: string;
  SIM_FAULT_SEED?: string;
}

/**
 * Per-run knobs from the vars, each overridable per request by a header, so a test can inject
 * failures into one call without redeploying: `x-sim-latency-ms`, `x-sim-error-rate`,
 * `x-sim-429-rate`, `x-sim-timeout-rate`, `x-sim-timeout-ms`, `x-sim-retry-after` (seconds a 429
 * asks for), `x-sim-fault-seed`, plus `x-sim-fail` (force one named failure of the network, e.g.
 * `loginWall`), `x-sim-schema: legacy` (X's pre-2026 user objects) and
 * `x-sim-rename: ig:old.handle=new.handle[, ...]` (accounts that changed handle, same ids) and
 * `x-sim-advance-ms` (how far the simulated clock has moved past its start: personas' later posts
 * appear once it passes their moment; the Worker sends its dev clock, `POST /api/v1/dev/clock`).
 */
export interface Knobs {
  seed: number;
  people: number;
  latencyMs: number;
  errorRate: number;
  rateLimitRate: number;
  timeoutRate: number;
  timeoutMs: number;
  retryAfterSeconds: number;
  /** Which requests the rates hit: the same seed fails the same requests (`rollFault`). */
  faultSeed: string;
  fail: string | null;
  legacySchema: boolean;
  renames: Rename[];
  advanceMs: number;
}

/** An account that changed its handle: its id and everything else stay. */
export interface Rename {
  source: Source;
  from: string;
  to: string;
}

export const DEFAULT_SEED = 1;
export const DEFAULT_PEOPLE = 5000;

function number(value: string | null | undefined, fallback: number): number {
  const n = Number(value);
  return value !== null && value !== undefined && value !== "" && Number.isFinite(n) ? n : fallback;
}

export function readKnobs(env: SimulatorEnv, headers: Headers): Knobs {
  return {
    seed: number(env.SIM_SEED, DEFAULT_SEED),
    people: number(env.SIM_PEOPLE, DEFAULT_PEOPLE),
    latencyMs: number(headers.get("x-sim-latency-ms"), number(env.SIM_LATENCY_MS, 0)),
    errorRate: number(headers.get("x-sim-error-rate"), number(env.SIM_ERROR_RATE, 0)),
    rateLimitRate: number(headers.get("x-sim-429-rate"), number(env.SIM_429_RATE, 0)),
    timeoutRate: number(headers.get("x-sim-timeout-rate"), number(env.SIM_TIMEOUT_RATE, 0)),
    timeoutMs: number(headers.get("x-sim-timeout-ms"), number(env.SIM_TIMEOUT_MS, 30_000)),
    retryAfterSeconds: number(headers.get("x-sim-retry-after"), 1),
    faultSeed: headers.get("x-sim-fault-seed") ?? env.SIM_FAULT_SEED ?? env.SIM_SEED ?? String(DEFAULT_SEED),
    fail: headers.get("x-sim-fail"),
    legacySchema: headers.get("x-sim-schema") === "legacy",
    renames: parseRenames(headers.get("x-sim-rename")),
    advanceMs: Math.max(0, number(headers.get("x-sim-advance-ms"), 0)),
  };
}

/** `ig:alice=alice2, tw:bob=bobby`; anything malformed is ignored. */
function parseRenames(value: string | null): Rename[] {
  return (value ?? "").split(",").flatMap((item) => {
    const match = /^\s*([a-z]{2}):([^=\s]+)=([^=\s]+)\s*$/.exec(item);
    const source = SOURCES.find((s) => s === match?.[1]);
    return match?.[2] && match[3] && source
      ? [{ source, from: match[2].toLowerCase(), to: match[3].toLowerCase() }]
      : [];
  });
}

/** 429 with the headers parsers read (Retry-After; X's x-rate-limit-*), body in X's error shape. */
export function rateLimited(retryAfterSeconds = 1): Response {
  const reset = Math.floor(Date.now() / 1000) + retryAfterSeconds;
  return json({ errors: [{ code: 88, message: "Rate limit exceeded" }] }, 429, {
    "retry-after": String(retryAfterSeconds),
    "x-rate-limit-limit": "50",
    "x-rate-limit-remaining": "0",
    "x-rate-limit-reset": String(reset),
  });
}

export function serverError(): Response {
  return new Response("upstream error", { status: 500 });
}

/** Waits, or stops early when the caller gives up on the request. */
export function sleep(ms: number, signal: AbortSignal | null): Promise<void> {
  return new Promise((resolve) => {
    if (ms <= 0 || signal?.aborted) return resolve();
    const timer = setTimeout(resolve, ms);
    signal?.addEventListener("abort", () => {
      clearTimeout(timer);
      resolve();
    });
  });
}

/**
 * The run's injected trouble, before the network answers at `url`: latency, then a hang
 * (timeout), a 429 or a 500, each by its rate, or by name through `x-sim-fail`. Null lets the
 * request through.
 */
export async function injectFaults(knobs: Knobs, request: Request, url: URL): Promise<Response | null> {
  await sleep(knobs.latencyMs, request.signal);
  const roll = rollFault(knobs, `${request.method} ${url.href}`);
  if (knobs.fail === "timeout" || roll("timeout", knobs.timeoutRate)) {
    await sleep(knobs.timeoutMs, request.signal);
    return new Response("gateway timeout", { status: 504 });
  }
  if (knobs.fail === "429" || roll("429", knobs.rateLimitRate)) return rateLimited(knobs.retryAfterSeconds);
  if (knobs.fail === "500" || roll("500", knobs.errorRate)) return serverError();
  return null;
}

/** Requests seen per fault seed and URL while a rate was on; a long-running simulator starts over. */
const asked = new Map<string, number>();
const MAX_ASKED = 100_000;

/**
 * Whether a fault hits this request (`what`: method and network URL): a draw fixed by the fault
 * seed, the request and how many times it was made before. So a run is repeatable whatever the
 * order of its requests, wherever the simulator runs, and a retry of a failed request may pass.
 */
function rollFault(knobs: Knobs, what: string) {
  const on = knobs.timeoutRate > 0 || knobs.rateLimitRate > 0 || knobs.errorRate > 0;
  if (!on) return () => false;
  const key = `${knobs.faultSeed}\u0000${what}`;
  const nth = asked.get(key) ?? 0;
  if (asked.size >= MAX_ASKED) asked.clear();
  asked.set(key, nth + 1);
  return (fault: string, rate: number) => rate > 0 && chance(key, nth, fault) < rate;
}

/** Flaky Fred's network: every request fails, a 500 or a 429 depending on the URL. */
export function flakyFailure(url: URL): Response {
  return chance("flaky", url.pathname, url.search) < 0.5 ? serverError() : rateLimited();
}
