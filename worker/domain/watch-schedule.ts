import type { WatchEvery } from "../contracts/report";
import { periodEnd } from "./subscription-state";

/**
 * When watched reports are screened again (worker/monitoring). Pure: the cron and the tests give
 * the time.
 */

/** At most this many re-screens leave per cron run; the rest are due still and go with the next runs. */
export const MAX_RESCREENS_PER_RUN = 50;

/** A run's re-screens are spread over this window (the cron runs hourly), never all sent at once. */
export const RESCREEN_WINDOW_SECONDS = 45 * 60;

/** A re-screen that failed (or could not start) is tried again this much later. */
export const RESCREEN_RETRY_MS = 6 * 60 * 60 * 1000;

/** The next check after one at `from`: a week later, or the same day of the next month (clamped). */
export function nextCheck(every: WatchEvery, from: Date): Date {
  return periodEnd(from, every);
}

/** Delays (seconds) for `count` re-screens of one run: evenly over the window, the first at once. */
export function spreadDelays(count: number, windowSeconds = RESCREEN_WINDOW_SECONDS): number[] {
  const step = count > 1 ? Math.floor(windowSeconds / count) : 0;
  return Array.from({ length: count }, (_, i) => i * step);
}
