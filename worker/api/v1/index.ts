import { bodyLimit } from "hono/body-limit";
import { HTTPException } from "hono/http-exception";
import { z } from "zod";
import { isAllowedWrite, resolveAuth } from "../../auth/request-auth";
import { createDb } from "../../db/client";
import { resolveOrigins } from "../../domain/hosts";
import { createEmailSender } from "../../email/email";
import { readConfig } from "../../env";
import { ApiError, type ErrorCode } from "../../lib/errors";
import { createRouter } from "../../lib/hono";
import { withSecurityHeaders } from "../../lib/security-headers";
import { validationError } from "../../lib/validate";
import { auth } from "./auth";
import { dashboard } from "./dashboard";
import { dev } from "./dev";
import { events } from "./events";
import { health } from "./health";
import { landing } from "./landing";
import { offer } from "./offer";
import { settings } from "./settings";

const MAX_BODY_BYTES = 1024 * 1024;

const STATUS_CODES: Record<number, ErrorCode> = {
  400: "bad_request",
  401: "unauthorized",
  402: "payment_required",
  403: "forbidden",
  404: "not_found",
  409: "conflict",
  413: "bad_request",
  429: "rate_limited",
};

/** Any thrown value as the API's error; only the unexpected ones are logged as failures. */
function toApiError(error: unknown): ApiError {
  if (error instanceof ApiError) return error;
  if (error instanceof z.ZodError) return validationError(error);
  if (error instanceof HTTPException && error.status < 500) {
    return new ApiError(STATUS_CODES[error.status] ?? "bad_request", error.message || "Bad Request");
  }
  console.error("unhandled API error", error);
  return new ApiError("internal");
}

export const api = createRouter()
  .basePath("/api/v1")
  .use(async (c, next) => {
    await next();
    c.res = withSecurityHeaders(c.res, new URL(c.req.url).protocol === "https:");
  })
  .use(async (c, next) => {
    const config = readConfig(c.env);
    const db = createDb(c.env.DB);
    const url = new URL(c.req.url);
    c.set("config", config);
    c.set("db", db);
    c.set("url", url);
    c.set("origins", resolveOrigins(config, url));
    c.set("email", createEmailSender(config, db));
    c.set("requestId", c.req.header("cf-ray") ?? crypto.randomUUID());
    c.set("ip", c.req.header("cf-connecting-ip") ?? "unknown");
    c.set("auth", await resolveAuth(c.req.raw, db, config.AUTH_SECRET));
    await next();
  })
  .use(async (c, next) => {
    if (!isAllowedWrite(c.req.method, c.req.header("origin"), c.var.auth, c.var.origins)) {
      throw new ApiError("forbidden", "Request origin is not allowed");
    }
    await next();
  })
  .use(async (c, next) => {
    if (c.var.config.MAINTENANCE === "on" && c.req.path !== "/api/v1/healthcheck") {
      throw new ApiError("unavailable", "We are down for maintenance. Please try again soon.");
    }
    await next();
  })
  .use(
    bodyLimit({
      maxSize: MAX_BODY_BYTES,
      onError: () => {
        throw new ApiError("bad_request", "Request body too large");
      },
    }),
  )
  .route("/", health)
  .route("/", landing)
  .route("/", offer)
  .route("/", events)
  .route("/auth", auth)
  .route("/settings", settings)
  .route("/dashboard", dashboard)
  .route("/dev", dev)
  .notFound(() => {
    throw new ApiError("not_found");
  })
  .onError((error, c) => {
    const apiError = toApiError(error);
    return c.json(apiError.toBody(), apiError.status);
  });

export type Api = typeof api;
