import type { ReportInterest } from "../../../../worker/contracts/report";
import { BACKGROUND_TOPIC } from "../../../../worker/domain/taxonomy";

/** A bar never shrinks below this share of the track, so a count of 1 stays visible next to 500. */
export const MIN_BAR_PERCENT = 2;

/**
 * Red flags and everyday interests, each most evidence first (ties keep the API's order); the
 * catch-all "Daily Life" goes last whatever its count, as the API lists it.
 */
export function splitInterests(interests: readonly ReportInterest[]): {
  redFlags: ReportInterest[];
  everyday: ReportInterest[];
} {
  const background = (i: ReportInterest) => Number(i.id === BACKGROUND_TOPIC);
  const sorted = [...interests].sort((a, b) => background(a) - background(b) || b.count - a.count);
  return { redFlags: sorted.filter((i) => i.redzone), everyday: sorted.filter((i) => !i.redzone) };
}

/** The largest count of a network: one scale for all its bars, so red flags and interests compare. */
export function chartMax(interests: readonly ReportInterest[]): number {
  return interests.reduce((max, i) => Math.max(max, i.count), 0);
}

/** A bar's length as a percentage of the track, linear in the count, rounded to one decimal. */
export function barPercent(count: number, max: number): number {
  if (max <= 0 || count <= 0) return 0;
  const percent = Math.min(100, (count / max) * 100);
  return Math.max(MIN_BAR_PERCENT, Math.round(percent * 10) / 10);
}
