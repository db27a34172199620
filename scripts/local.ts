/**
 * `npm run dev` and `npm run preview`: applies migrations and seed data to the local D1 (both
 * idempotent), writes the local configuration and the run-time variables taken from the
 * environment to `.dev.vars`, then starts Vite. Origins are run-time configuration, so one build
 * serves any hosts.
 */
import { spawn, spawnSync } from "node:child_process";
import { writeFileSync } from "node:fs";
import { devVarsFile } from "./local-vars";

const RUNTIME_VARS = [
  "LANDING_ORIGIN",
  "APP_ORIGIN",
  "COOKIE_DOMAIN",
  "MAINTENANCE",
  "HOWTO_VIDEO_CODE",
  // The generation bench serves the build with a simulated 300 ms per upstream call.
  "SOURCES_SIM_LATENCY_MS",
  // Stripe test mode instead of the local checkout (README "Payments").
  "STRIPE_SECRET_KEY",
  "STRIPE_WEBHOOK_SECRET",
  "STRIPE_PRICE_IDS",
  // Error reporting to a Sentry project (README "Configuration"); the e2e run's stand-in.
  "SENTRY_DSN",
  "SENTRY_ENVIRONMENT",
] as const;

function run(command: string, args: string[]) {
  const result = spawnSync(command, args, { stdio: "inherit" });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

/** The local configuration (scripts/local-vars.ts) and the run-time variables set in the environment. */
function devVars(): string {
  const fromEnvironment = RUNTIME_VARS.filter((name) => process.env[name] !== undefined).map(
    (name) => [name, process.env[name] ?? ""] as const,
  );
  return devVarsFile(Object.fromEntries(fromEnvironment));
}

const mode = process.argv[2];
if (mode !== "dev" && mode !== "preview") {
  console.error("usage: tsx scripts/local.ts dev|preview");
  process.exit(2);
}

const persist = process.env.LOCAL_STATE_DIR ? ["--persist-to", process.env.LOCAL_STATE_DIR] : [];
run("wrangler", ["d1", "migrations", "apply", "DB", "--local", ...persist]);
run("wrangler", ["d1", "execute", "DB", "--local", "--file=worker/db/seed.sql", ...persist]);

const port = process.env.PORT ?? (mode === "dev" ? "5173" : "4173");
if (mode === "dev") {
  writeFileSync(".dev.vars", devVars());
} else {
  run("npm", ["run", "build"]);
  // Vite preview reads the build's own .dev.vars at start: write it after the build.
  writeFileSync(`${process.env.BUILD_DIR ?? "build"}/server/.dev.vars`, devVars());
}

const vite = spawn("vite", [mode, "--port", port, "--strictPort", "--host", "127.0.0.1"], {
  stdio: "inherit",
});
for (const signal of ["SIGINT", "SIGTERM"] as const) process.on(signal, () => vite.kill(signal));
vite.on("exit", (code) => process.exit(code ?? 0));

/**
 * The first health checks generate the 14 example reports (the seed data a new user browses);
 * the check answers 503 until they are complete, then 200.
 */
async function seedExamples() {
  const url = `http://127.0.0.1:${port}/api/v1/healthcheck`;
  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 1000));
    try {
      if ((await fetch(url)).ok) {
        console.log("Example reports ready.");
        return;
      }
    } catch {
      // not listening yet
    }
  }
  console.warn("The example reports are not ready yet: see GET /api/v1/healthcheck.");
}
void seedExamples();
