import { Hono } from "hono";
import type { Session } from "../auth/session";
import type { Db } from "../db/client";
import type { User } from "../db/users";
import type { Origins } from "../domain/hosts";
import type { EmailSender } from "../email/email";
import type { Config } from "../env";
import type { TransportConfig } from "../sources/transport";

/** How the request proved its session: the browser's cookie or an API client's bearer token. */
export type Auth = { session: Session; via: "cookie" | "bearer" };

/** What every API handler can read from `c.var`, built once per request by the services middleware. */
export type AppEnv = {
  Bindings: Env;
  Variables: {
    config: Config;
    db: Db;
    email: EmailSender;
    origins: Origins;
    url: URL;
    /** The client's IP for per-IP limits (set by Cloudflare; passed through locally): an IPv6 client's /64. */
    ip: string;
    auth: Auth | null;
    /** Where source connectors send requests (SOURCES_MODE). */
    sources: TransportConfig;
    /** Set by `requireUser` on protected routes. */
    user: User;
  };
};

export function createRouter() {
  return new Hono<AppEnv>();
}
