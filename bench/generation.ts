/**
 * Report generation end to end against the production build, with the source simulator adding
 * SIM_LATENCY_MS to every upstream call: the time from `POST /generate` to the SSE `done` event,
 * compared with the longest chain of dependent upstream calls (the least any scraper could take).
 */
import type { CreateReportResponse } from "../worker/contracts/create";
import type { CreateSource } from "../worker/contracts/sources";
import { loadProfile } from "../worker/generation/load-profile";
import { generationPolicy } from "../worker/generation/policy";
import { inProcessTransport } from "../worker/simulator/in-process";
import { createConnector } from "../worker/sources/index";

/** What the server is started with (bench/run.ts passes it as SOURCES_SIM_LATENCY_MS). */
export const SIM_LATENCY_MS = 300;
const RUNS = 3;
/** Reports generated at once (issue 21: 50 started together, all completing). */
export const CONCURRENT_REPORTS = 50;
/** Reports each account of the concurrent run creates: well within an account's 50 creates a day. */
const REPORTS_PER_ACCOUNT = 10;

/** Emily Carter's four profiles (API.md "Fixture personas"). */
const EMILY: { source: CreateSource; username: string }[] = [
  { source: "ig", username: "emily.carter" },
  { source: "fb", username: "emily.carter.94" },
  { source: "tt", username: "emilycarter" },
  { source: "tw", username: "em_carter" },
];

const round = (n: number, digits = 2) => Math.round(n * 10 ** digits) / 10 ** digits;
const seconds = (ms: number) => round(ms / 1000);

/** A browser-like API client: keeps its session cookie and sends our Origin on writes (CSRF check). */
export class Client {
  private readonly cookies = new Map<string, string>();
  constructor(readonly origin: string) {}

  async request(method: string, path: string, body?: unknown, signal?: AbortSignal): Promise<Response> {
    const headers: Record<string, string> = {};
    if (body !== undefined) headers["Content-Type"] = "application/json";
    if (method !== "GET") headers.Origin = this.origin;
    if (this.cookies.size) headers.Cookie = this.cookieHeader();
    const res = await fetch(`${this.origin}${path}`, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
      signal,
    });
    for (const cookie of res.headers.getSetCookie()) {
      const [pair = ""] = cookie.split(";");
      const at = pair.indexOf("=");
      if (at > 0) this.cookies.set(pair.slice(0, at).trim(), pair.slice(at + 1));
    }
    return res;
  }

  /** The Cookie header this client sends (its session). */
  cookieHeader(): string {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join("; ");
  }

  async json<T>(method: string, path: string, body?: unknown): Promise<T> {
    const res = await this.request(method, path, body);
    if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${await res.text()}`);
    return (await res.json()) as T;
  }
}

/** A signed-in account: visitors may create one report a day, accounts 50. */
export async function signedIn(origin: string): Promise<Client> {
  const client = new Client(origin);
  const email = `bench.${crypto.randomUUID().slice(0, 8)}@example.com`;
  await client.json("POST", "/api/v1/auth/signup", { email, password: "Bench-secret-pass-1" });
  return client;
}

/** Creates a report from usernames and confirms them, as the create page does (test/reports.ts). */
async function confirmedReport(
  client: Client,
  profiles: { source: CreateSource; username: string }[],
): Promise<string> {
  const [first, ...rest] = profiles;
  if (!first) throw new Error("no profiles");
  const { id } = await client.json<{ id: string }>("POST", "/api/v1/create", first);
  for (const p of rest)
    await client.json("POST", `/api/v1/create/${id}/${p.source}/search`, { query: p.username });
  const draft = await client.json<CreateReportResponse>("GET", `/api/v1/create/${id}?limit=100`);
  const chosen = profiles.map((p) => {
    const row = draft.sources[p.source].items.find((c) => c.username === p.username.toLowerCase());
    if (!row) throw new Error(`${p.source} ${p.username} is not among the candidates`);
    return { source: p.source, id: row.id };
  });
  await client.json("POST", `/api/v1/create/${id}/confirm`, { profiles: chosen });
  return id;
}

interface Run {
  completed: boolean;
  /** Why a run did not complete: an `error` event, a refused start, a stream cut short. */
  failure?: string;
  postedAt: number;
  doneAt: number;
  /** ms from `POST /generate` to each event type's last arrival (status events by status). */
  events: Map<string, number>;
}

/**
 * Starts generation, then follows the report's events to `done` or `error`. The stream is opened
 * after the start: a draft's stream ends after its one status, and a started report's begins with
 * a snapshot of its state (`done` included once finished), so no event can be missed.
 */
async function generate(client: Client, id: string): Promise<Run> {
  const controller = new AbortController();
  const timeout = setTimeout(() => controller.abort(), 180_000);
  try {
    const postedAt = performance.now();
    const events = new Map<string, number>();
    const failed = (failure: string): Run => ({
      completed: false,
      failure,
      doneAt: performance.now(),
      events,
      postedAt,
    });
    const posted = await client.request("POST", "/api/v1/generate", { id });
    await posted.body?.cancel();
    if (posted.status !== 202) return failed(`POST /generate answered ${posted.status}`);
    const sse = await client.request("GET", `/api/v1/sse/${id}`, undefined, controller.signal);
    if (!sse.ok || !sse.body) return failed(`GET /sse answered ${sse.status}`);
    const decoder = new TextDecoder();
    let buffer = "";
    for await (const chunk of sse.body) {
      const now = performance.now();
      buffer += decoder.decode(chunk, { stream: true });
      const blocks = buffer.split("\n\n");
      buffer = blocks.pop() ?? "";
      for (const block of blocks) {
        const type = /^event: (\w+)$/m.exec(block)?.[1];
        if (!type) continue;
        const status = type === "status" ? /"status":"(\w+)"/.exec(block)?.[1] : undefined;
        events.set(status ? `status:${status}` : type, now - postedAt);
        if (type === "done") return { completed: true, doneAt: now, events, postedAt };
        if (type === "error") return failed("an error event");
      }
    }
    return failed("the stream ended before done");
  } finally {
    clearTimeout(timeout);
    controller.abort();
  }
}

/**
 * The least time any scraper could take: the scrape job's own per-profile loading
 * (`loadProfile`, the development policy's page limit) run in process for the four profiles at
 * once, with the same simulated latency. Pages of a list depend on each other, everything else
 * runs at once, so its wall time is the longest chain of dependent calls; in-process overhead is
 * milliseconds against 300 ms a call, so rounding to a multiple of the latency gives the chain.
 */
export async function criticalPath(): Promise<{ seconds: number; calls: number }> {
  const lookup = inProcessTransport();
  const slow = inProcessTransport({ SIM_LATENCY_MS: String(SIM_LATENCY_MS) });
  const maxPages = generationPolicy("development").maxPages;
  // The references come from the search (no latency here: the report already has them).
  const refs = await Promise.all(
    EMILY.map(async ({ source, username }) => {
      const found = await createConnector(source, lookup).findByUsername(username);
      if (found.kind !== "found") throw new Error(`${source} ${username}: ${found.kind}`);
      return { source, ref: { id: found.profile.id, username: found.profile.username } };
    }),
  );
  const started = performance.now();
  await Promise.all(
    refs.map(async ({ source, ref }) => {
      const result = await loadProfile(createConnector(source, slow), ref, maxPages);
      if (result.kind !== "loaded") throw new Error(`${source} ${ref.username} did not load`);
    }),
  );
  const calls = Math.round((performance.now() - started) / SIM_LATENCY_MS);
  return { seconds: round((calls * SIM_LATENCY_MS) / 1000), calls };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

/** Reports whose generations started together: how many completed (`done`), and when the last did. */
export interface GenerationsAtOnce {
  started: number;
  completed: number;
  /** Why the others did not, with how many each. */
  failures: Record<string, number>;
  /** From the first `POST /generate` to the last `done` or `error`. */
  lastDoneSeconds: number;
}

function countFailures(runs: Run[]): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const { failure } of runs) if (failure) counts[failure] = (counts[failure] ?? 0) + 1;
  return counts;
}

/** `count` reports of all four networks (4 scrape jobs each) generated at once, the full load. */
export async function generateAtOnce(origin: string, count = CONCURRENT_REPORTS): Promise<GenerationsAtOnce> {
  const accounts = await Promise.all(
    Array.from({ length: Math.ceil(count / REPORTS_PER_ACCOUNT) }, () => signedIn(origin)),
  );
  const reports = await Promise.all(
    Array.from({ length: count }, async (_, i) => {
      const client = accounts[Math.floor(i / REPORTS_PER_ACCOUNT)] ?? accounts[0];
      if (!client) throw new Error("no account");
      return { client, id: await confirmedReport(client, EMILY) };
    }),
  );
  // Every report is confirmed before the first start, so the generations start together.
  const runs = await Promise.all(reports.map(({ client, id }) => generate(client, id)));
  const firstPost = Math.min(...runs.map((r) => r.postedAt));
  const lastDone = Math.max(...runs.map((r) => r.doneAt));
  return {
    started: runs.length,
    completed: runs.filter((r) => r.completed).length,
    failures: countFailures(runs),
    lastDoneSeconds: seconds(lastDone - firstPost),
  };
}

export interface GenerationFigures {
  seconds: number;
  criticalPathSeconds: number;
  ratio: number;
  /** Where the time of the median run went: ms from `POST /generate` to each event's last arrival. */
  medianRunEventsMs: Record<string, number>;
}

/** One report at a time, RUNS times: the median run. Many at once is bench/load.ts's `generations`. */
export async function benchGeneration(origin: string): Promise<GenerationFigures> {
  const path = await criticalPath();
  const client = await signedIn(origin);

  const runs: Run[] = [];
  for (let i = 0; i < RUNS; i++) {
    const run = await generate(client, await confirmedReport(client, EMILY));
    if (!run.completed) throw new Error(`a report did not complete: ${run.failure}`);
    runs.push(run);
  }
  runs.sort((a, b) => a.doneAt - a.postedAt - (b.doneAt - b.postedAt));
  const middle = runs[Math.floor(runs.length / 2)];
  const wall = median(runs.map((r) => r.doneAt - r.postedAt));

  return {
    seconds: seconds(wall),
    criticalPathSeconds: path.seconds,
    ratio: round(wall / 1000 / path.seconds),
    medianRunEventsMs: Object.fromEntries(
      [...(middle?.events ?? [])].sort((a, b) => a[1] - b[1]).map(([k, v]) => [k, Math.round(v)]),
    ),
  };
}
