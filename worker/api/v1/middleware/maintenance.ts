import { createMiddleware } from "hono/factory";
import { ApiError } from "../../../lib/errors";
import type { AppEnv } from "../../../lib/hono";

/** MAINTENANCE=on: every endpoint answers 503 but the health check, which tools keep watching. */
export const maintenance = createMiddleware<AppEnv>(async (c, next) => {
  if (c.var.config.MAINTENANCE === "on" && c.req.path !== "/api/v1/healthcheck") {
    throw new ApiError("unavailable", "We are down for maintenance. Please try again soon.");
  }
  await next();
});
