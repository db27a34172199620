import { createMiddleware } from "hono/factory";
import { isAllowedWrite } from "../../../auth/request-auth";
import { ApiError } from "../../../lib/errors";
import type { AppEnv } from "../../../lib/hono";

/** Cross-site request forgery guard: a write must come from one of our origins (`isAllowedWrite`). */
export const originCheck = createMiddleware<AppEnv>(async (c, next) => {
  if (!isAllowedWrite(c.req.method, c.req.header("origin"), c.var.auth, c.var.origins)) {
    throw new ApiError("forbidden", "Request origin is not allowed");
  }
  await next();
});
