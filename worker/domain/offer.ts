import type { OfferAnswer } from "../contracts/billing";

export type OfferRow = { planId: string; price: number; reports: number; durationHours: number };

const HOUR_MS = 3_600_000;

/** When the offer ends: it runs for `durationHours` from the start of the viewer's window. */
export function offerExpires(durationHours: number, startMs: number): number {
  return startMs + durationHours * HOUR_MS;
}

/** Whether the offer still runs in a window that started at `startMs` (never: not yet shown). */
export function offerRunning(durationHours: number, startMs: number | null, nowMs: number): boolean {
  return startMs !== null && nowMs < offerExpires(durationHours, startMs);
}

/** The offer as a viewer whose window started at `startMs` sees it. */
export function offerFor(row: OfferRow, startMs: number): OfferAnswer {
  return {
    price: row.price,
    reports: row.reports,
    durationHours: row.durationHours,
    expiresAt: new Date(offerExpires(row.durationHours, startMs)).toISOString(),
    planId: row.planId,
  };
}

/** A visitor's first-seen time from the `offer_start` cookie, if it is a plausible past timestamp. */
export function parseFirstSeen(cookie: string | undefined, nowMs: number): number | null {
  if (!cookie || !/^\d{1,15}$/.test(cookie)) return null;
  const value = Number(cookie);
  return value <= nowMs ? value : null;
}
