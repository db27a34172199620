import type { Context } from "hono";
import { HTTPException } from "hono/http-exception";
import { z } from "zod";
import type { ErrorBody, ErrorCode } from "../../contracts/errors";
import { reportError } from "../../lib/error-reporting";
import { ApiError } from "../../lib/errors";
import type { AppEnv } from "../../lib/hono";
import { loggable } from "../../lib/loggable";
import { validationError } from "../../lib/validate";

/** Hono's own refusals (a malformed JSON body, say) in the API's vocabulary. */
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

/** Any thrown value as the API's error; only the unexpected ones are logged and reported as failures. */
export function toApiError(error: unknown): ApiError {
  if (error instanceof ApiError) return error;
  if (error instanceof z.ZodError) return validationError(error);
  if (error instanceof HTTPException && error.status < 500) {
    return new ApiError(STATUS_CODES[error.status] ?? "bad_request", error.message || "Bad Request");
  }
  console.error("unhandled API error", loggable(error));
  reportError(error);
  return new ApiError("internal");
}

/** The API's `onError`: every failure answers `{ code, message }` (API.md), a rate limit its `Retry-After`. */
export function answerError(error: unknown, c: Context<AppEnv>) {
  const apiError = toApiError(error);
  const retryAfter = apiError.retryAfter;
  if (retryAfter !== null) c.header("Retry-After", String(retryAfter));
  return c.json(apiError.toBody() satisfies ErrorBody, apiError.status);
}

/** The API's `notFound`: an unknown path or method is a JSON 404 like any other. */
export function unknownRoute(): never {
  throw new ApiError("not_found");
}
