import { createMiddleware } from "hono/factory";
import { findUserById } from "../../../db/users";
import { ApiError } from "../../../lib/errors";
import type { AppEnv } from "../../../lib/hono";

/** Protected endpoints: 401 without a live session, otherwise `c.var.user` is the account. */
export const requireUser = createMiddleware<AppEnv>(async (c, next) => {
  const auth = c.var.auth;
  const user = auth ? await findUserById(c.var.db, auth.session.userId) : undefined;
  if (!user) throw new ApiError("unauthorized");
  c.set("user", user);
  await next();
});
