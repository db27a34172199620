import { DrizzleQueryError } from "drizzle-orm";

/**
 * What of an unexpected error may be logged: a failed query's bound values (password and token
 * hashes, emails) never are, only its SQL and the database's own complaint.
 */
export function loggable(error: unknown): unknown {
  if (error instanceof DrizzleQueryError) return { query: error.query, cause: error.cause };
  return error;
}
