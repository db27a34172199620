/**
 * `npm run dev` and `npm run preview`: applies migrations and seed data to the local D1 (both
 * idempotent), writes the run-time variables taken from the environment, then starts Vite.
 * Origins are run-time configuration, so one build serves any hosts.
 */
import { spawn, spawnSync } from "node:child_process";
import { writeFileSync } from "node:fs";

const RUNTIME_VARS = [
  "LANDING_ORIGIN",
  "APP_ORIGIN",
  "COOKIE_DOMAIN",
  "MAINTENANCE",
  "HOWTO_VIDEO_CODE",
] as const;

function run(command: string, args: string[]) {
  const result = spawnSync(command, args, { stdio: "inherit" });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

/** Only the variables set in the environment; the rest keep wrangler.toml's values. */
function devVars(): string {
  return RUNTIME_VARS.filter((name) => process.env[name] !== undefined)
    .map((name) => `${name}=${JSON.stringify(process.env[name])}\n`)
    .join("");
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
