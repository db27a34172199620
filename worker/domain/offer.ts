export type OfferRow = { price: number; reports: number; durationHours: number };
export type Offer = OfferRow & { expiresAt: string };

/** The offer as a visitor sees it: it runs for `durationHours` from when they first saw it. */
export function offerFor(row: OfferRow, firstSeenMs: number): Offer {
  const expires = firstSeenMs + row.durationHours * 3_600_000;
  return {
    price: row.price,
    reports: row.reports,
    durationHours: row.durationHours,
    expiresAt: new Date(expires).toISOString(),
  };
}

/** A first-seen time from a cookie, if it is a plausible past timestamp. */
export function parseFirstSeen(cookie: string | undefined, nowMs: number): number | null {
  if (!cookie || !/^\d{1,15}$/.test(cookie)) return null;
  const value = Number(cookie);
  return value <= nowMs ? value : null;
}
