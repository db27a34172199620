/**
 * HTTP throughput of the production build against a trivial baseline Worker, both served by the
 * same `wrangler dev --local` (so the same workerd), measured one after the other in one run.
 */
import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import { writeFileSync } from "node:fs";
import autocannon from "autocannon";
import { devVarsFile } from "../scripts/local-vars";

const APP_PORT = 8791;
const BASELINE_PORT = 8792;
const DURATION_S = Number(process.env.BENCH_SECONDS ?? 8);
const CONNECTIONS = 10;

type Figures = { rps: number; p50Ms: number; p99Ms: number; errors: number };

function serve(args: string[]): ChildProcess {
  return spawn(
    "wrangler",
    ["dev", "--local", "--log-level", "error", "--show-interactive-dev-session=false", ...args],
    {
      detached: true,
      stdio: ["ignore", "ignore", "inherit"],
    },
  );
}

function stop(server: ChildProcess) {
  try {
    if (server.pid) process.kill(-server.pid, "SIGTERM");
  } catch {
    // already gone (a server that failed to start)
  }
}

async function waitFor(url: string, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`);
}

async function measure(url: string): Promise<Figures> {
  await autocannon({ url, connections: CONNECTIONS, duration: 1 }); // warm-up
  const result = await autocannon({ url, connections: CONNECTIONS, duration: DURATION_S });
  return {
    rps: Math.round(result.requests.average),
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    errors: result.errors + result.non2xx,
  };
}

export async function benchHttp(): Promise<Record<string, Figures>> {
  const build = spawnSync("npm", ["run", "build"], { stdio: ["ignore", "ignore", "inherit"] });
  if (build.status !== 0) throw new Error("build failed");
  // wrangler.toml's top level is production: the local configuration, as `npm run preview` writes it.
  writeFileSync("build/server/.dev.vars", devVarsFile());
  for (const args of [
    ["migrations", "apply", "DB"],
    ["execute", "DB", "--file=worker/db/seed.sql"],
  ]) {
    spawnSync("wrangler", ["d1", ...args, "--local"], { stdio: "ignore" });
  }
  const app = serve([
    "-c",
    "build/server/wrangler.json",
    "--persist-to",
    ".wrangler/state",
    "--port",
    String(APP_PORT),
    "--inspector-port",
    String(APP_PORT + 100),
  ]);
  const baseline = serve([
    "-c",
    "bench/baseline/wrangler.toml",
    "--port",
    String(BASELINE_PORT),
    "--inspector-port",
    String(BASELINE_PORT + 100),
  ]);
  try {
    // Not the health check: it waits for example reports, which need the simulator this server lacks.
    await waitFor(`http://127.0.0.1:${APP_PORT}/api/v1/states`);
    await waitFor(`http://127.0.0.1:${BASELINE_PORT}/`);
    return {
      baseline: await measure(`http://127.0.0.1:${BASELINE_PORT}/`),
      apiStates: await measure(`http://127.0.0.1:${APP_PORT}/api/v1/states`),
      ssrLanding: await measure(`http://127.0.0.1:${APP_PORT}/`),
    };
  } finally {
    stop(app);
    stop(baseline);
  }
}
