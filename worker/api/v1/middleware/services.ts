import type { Context } from "hono";
import { createMiddleware } from "hono/factory";
import { clientSubject } from "../../../auth/rate-limit";
import { resolveAuth } from "../../../auth/request-auth";
import { readConfig } from "../../../env";
import { ApiError } from "../../../lib/errors";
import type { AppEnv } from "../../../lib/hono";
import { hasMalformedPath } from "../../../lib/request";
import { createServices, type Services } from "../../../services";

/** Each service its own `c.var` entry: Hono sets variables one by one. */
function setServices(c: Context<AppEnv>, services: Services) {
  for (const key of Object.keys(services) as (keyof Services)[]) c.set(key, services[key]);
}

/** The request's services (services.ts) and who is asking: its client's IP and its session. */
export const services = createMiddleware<AppEnv>(async (c, next) => {
  const url = new URL(c.req.url);
  // No parameter of such a path can be read: the client's mistake, before any other work.
  if (hasMalformedPath(url)) throw new ApiError("bad_request", "Malformed address");
  const built = createServices(c.env, readConfig(c.env), url);
  setServices(c, built);
  c.set("ip", clientSubject(c.req.header("cf-connecting-ip")));
  c.set("auth", await resolveAuth(c.req.raw, built.db, built.config.AUTH_SECRET));
  await next();
});
