import { and, eq, or, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { rateLimits } from "../db/schema";
import { ApiError } from "../lib/errors";

export type Limit = { max: number; windowMs: number };

const DAY_MS = 24 * 60 * 60_000;

/** The limits of the product, in one place. */
export const LIMITS = {
  signinFailuresPerIp: { max: 10, windowMs: 15 * 60_000 },
  /**
   * Past this many failures on an account (from any IPs), each IP may try it once more per window:
   * brute force stays slow, yet failures sprayed from many IPs cannot lock the owner out.
   */
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
  /** Notices to an address another account asked to move to while it has an account already. */
  emailTakenNoticesPerRecipient: { max: 3, windowMs: DAY_MS },
  /** Opt-out confirmations per recipient: the form cannot be used to mail someone at will. */
  optOutEmailsPerRecipient: { max: 3, windowMs: DAY_MS },
  /** Wrong current passwords (settings: email, password, delete), per session. */
  currentPasswordFailuresPerSession: { max: 5, windowMs: 15 * 60_000 },
} as const satisfies Record<string, Limit>;

const MAX_SUBJECT = 64;

/** The 16-bit groups of an IPv6 address, or null when it is not one. */
function ipv6Groups(text: string): number[] | null {
  const halves = text.split("::");
  if (halves.length > 2) return null;
  const parse = (part: string) => (part === "" ? [] : part.split(":"));
  const head = parse(halves[0] ?? "");
  const tail = halves.length === 2 ? parse(halves[1] ?? "") : [];
  const words = [...head, ...tail];
  // An IPv4 tail (::ffff:192.0.2.7) is two groups.
  const last = words.at(-1);
  const v4 = last && /^\d{1,3}(\.\d{1,3}){3}$/.test(last) ? last : null;
  const groups = (v4 ? words.slice(0, -1) : words).map((w) =>
    /^[0-9a-f]{1,4}$/.test(w) ? Number.parseInt(w, 16) : Number.NaN,
  );
  if (v4) {
    const bytes = v4.split(".").map(Number);
    if (bytes.some((b) => b > 255)) return null;
    groups.push(((bytes[0] ?? 0) << 8) | (bytes[1] ?? 0), ((bytes[2] ?? 0) << 8) | (bytes[3] ?? 0));
  }
  if (groups.some(Number.isNaN)) return null;
  const missing = 8 - groups.length;
  if (halves.length === 2 ? missing < 1 : missing !== 0) return null;
  if (halves.length === 1) return groups;
  const headCount = head.length;
  return [...groups.slice(0, headCount), ...Array<number>(missing).fill(0), ...groups.slice(headCount)];
}

/**
 * Whom a per-IP limit counts: an IPv4 address as it is, an IPv6 client by its /64 (one customer's
 * network hands out a whole /64, so single addresses would give every client endless buckets). An
 * IPv4-mapped address counts as its IPv4; anything unparseable as it is, bounded in length.
 */
export function clientSubject(ip: string | undefined): string {
  const text = (ip ?? "").trim().toLowerCase();
  if (!text) return "unknown";
  const bare = text.replace(/^\[(.*)\]$/, "$1").replace(/%.*$/, "");
  if (bare.includes(":")) {
    const groups = ipv6Groups(bare);
    if (groups) {
      const mapped = groups.slice(0, 5).every((g) => g === 0) && groups[5] === 0xffff;
      if (mapped) return [groups[6] ?? 0, groups[7] ?? 0].flatMap((g) => [g >> 8, g & 255]).join(".");
      return `${groups
        .slice(0, 4)
        .map((g) => g.toString(16))
        .join(":")}::/64`;
    }
  }
  return text.slice(0, MAX_SUBJECT);
}

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

/** Counts a hit and answers whether the window is still within its limit (for quiet caps: no error). */
export async function withinLimit(db: Db, key: string, limit: Limit): Promise<boolean> {
  return (await countHit(db, key, limit)) <= limit.max;
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

const signinAccountKey = (email: string) => `signin-fail:acct:${email}`;
/** A space cannot occur in an email address, so one account's keys never prefix another's. */
const signinPairPrefix = (email: string) => `signin-fail:acct-ip:${email} `;

/**
 * Counts a sign-in attempt on an account before it runs (as `reserveHit`): on the account, and on
 * the pair of account and IP. While the account is over its limit, only an IP with no attempt on
 * it in this window may try (once): 429 otherwise. Answers `release`, for a successful attempt.
 */
export async function reserveSigninAttempt(
  db: Db,
  email: string,
  ip: string,
): Promise<{ release: () => Promise<void> }> {
  const limit = LIMITS.signinFailuresPerAccount;
  const now = Date.now();
  const keys = [signinAccountKey(email), `${signinPairPrefix(email)}${ip}`];
  const [account = 0, pair = 0] = await Promise.all(keys.map((key) => countHit(db, key, limit, now)));
  const release = async () => {
    await Promise.all(keys.map((key) => releaseHit(db, key, limit, now)));
  };
  if (account > limit.max && pair > 1) {
    await release();
    throw new ApiError("rate_limited");
  }
  return { release };
}

/** Forgets an account's sign-in failures (a password reset: whoever failed before, the door is new). */
export async function clearSigninFailures(db: Db, email: string) {
  const prefix = signinPairPrefix(email);
  await db
    .delete(rateLimits)
    .where(
      or(
        eq(rateLimits.key, signinAccountKey(email)),
        sql`substr(${rateLimits.key}, 1, ${prefix.length}) = ${prefix}`,
      ),
    );
}
