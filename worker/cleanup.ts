import { lt } from "drizzle-orm";
import { LIMITS } from "./auth/rate-limit";
import type { Db } from "./db/client";
import { emailTokens, outbox, rateLimits, sessions } from "./db/schema";

const DAY_MS = 24 * 60 * 60 * 1000;

/** Outbox mail (development and tests) is kept a week: long enough to find a link again. */
export const OUTBOX_RETENTION_DAYS = 7;

/** The longest rate-limit window: a row whose window started longer ago counts for nothing. */
const LONGEST_WINDOW_MS = Math.max(...Object.values(LIMITS).map((limit) => limit.windowMs));

export type CleanupCutoffs = { sessions: Date; emailLinks: Date; rateLimits: Date; outbox: Date };

/**
 * Rows older than these go (docs/accounts.md): sessions and single-use email links once expired
 * (a used link expires like any other), rate-limit rows once even the longest window is over,
 * outbox mail after OUTBOX_RETENTION_DAYS.
 */
export function cleanupCutoffs(now: Date): CleanupCutoffs {
  return {
    sessions: now,
    emailLinks: now,
    rateLimits: new Date(now.getTime() - LONGEST_WINDOW_MS),
    outbox: new Date(now.getTime() - OUTBOX_RETENTION_DAYS * DAY_MS),
  };
}

/** The daily cleanup: deletes what `cleanupCutoffs` puts past its time, in one batch; answers the counts. */
export async function deleteExpiredRows(
  db: Db,
  now = new Date(),
): Promise<Record<keyof CleanupCutoffs, number>> {
  const cutoff = cleanupCutoffs(now);
  const [expiredSessions, expiredLinks, staleLimits, oldMail] = await db.batch([
    db.delete(sessions).where(lt(sessions.expires, cutoff.sessions)),
    db.delete(emailTokens).where(lt(emailTokens.expires, cutoff.emailLinks)),
    db.delete(rateLimits).where(lt(rateLimits.windowStart, cutoff.rateLimits)),
    db.delete(outbox).where(lt(outbox.created, cutoff.outbox)),
  ]);
  return {
    sessions: expiredSessions.meta.changes,
    emailLinks: expiredLinks.meta.changes,
    rateLimits: staleLimits.meta.changes,
    outbox: oldMail.meta.changes,
  };
}
