import { z } from "zod";

/**
 * X's GraphQL query ids, one per operation. X rotates them every few weeks (SOURCES.md 3.5) and
 * answers a stale one with 404 or a validation error, which the X connector reports as the
 * retryable cause `staleQueryId`. The defaults are the ids X's web app used in August 2026
 * (twscrape `twscrape/api.py` at 9745b02); `SOURCES_X_QUERY_IDS` overrides any of them without a
 * code change (docs/sources.md, "Refreshing X's query ids").
 */
export const DEFAULT_X_QUERY_IDS = {
  UserByScreenName: "Gb-d6r0vxPOADdG62OEBpQ",
  UserTweets: "eoJ5zbv51Z_KVl81v9PmLQ",
  Following: "b8XpwALENnJdFSHchkK6rw",
  Followers: "vJijlO_CM7dyGFNjDd7iqQ",
  SearchTimeline: "BGd0T_j7oVwlW5U79tO_0A",
} as const;

export type XOperation = keyof typeof DEFAULT_X_QUERY_IDS;
export type XQueryIds = Record<XOperation, string>;

const OPERATIONS = Object.keys(DEFAULT_X_QUERY_IDS) as [XOperation, ...XOperation[]];
/** An id goes into the request path: only the characters X's ids use. */
const overridesSchema = z.partialRecord(z.enum(OPERATIONS), z.string().regex(/^[\w-]{10,64}$/));

/**
 * `SOURCES_X_QUERY_IDS`: empty for the defaults, or a JSON object naming the operations whose id
 * changed, e.g. `{"UserTweets":"newId"}`. Anything else is a configuration error (the Worker
 * refuses to serve and says why), never a silently ignored value.
 */
export const xQueryIdsSchema = z
  .string()
  .default("")
  .transform((raw, ctx): XQueryIds => {
    if (raw.trim() === "") return { ...DEFAULT_X_QUERY_IDS };
    let value: unknown;
    try {
      value = JSON.parse(raw);
    } catch {
      ctx.addIssue({ code: "custom", message: 'not JSON: expected an object such as {"UserTweets":"…"}' });
      return z.NEVER;
    }
    const parsed = overridesSchema.safeParse(value);
    if (!parsed.success) {
      ctx.addIssue({
        code: "custom",
        message: `expected {operation: id} with operations ${OPERATIONS.join(", ")}`,
      });
      return z.NEVER;
    }
    return { ...DEFAULT_X_QUERY_IDS, ...parsed.data };
  });
