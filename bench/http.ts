/**
 * HTTP throughput of the production build against a trivial baseline Worker, both served by
 * `wrangler dev --local` (so the same workerd), measured one after the other in one run. The app
 * runs with the source simulator beside it in one wrangler session, so its health check's example
 * reports get generated and reports can be created, as under `npm run preview`.
 *
 * `npx tsx bench/http.ts` prints `{ http, ssr }`: `benchHttp()` (the baseline, `GET /states` and
 * the landing page as served) and `benchSsr()` (the landing page with and without the page cache).
 */
import { spawn } from "node:child_process";
import { writeFileSync } from "node:fs";
import { pathToFileURL } from "node:url";
import autocannon from "autocannon";
import { devVarsFile } from "../scripts/local-vars";
import { PAGE_CACHE_HEADER } from "../worker/page-cache";
import { build, freshDatabase, type Served, stopGroup, waitForOk } from "./serving";

const APP_PORT = 8791;
const BASELINE_PORT = 8792;
const DURATION_S = Number(process.env.BENCH_SECONDS ?? 8);
const CONNECTIONS = 10;
/** Apart from `build` (npm run dev's and others'), `dist` (bench/server.ts) and e2e's builds. */
const BUILD_DIR = ".wrangler/bench-build";
const STATE_DIR = ".wrangler/bench-http";

export type Figures = { rps: number; p50Ms: number; p99Ms: number; errors: number };
export type RatedFigures = Figures & { ratioToBaseline: number; baselineRps: number };

const round = (n: number, digits = 2) => Math.round(n * 10 ** digits) / 10 ** digits;

/** Figures with their share of the baseline's requests per second (same connections, same run). */
export function rated(figures: Figures, baseline: Figures): RatedFigures {
  return { ...figures, ratioToBaseline: round(figures.rps / baseline.rps), baselineRps: baseline.rps };
}

let built = false;

/** The production build, once per process. */
function buildOnce() {
  if (built) return;
  build(BUILD_DIR);
  built = true;
}

/** `wrangler dev` with these arguments, answering 200 on `readyPath`; stopped on failure. */
async function serve(port: number, args: string[], readyPath: string, timeoutMs = 180_000): Promise<Served> {
  const server = spawn(
    "npx",
    [
      "wrangler",
      "dev",
      "--local",
      "--log-level",
      "error",
      "--show-interactive-dev-session=false",
      "--port",
      String(port),
      "--inspector-port",
      String(port + 100),
      ...args,
    ],
    { detached: true, stdio: ["ignore", "ignore", "inherit"] },
  );
  const origin = `http://127.0.0.1:${port}`;
  const served = { origin, stop: () => stopGroup(server) };
  try {
    await waitForOk(`${origin}${readyPath}`, server, timeoutMs);
  } catch (error) {
    await served.stop();
    throw error;
  }
  return served;
}

/**
 * The build with the simulator, under the local configuration plus `vars` (as `npm run preview`
 * writes it). `fresh`: a new database, migrated and seeded; else the last one's. Ready once the
 * health check answers 200, that is once the example reports are generated.
 */
export async function serveApp(vars: Record<string, string> = {}, fresh = true): Promise<Served> {
  buildOnce();
  writeFileSync(`${BUILD_DIR}/server/.dev.vars`, devVarsFile(vars));
  if (fresh) freshDatabase(STATE_DIR);
  return serve(
    APP_PORT,
    [
      "-c",
      `${BUILD_DIR}/server/wrangler.json`,
      "-c",
      `${BUILD_DIR}/lookwise_simulator/wrangler.json`,
      "--persist-to",
      STATE_DIR,
    ],
    "/api/v1/healthcheck",
    // The example reports take minutes with a simulated latency.
    300_000,
  );
}

/** The trivial Worker the figures are compared with. */
export function serveBaseline(): Promise<Served> {
  return serve(BASELINE_PORT, ["-c", "bench/baseline/wrangler.toml"], "/", 60_000);
}

/** One autocannon run after a second of warm-up; `options` says what to ask (a url, or requests). */
export async function measure(
  options: autocannon.Options,
  { warmUp = true }: { warmUp?: boolean } = {},
): Promise<Figures> {
  const run = { connections: CONNECTIONS, duration: DURATION_S, ...options };
  if (warmUp) await autocannon({ ...run, duration: 1, amount: undefined });
  const result = await autocannon(run);
  return {
    rps: Math.round(result.requests.average),
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    errors: result.errors + result.timeouts + result.non2xx,
  };
}

/** Runs `work` with the baseline and the app (under `vars`) served, then stops both. */
export async function withServers<T>(
  vars: Record<string, string>,
  work: (app: Served, baseline: Served) => Promise<T>,
): Promise<T> {
  const baseline = await serveBaseline();
  try {
    const app = await serveApp(vars);
    try {
      return await work(app, baseline);
    } finally {
      await app.stop();
    }
  } finally {
    await baseline.stop();
  }
}

/** The baseline, `GET /api/v1/states` and the landing page as served (page cache on), at 10 connections. */
export async function benchHttp(): Promise<Record<string, Figures>> {
  return withServers({}, async (app, baseline) => ({
    baseline: await measure({ url: `${baseline.origin}/` }),
    apiStates: await measure({ url: `${app.origin}/api/v1/states` }),
    ssrLanding: await measure({ url: `${app.origin}/` }),
  }));
}

export interface SsrFigures {
  connections: number;
  withCache: RatedFigures;
  withoutCache: RatedFigures;
}

/** Fails unless the landing page is served as `expected` says (so the figure is of what it claims). */
async function expectServed(origin: string, expected: "hit" | "bypass") {
  for (let i = 0; i < 2; i++) {
    const res = await fetch(`${origin}/`);
    await res.body?.cancel();
    const how = res.headers.get(PAGE_CACHE_HEADER);
    if (i === 1 && how !== expected) throw new Error(`the landing page was a ${how}, not a ${expected}`);
  }
}

/**
 * A signed-out visitor's landing page with the page cache (PAGE_CACHE=on) and without it (off, the
 * same database, the server restarted), each as a share of the baseline's requests per second
 * measured right before it (the machine's load moves between the two).
 */
export async function benchSsr(): Promise<SsrFigures> {
  const baseline = await serveBaseline();
  try {
    const landing = async (pageCache: "on" | "off", fresh: boolean) => {
      const app = await serveApp({ PAGE_CACHE: pageCache }, fresh);
      try {
        await expectServed(app.origin, pageCache === "on" ? "hit" : "bypass");
        const base = await measure({ url: `${baseline.origin}/` });
        return rated(await measure({ url: `${app.origin}/` }), base);
      } finally {
        await app.stop();
      }
    };
    const withCache = await landing("on", true);
    const withoutCache = await landing("off", false);
    return { connections: CONNECTIONS, withCache, withoutCache };
  } finally {
    await baseline.stop();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  const http = await benchHttp();
  const ssr = await benchSsr();
  console.log(JSON.stringify({ http, ssr }));
}
