import { Hono } from "hono";
import type { Session } from "../auth/session";
import type { User } from "../db/users";
import type { Services } from "../services";

/** How the request proved its session: the browser's cookie or an API client's bearer token. */
export type Auth = { session: Session; via: "cookie" | "bearer" };

/**
 * What every API handler can read from `c.var`: the request's services (services.ts), set once
 * per request by the `services` middleware with who is asking.
 */
export type AppEnv = {
  Bindings: Env;
  Variables: Services & {
    /** The client's IP for per-IP limits (set by Cloudflare; passed through locally): an IPv6 client's /64. */
    ip: string;
    auth: Auth | null;
    /** Set by `requireUser` on protected routes. */
    user: User;
  };
};

export function createRouter() {
  return new Hono<AppEnv>();
}
