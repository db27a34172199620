import { createMiddleware } from "hono/factory";
import { hasCredentials } from "../../../auth/request-auth";
import type { AppEnv } from "../../../lib/hono";
import { applyApiCaching, withSecurityHeaders } from "../../../lib/security-headers";

/** Every API answer, errors included: the security headers, and no caching of a credentialed answer. */
export const securityHeaders = createMiddleware<AppEnv>(async (c, next) => {
  await next();
  c.res = withSecurityHeaders(c.res, new URL(c.req.url).protocol === "https:");
  applyApiCaching(c.res, hasCredentials(c.req.raw));
});
