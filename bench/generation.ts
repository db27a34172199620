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
const CONCURRENT_REPORTS = 20;

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
class Client {
  private readonly cookies = new Map<string, string>();
  constructor(readonly origin: string) {}

  async request(method: string, path: string, body?: unknown, signal?: AbortSignal): Promise<Response> {
    const headers: Record<string, string> = {};
    if (body !== undefined) headers["Content-Type"] = "application/json";
    if (method !== "GET") headers.Origin = this.origin;
    if (this.cookies.size) headers.Cookie = [...this.cookies].map(([k, v]) => `${k}=${v}`).join("; ");
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

  async json<T>(method: string, path: string, body?: unknown): Promise<T> {
    const res = await this.request(method, path, body);
    if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${await res.text()}`);
    return (await res.json()) as T;
  }
}

/** A signed-in account: visitors may create one report a day, accounts 50. */
async function signedIn(origin: string): Promise<Client> {
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

/** Lets concurrent reports start together: each says when its stream is open, then waits for `go`. */
interface Barrier {
  opened(): void;
  go: Promise<void>;
}

interface Run {
  completed: boolean;
  postedAt: number;
  doneAt: number;
  /** ms from `POST /generate` to each event type's last arrival (status events by status). */
  events: Map<string, number>;
}

/** Subscribes to the report's events first (so `done` cannot be missed), then starts generation. */
async function generate(client: Client, id: string, barrier?: Barrier): Promise<Run> {
  const controller = new AbortController();
  const timeout = setTimeout(() => controller.abort(), 180_000);
  try {
    const sse = await client.request("GET", `/api/v1/sse/${id}`, undefined, controller.signal);
    if (!sse.ok || !sse.body) throw new Error(`sse ${id}: ${sse.status}`);
    barrier?.opened();
    await barrier?.go;
    const postedAt = performance.now();
    const posted = await client.request("POST", "/api/v1/generate", { id });
    if (posted.status !== 202) throw new Error(`generate ${id}: ${posted.status} ${await posted.text()}`);
    const events = new Map<string, number>();
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
        if (type === "done" || type === "error")
          return { completed: type === "done", doneAt: now, events, postedAt };
      }
    }
    return { completed: false, doneAt: performance.now(), events, postedAt };
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

export interface GenerationFigures {
  seconds: number;
  criticalPathSeconds: number;
  ratio: number;
  /** Where the time of the median run went: ms from `POST /generate` to each event's last arrival. */
  medianRunEventsMs: Record<string, number>;
  concurrentReports: number;
  allCompleted: boolean;
  lastDoneSeconds: number;
}

export async function benchGeneration(origin: string): Promise<GenerationFigures> {
  const path = await criticalPath();
  const client = await signedIn(origin);

  const runs: Run[] = [];
  for (let i = 0; i < RUNS; i++) {
    const run = await generate(client, await confirmedReport(client, EMILY));
    if (!run.completed) throw new Error("a report did not complete");
    runs.push(run);
  }
  runs.sort((a, b) => a.doneAt - a.postedAt - (b.doneAt - b.postedAt));
  const middle = runs[Math.floor(runs.length / 2)];
  const wall = median(runs.map((r) => r.doneAt - r.postedAt));

  // All four networks in each of the 20 reports: 80 scrape jobs at once, the full load.
  const ids = await Promise.all(
    Array.from({ length: CONCURRENT_REPORTS }, () => confirmedReport(client, EMILY)),
  );
  // Every stream is open before the first POST, so the 20 generations start together.
  let opened = 0;
  let allOpen = () => {};
  let go = () => {};
  const barrier: Barrier = {
    opened: () => {
      opened += 1;
      if (opened === ids.length) allOpen();
    },
    go: new Promise<void>((resolve) => {
      go = resolve;
    }),
  };
  const ready = new Promise<void>((resolve) => {
    allOpen = resolve;
  });
  const pending = ids.map((id) => generate(client, id, barrier));
  await Promise.race([ready, Promise.all(pending)]);
  go();
  const concurrent = await Promise.all(pending);
  const firstPost = Math.min(...concurrent.map((r) => r.postedAt));
  const lastDone = Math.max(...concurrent.map((r) => r.doneAt));

  return {
    seconds: seconds(wall),
    criticalPathSeconds: path.seconds,
    ratio: round(wall / 1000 / path.seconds),
    medianRunEventsMs: Object.fromEntries(
      [...(middle?.events ?? [])].sort((a, b) => a[1] - b[1]).map(([k, v]) => [k, Math.round(v)]),
    ),
    concurrentReports: CONCURRENT_REPORTS,
    allCompleted: concurrent.every((r) => r.completed),
    lastDoneSeconds: seconds(lastDone - firstPost),
  };
}
