import { Hono } from "hono";
import type { Db } from "../db/client";
import type { Config } from "../env";

/** What every API handler can read from `c.var`, built once per request by the services middleware. */
export type AppEnv = {
  Bindings: Env;
  Variables: { config: Config; db: Db; requestId: string; url: URL };
};

export function createRouter() {
  return new Hono<AppEnv>();
}
