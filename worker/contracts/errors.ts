import * as z from "zod/mini";

/**
 * The closed set of error codes clients may rely on (API.md "Conventions"); `worker/lib/errors.ts`
 * maps each to its HTTP status.
 */
const ERROR_CODES = [
  "bad_request",
  "validation",
  "unauthorized",
  "payment_required",
  "forbidden",
  "not_found",
  "conflict",
  "search_limit",
  "rate_limited",
  "internal",
  "bad_gateway",
  "unavailable",
] as const;
const errorCodeSchema = z.enum(ERROR_CODES);
export type ErrorCode = z.infer<typeof errorCodeSchema>;

/**
 * Every failure's body. `message` is the user-facing text; `fields` names each invalid field's
 * message (validation); `retryAt` (ISO time) is when a rate-limited action opens again; `link`
 * (a path of the app) is where the caller can resolve it (the plans, for a plan's limit).
 */
export const errorBodySchema = z.object({
  code: errorCodeSchema,
  message: z.string().check(z.minLength(1)),
  fields: z.optional(z.record(z.string(), z.string())),
  retryAt: z.optional(z.iso.datetime()),
  link: z.optional(z.string()),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;

/** The spec's other error object ("code and message, or error and status"): never sent by this API, still read. */
export const legacyErrorBodySchema = z.object({
  error: z.string().check(z.minLength(1)),
  status: errorCodeSchema,
});
