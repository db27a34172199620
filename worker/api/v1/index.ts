import { HTTPException } from "hono/http-exception";
import { z } from "zod";
import { clientSubject } from "../../auth/rate-limit";
import { hasCredentials, isAllowedWrite, resolveAuth } from "../../auth/request-auth";
import { OPT_OUT_FILE_MAX_BYTES } from "../../contracts/create";
import { createDb } from "../../db/client";
import { resolveOrigins } from "../../domain/hosts";
import { createEmailSender } from "../../email/email";
import { readConfig } from "../../env";
import type { RouteTemplate } from "../../lib/analytics";
import { ApiError, type ErrorCode } from "../../lib/errors";
import { createRouter } from "../../lib/hono";
import { loggable } from "../../lib/loggable";
import { hasMalformedPath, limitBody } from "../../lib/request";
import { applyApiCaching, withSecurityHeaders } from "../../lib/security-headers";
import { validationError } from "../../lib/validate";
import { sourcesTransport } from "../../sources/configured";
import { auth } from "./auth";
import { create } from "./create";
import { dashboard } from "./dashboard";
import { dev } from "./dev";
import { eventsRouter } from "./events";
import { examples } from "./examples";
import { generate } from "./generate";
import { health } from "./health";
import { landing } from "./landing";
import { offer } from "./offer";
import { optout } from "./optout";
import { payments } from "./payments";
import { report } from "./report";
import { settings } from "./settings";
import { snoop } from "./snoop";
import { subscription } from "./subscription";

const MAX_BODY_BYTES = 1024 * 1024;
/** The opt-out form carries an attachment: its cap plus room for the other fields. */
const UPLOAD_PATHS = new Set(["/api/v1/optout"]);
const MAX_UPLOAD_BYTES = OPT_OUT_FILE_MAX_BYTES + 256 * 1024;

const tooLarge = (): never => {
  throw new ApiError("bad_request", "Request body too large");
};
const jsonBodyLimit = limitBody(MAX_BODY_BYTES, tooLarge);
const uploadBodyLimit = limitBody(MAX_UPLOAD_BYTES, tooLarge);

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
export function toApiError(error: unknown): ApiError {
  if (error instanceof ApiError) return error;
  if (error instanceof z.ZodError) return validationError(error);
  if (error instanceof HTTPException && error.status < 500) {
    return new ApiError(STATUS_CODES[error.status] ?? "bad_request", error.message || "Bad Request");
  }
  console.error("unhandled API error", loggable(error));
  return new ApiError("internal");
}

const API_BASE = "/api/v1";

export const api = createRouter()
  .basePath(API_BASE)
  .use(async (c, next) => {
    await next();
    c.res = withSecurityHeaders(c.res, new URL(c.req.url).protocol === "https:");
    applyApiCaching(c.res, hasCredentials(c.req.raw));
  })
  .use(async (c, next) => {
    const url = new URL(c.req.url);
    // No parameter of such a path can be read: the client's mistake, before any other work.
    if (hasMalformedPath(url)) throw new ApiError("bad_request", "Malformed address");
    const config = readConfig(c.env);
    const db = createDb(c.env.DB);
    c.set("config", config);
    c.set("db", db);
    c.set("url", url);
    c.set("origins", resolveOrigins(config, url));
    c.set("email", createEmailSender(config, db));
    c.set("ip", clientSubject(c.req.header("cf-connecting-ip")));
    c.set("auth", await resolveAuth(c.req.raw, db, config.AUTH_SECRET));
    c.set("sources", sourcesTransport(config, c.env.SOURCES));
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
  .use((c, next) => (UPLOAD_PATHS.has(c.req.path) ? uploadBodyLimit : jsonBodyLimit)(c, next))
  .route("/", health)
  .route("/", landing)
  .route("/", offer)
  .route(
    "/",
    eventsRouter((): readonly RouteTemplate[] => api.routes, API_BASE),
  )
  .route("/auth", auth)
  .route("/settings", settings)
  .route("/subscription", subscription)
  .route("/payments", payments)
  .route("/dashboard", dashboard)
  .route("/create", create)
  .route("/", generate)
  .route("/report", report)
  .route("/snoop", snoop)
  .route("/", examples)
  .route("/", optout)
  .route("/dev", dev)
  .notFound(() => {
    throw new ApiError("not_found");
  })
  .onError((error, c) => {
    const apiError = toApiError(error);
    const retryAfter = apiError.retryAfter;
    if (retryAfter !== null) c.header("Retry-After", String(retryAfter));
    return c.json(apiError.toBody(), apiError.status);
  });

export type Api = typeof api;
