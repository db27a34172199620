import { zValidator } from "@hono/zod-validator";
import type { ValidationTargets } from "hono";
import type { z } from "zod";
import { ApiError } from "./errors";

/** Turns zod issues into the API's 400 body: the first message up front, every field's message beside. */
export function validationError(error: z.core.$ZodError): ApiError {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.join(".") || "body";
    fields[key] ??= issue.message;
  }
  return new ApiError("validation", error.issues[0]?.message ?? "Bad Request", fields);
}

/** What each `validate` middleware checks, so a test can hold the API reference to the handlers' own schemas. */
const checked = new WeakMap<object, { target: keyof ValidationTargets; schema: z.ZodType }>();

/** `zValidator` with the one hook every route shares. */
export function validate<Target extends keyof ValidationTargets, Schema extends z.ZodType>(
  target: Target,
  schema: Schema,
) {
  const middleware = zValidator(target, schema, (result) => {
    if (!result.success) throw validationError(result.error);
  });
  checked.set(middleware, { target, schema });
  return middleware;
}

/** The target and schema a route's handler validates, if it is a `validate` middleware. */
export function validatedBy(handler: object) {
  return checked.get(handler);
}
