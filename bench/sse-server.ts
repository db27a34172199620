/**
 * The production build served by workerd alone, as in production: a socket straight to the
 * Worker, with neither Vite's preview proxy nor the proxy Worker `wrangler dev` puts in front (a
 * second workerd process that every stream crossed: it tripled the fan-out's latency). Its own
 * build and state directories and ports, so the SSE bench shares nothing with e2e, the preview
 * bench or http.ts.
 */
import { readdirSync, rmSync } from "node:fs";
import { resolve } from "node:path";
import { convertV4MiniflareOptions, Miniflare } from "miniflare";
import { unstable_getMiniflareWorkerOptions } from "wrangler";
import { LOCAL_VARS } from "../scripts/local-vars";
import { build, freshDatabase, type Served } from "./serving";

const PORT = 8795;
const INSPECTOR_PORT = 8895;
const BUILD_DIR = ".wrangler/bench-sse-build";
const STATE_DIR = ".wrangler/bench-sse";

/** A built Worker as Miniflare runs it; `vars` win over its configuration's. */
function workerOptions(directory: string, name: string, vars: Record<string, string> = {}) {
  // Every module of the build by name, its entry first, instead of module rules to resolve them.
  const { workerOptions: options } = unstable_getMiniflareWorkerOptions(`${directory}/wrangler.json`);
  const { modulesRules: _rules, ...workerOptions } = options;
  const chunks = readdirSync(directory, { recursive: true, encoding: "utf8" })
    .filter((file) => file.endsWith(".js") && file !== "index.js")
    .map((file) => ({ type: "ESModule" as const, path: resolve(directory, file) }));
  return {
    ...workerOptions,
    name,
    modulesRoot: resolve(directory),
    modules: [{ type: "ESModule" as const, path: resolve(directory, "index.js") }, ...chunks],
    bindings: Object.assign({}, workerOptions.bindings, vars),
  };
}

/** Builds, migrates a fresh database and serves the build's Worker (and the source simulator beside it). */
export async function startSseServer(): Promise<Served> {
  build(BUILD_DIR);
  // The build copies a local `.dev.vars`; the local configuration below is the one that counts.
  rmSync(`${BUILD_DIR}/server/.dev.vars`, { force: true });
  freshDatabase(STATE_DIR);
  // wrangler.toml's top level is production: the local configuration, as `npm run preview` sets it.
  const app = workerOptions(`${BUILD_DIR}/server`, "lookwise", LOCAL_VARS);
  const miniflare = new Miniflare(
    convertV4MiniflareOptions({
      host: "127.0.0.1",
      inspectorPort: INSPECTOR_PORT,
      // Where `wrangler --persist-to` keeps the same resources.
      resourcePersistencePath: `${STATE_DIR}/v3`,
      workers: [
        { ...app, unsafeDirectSockets: [{ host: "127.0.0.1", port: PORT }] },
        workerOptions(`${BUILD_DIR}/lookwise_simulator`, "lookwise-simulator"),
      ],
    }),
  );
  await miniflare.ready;
  return { origin: `http://127.0.0.1:${PORT}`, stop: () => miniflare.dispose() };
}
