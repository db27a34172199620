import { bodyLimit } from "hono/body-limit";
import { HTTPException } from "hono/http-exception";
import { z } from "zod";
import { createDb } from "../../db/client";
import { readConfig } from "../../env";
import { ApiError, type ErrorCode } from "../../lib/errors";
import { createRouter } from "../../lib/hono";
import { withSecurityHeaders } from "../../lib/security-headers";
import { validationError } from "../../lib/validate";
import { events } from "./events";
import { health } from "./health";
import { landing } from "./landing";
import { offer } from "./offer";

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
    c.set("config", readConfig(c.env));
    c.set("db", createDb(c.env.DB));
    c.set("url", new URL(c.req.url));
    c.set("requestId", c.req.header("cf-ray") ?? crypto.randomUUID());
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
  .notFound(() => {
    throw new ApiError("not_found");
  })
  .onError((error, c) => {
    const apiError = toApiError(error);
    return c.json(apiError.toBody(), apiError.status);
  });

export type Api = typeof api;
