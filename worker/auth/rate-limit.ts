import { and, eq, sql } from "drizzle-orm";
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
  /** Email-change links sent to new addresses, per account: no mailing anyone at will. */
  emailChangesPerAccount: { max: 5, windowMs: 60 * 60_000 },
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

/** Counts a hit and refuses with 429 once the window is over its limit. */
export async function enforce(db: Db, key: string, limit: Limit) {
  if ((await countHit(db, key, limit)) > limit.max) throw new ApiError("rate_limited");
}

/** Takes back one hit counted in the window that `now` fell in (a later window is left alone). */
export async function releaseHit(db: Db, key: string, limit: Limit, now: number) {
  const windowStart = now - (now % limit.windowMs);
  await db
    .update(rateLimits)
    .set({ count: sql`MAX(${rateLimits.count} - 1, 0)` })
    .where(and(eq(rateLimits.key, key), eq(rateLimits.windowStart, new Date(windowStart))));
}

/**
 * For limits on failures (or on results) that are only known after a slow attempt: the attempt
 * is counted before it runs, so parallel attempts cannot all pass a check made before any of
 * them failed. Refuses with 429 (taking the hit back) once the window is full; otherwise answers
 * `release`, to call when the attempt turns out not to count (a success, a search that found nothing).
 */
export async function reserveHit(
  db: Db,
  key: string,
  limit: Limit,
  error: () => ApiError = () => new ApiError("rate_limited"),
): Promise<{ release: () => Promise<void> }> {
  const now = Date.now();
  const release = () => releaseHit(db, key, limit, now);
  if ((await countHit(db, key, limit, now)) > limit.max) {
    await release();
    throw error();
  }
  return { release };
}
