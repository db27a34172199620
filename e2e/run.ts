/**
 * `npm run test:e2e`: builds the app, serves the production build on two test hosts
 * (example.test and app.example.test, mapped to loopback by Chromium) reporting errors to a
 * stand-in of Sentry's ingest endpoint, runs every e2e spec with Node's test runner, then stops
 * both servers.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { existsSync, readdirSync, rmSync } from "node:fs";
import { CHROMIUM_PATH, E2E_PORT, INGEST_DSN, INGEST_PORT, LANDING } from "./config";
import { startIngest } from "./ingest";

function stop(server: ChildProcess) {
  if (server.pid) {
    try {
      process.kill(-server.pid, "SIGTERM");
    } catch {
      // already gone
    }
  }
}

async function waitForHealth(timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      const res = await fetch(`http://127.0.0.1:${E2E_PORT}/api/v1/healthcheck`);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`the preview server did not answer within ${timeoutMs} ms`);
}

if (!existsSync(CHROMIUM_PATH)) {
  console.error(
    `Chromium not found at ${CHROMIUM_PATH}: install it with "apt-get install -y chromium" (or set CHROMIUM_PATH).`,
  );
  process.exit(1);
}

// Each run gets a fresh database and its own build, so runs on different ports never collide.
const stateDir = `.wrangler/e2e-${E2E_PORT}`;
rmSync(stateDir, { recursive: true, force: true });

const buildDir = E2E_PORT === 4180 ? "build" : `build-e2e-${E2E_PORT}`;
// Error reporting is on for the whole run (every spec runs with the SDKs in place), to a stand-in.
const ingest = await startIngest(INGEST_PORT);
const server = spawn("npm", ["run", "preview"], {
  detached: true,
  stdio: ["ignore", "inherit", "inherit"],
  env: {
    ...process.env,
    PORT: String(E2E_PORT),
    LANDING_ORIGIN: LANDING,
    APP_ORIGIN: LANDING.replace("//", "//app."),
    COOKIE_DOMAIN: "example.test",
    LOCAL_STATE_DIR: stateDir,
    BUILD_DIR: buildDir,
    SENTRY_DSN: INGEST_DSN,
    SENTRY_ENVIRONMENT: "e2e",
  },
});
let code = 1;
try {
  await waitForHealth(120_000);
  // `npm run test:e2e -- e2e/x.spec.ts` runs only the named specs.
  const named = process.argv.slice(2);
  const specs = named.length
    ? named
    : readdirSync("e2e")
        .filter((f) => f.endsWith(".spec.ts"))
        .map((f) => `e2e/${f}`);
  const env = { ...process.env, BUILD_DIR: buildDir };
  // Not spawnSync: the ingest stand-in answers from this process while the specs run.
  const tests = spawn("tsx", ["--test", "--test-concurrency=1", ...specs], { stdio: "inherit", env });
  code = await new Promise<number>((resolve) => tests.on("exit", (status) => resolve(status ?? 1)));
} finally {
  stop(server);
  ingest.close();
}
process.exit(code);
