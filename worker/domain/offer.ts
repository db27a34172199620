import type { OfferAnswer } from "../contracts/billing";

export type OfferRow = { planId: string; price: number; reports: number; durationHours: number };

const HOUR_MS = 3_600_000;

/** When the offer ends for a visitor: it runs for `durationHours` from when they first saw it. */
export function offerExpires(durationHours: number, firstSeenMs: number): number {
  return firstSeenMs + durationHours * HOUR_MS;
}

/** Whether the offer still runs for a visitor who first saw it at `firstSeenMs` (never: not yet shown). */
export function offerRunning(durationHours: number, firstSeenMs: number | null, nowMs: number): boolean {
  return firstSeenMs !== null && nowMs < offerExpires(durationHours, firstSeenMs);
}

/** The offer as a visitor sees it. */
export function offerFor(row: OfferRow, firstSeenMs: number): OfferAnswer {
  return {
    price: row.price,
    reports: row.reports,
    durationHours: row.durationHours,
    expiresAt: new Date(offerExpires(row.durationHours, firstSeenMs)).toISOString(),
    planId: row.planId,
  };
}

/** A first-seen time from a cookie, if it is a plausible past timestamp. */
export function parseFirstSeen(cookie: string | undefined, nowMs: number): number | null {
  if (!cookie || !/^\d{1,15}$/.test(cookie)) return null;
  const value = Number(cookie);
  return value <= nowMs ? value : null;
}
