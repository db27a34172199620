/**
 * The production build served by `npm run preview` (as e2e/run.ts does) on its own port, with its
 * own state and build directories, so a bench never shares a database or a build with e2e runs.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { rmSync } from "node:fs";

export interface PreviewServer {
  origin: string;
  stop(): Promise<void>;
}

/** Whether any process of the group is still alive (signal 0 only checks). */
function groupAlive(pid: number): boolean {
  try {
    process.kill(-pid, 0);
    return true;
  } catch {
    return false;
  }
}

/**
 * Stops the whole process group (npm, tsx, vite, workerd): killing npm alone leaves vite and
 * workerd running (STACK.md G11). SIGKILL for whatever is still there after 10 s.
 */
async function stopGroup(server: ChildProcess): Promise<void> {
  const pid = server.pid;
  if (!pid || !groupAlive(pid)) return;
  process.kill(-pid, "SIGTERM");
  const deadline = Date.now() + 10_000;
  while (groupAlive(pid) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100));
  if (groupAlive(pid)) process.kill(-pid, "SIGKILL");
}

async function waitForHealth(origin: string, server: ChildProcess, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`the preview server exited with ${server.exitCode}`);
    try {
      // 503 until the 14 example reports are generated (outside production): wait for 200.
      const res = await fetch(`${origin}/api/v1/healthcheck`);
      await res.body?.cancel();
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`the preview server did not become healthy within ${timeoutMs} ms`);
}

/**
 * Builds and serves the app on `port` with a fresh database; `env` adds run-time variables
 * (scripts/local.ts writes them to the build's .dev.vars). Stopped on Ctrl-C too.
 */
export async function startPreview(port: number, env: Record<string, string> = {}): Promise<PreviewServer> {
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
    await waitForHealth(origin, server, 240_000);
  } catch (error) {
    await stop();
    throw error;
  }
  return { origin, stop };
}
