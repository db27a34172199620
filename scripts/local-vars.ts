/**
 * The configuration of every local run. wrangler.toml's top level is production (a plain deploy
 * of it must be safe), so a local server says otherwise itself, through the `.dev.vars` file
 * wrangler and the Vite plugin read beside the config: `npm run dev` and `preview`
 * (scripts/local.ts) and the HTTP bench (bench/http.ts) write it. The dev endpoints answer only
 * with these and on a local or `.test` host.
 */
import { LOCAL_AUTH_SECRET } from "../worker/env";

export const LOCAL_VARS: Record<string, string> = {
  ENVIRONMENT: "development",
  AUTH_SECRET: LOCAL_AUTH_SECRET,
  SOURCES_MODE: "simulator",
  // A required secret (wrangler.toml), unused outside production: local mail goes to the outbox.
  // Empty, so wrangler does not warn that it is missing.
  EMAIL_API_KEY: "",
};

/** `.dev.vars` content: the local configuration, then `extra` (which wins). */
export function devVarsFile(extra: Record<string, string> = {}): string {
  return Object.entries({ ...LOCAL_VARS, ...extra })
    .map(([name, value]) => `${name}=${JSON.stringify(value)}\n`)
    .join("");
}
