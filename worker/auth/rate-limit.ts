import { sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { rateLimits } from "../db/schema";
import { ApiError } from "../lib/errors";

export type Limit = { max: number; windowMs: number };

const DAY_MS = 24 * 60 * 60_000;

/** The limits of the product, in one place. */
export const LIMITS = {
  signinFailuresPerIp: { max: 10, windowMs: 15 * 60_000 },
  signinFailuresPerAccount: { max: 10, windowMs: 15 * 60_000 },
  signupPerIp: { max: 10, windowMs: 60 * 60_000 },
  recoveryPerIp: { max: 10, windowMs: 15 * 60_000 },
  recoveryPerAccount: { max: 3, windowMs: 60 * 60_000 },
  resendPerIp: { max: 10, windowMs: 15 * 60_000 },
  /** A visitor's one free search (API.md), per IP; the visitor cookie limits the browser. */
  visitorCreatesPerIp: { max: 1, windowMs: DAY_MS },
  createsPerUser: { max: 50, windowMs: DAY_MS },
  /** Lookups on the create page (search, add), per report owner. */
  createLookupsPerOwner: { max: 300, windowMs: 60 * 60_000 },
  optOutsPerIp: { max: 10, windowMs: 60 * 60_000 },
} as const satisfies Record<string, Limit>;

/** Counts one hit against `key` in a fixed window and answers how many the window now holds. */
export async function countHit(db: Db, key: string, limit: Limit, now = Date.now()): Promise<number> {
  const windowStart = now - (now % limit.windowMs);
  const [row] = await db
    .insert(rateLimits)
    .values({ key, windowStart: new Date(windowStart), count: 1 })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        count: sql`CASE WHEN ${rateLimits.windowStart} = ${windowStart} THEN ${rateLimits.count} + 1 ELSE 1 END`,
        windowStart: new Date(windowStart),
      },
    })
    .returning({ count: rateLimits.count });
  return row?.count ?? 1;
}

/** Hits read without counting: for limits on failures, checked before the attempt. */
export async function currentHits(db: Db, key: string, limit: Limit, now = Date.now()): Promise<number> {
  const windowStart = now - (now % limit.windowMs);
  const row = await db.query.rateLimits.findFirst({ where: (t, { eq }) => eq(t.key, key) });
  return row && row.windowStart.getTime() === windowStart ? row.count : 0;
}

/** Counts a hit and refuses with 429 once the window is over its limit. */
export async function enforce(db: Db, key: string, limit: Limit) {
  if ((await countHit(db, key, limit)) > limit.max) throw new ApiError("rate_limited");
}

/** Refuses with 429 if earlier failures already used up the limit (the attempt itself is not counted). */
export async function refuseIfExhausted(db: Db, key: string, limit: Limit) {
  if ((await currentHits(db, key, limit)) >= limit.max) throw new ApiError("rate_limited");
}
