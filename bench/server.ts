/**
 * The production build served by `npm run preview` (as e2e/run.ts does) on its own port, with its
 * own state and build directories, so a bench never shares a database or a build with e2e runs.
 */
import { spawn } from "node:child_process";
import { rmSync } from "node:fs";
import { groupAlive, type Served, stopGroup, waitForOk } from "./serving";

/**
 * Builds and serves the app on `port` with a fresh database; `env` adds run-time variables
 * (scripts/local.ts writes them to the build's .dev.vars). Stopped on Ctrl-C too.
 */
export async function startPreview(port: number, env: Record<string, string> = {}): Promise<Served> {
  // Apart from e2e's and http.ts's state and builds (`build`, `build-e2e-*`); both git-ignored.
  const stateDir = `.wrangler/bench-${port}`;
  const buildDir = "dist";
  rmSync(stateDir, { recursive: true, force: true });
  const server = spawn("npm", ["run", "preview"], {
    detached: true,
    stdio: ["ignore", "ignore", "inherit"],
    env: {
      ...process.env,
      ...env,
      PORT: String(port),
      LOCAL_STATE_DIR: stateDir,
      BUILD_DIR: buildDir,
    },
  });
  const interrupted = () => {
    if (server.pid && groupAlive(server.pid)) process.kill(-server.pid, "SIGKILL");
    process.exit(130);
  };
  process.once("SIGINT", interrupted);
  process.once("SIGTERM", interrupted);
  const origin = `http://127.0.0.1:${port}`;
  const stop = async () => {
    process.off("SIGINT", interrupted);
    process.off("SIGTERM", interrupted);
    await stopGroup(server);
  };
  try {
    // Build, migrations, seed, then the examples' generation (slower with simulated latency).
    await waitForOk(`${origin}/api/v1/healthcheck`, server, 240_000);
  } catch (error) {
    await stop();
    throw error;
  }
  return { origin, stop };
}
