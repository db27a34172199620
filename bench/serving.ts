/**
 * What every bench server shares: its handle, the process group a command-line server runs in,
 * waiting for it to answer, and the build and fresh local database it serves.
 */
import { type ChildProcess, spawnSync } from "node:child_process";
import { rmSync } from "node:fs";

/** A server a bench started, and how to stop it. */
export interface Served {
  origin: string;
  stop(): Promise<void>;
}

/** Runs a command to its end; throws unless it succeeds. */
export function run(command: string, args: string[], env: NodeJS.ProcessEnv = process.env) {
  const result = spawnSync(command, args, { stdio: ["ignore", "ignore", "inherit"], env });
  if (result.status !== 0) throw new Error(`${command} ${args.join(" ")} exited with ${result.status}`);
}

/** The production build into `buildDir` (git-ignored, apart from `build` and e2e's builds). */
export function build(buildDir: string) {
  run("npm", ["run", "build"], { ...process.env, BUILD_DIR: buildDir });
}

/** A new local database in `stateDir`: migrated and seeded, as `npm run dev` starts one. */
export function freshDatabase(stateDir: string) {
  rmSync(stateDir, { recursive: true, force: true });
  const persist = ["--local", "--persist-to", stateDir];
  run("npx", ["wrangler", "d1", "migrations", "apply", "DB", ...persist]);
  run("npx", ["wrangler", "d1", "execute", "DB", "--file=worker/db/seed.sql", ...persist]);
}

/** Whether any process of the group is still alive (signal 0 only checks). */
export function groupAlive(pid: number): boolean {
  try {
    process.kill(-pid, 0);
    return true;
  } catch {
    return false;
  }
}

/**
 * Stops a server's whole process group (npm, tsx, vite, wrangler, workerd): killing the first
 * process alone leaves the others running (STACK.md G11). SIGKILL for whatever is left after 10 s.
 */
export async function stopGroup(server: ChildProcess): Promise<void> {
  const pid = server.pid;
  if (!pid || !groupAlive(pid)) return;
  process.kill(-pid, "SIGTERM");
  const deadline = Date.now() + 10_000;
  while (groupAlive(pid) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100));
  if (groupAlive(pid)) process.kill(-pid, "SIGKILL");
}

/** Waits until `url` answers 200 (a health check answers 503 until the example reports exist). */
export async function waitForOk(url: string, server: ChildProcess, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`the server for ${url} exited with ${server.exitCode}`);
    try {
      const res = await fetch(url);
      await res.body?.cancel();
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url} did not answer 200 within ${timeoutMs} ms`);
}
