import type { BadReason } from "../../worker/contracts/sources";

/** How a profile's bad reason reads on a badge, wherever profiles are listed. */
export const BAD_REASON_LABELS: Record<BadReason, string> = {
  private: "Private account",
  notFound: "Not found",
  // A report is built from whom a person follows: this profile follows nobody.
  zeroFollows: "Follows nobody",
  optOut: "Opted out",
  unloaded: "Could not load",
  unmapped: "Unsupported profile",
  unexpected: "Unexpected response",
};

const UNITS = ["", "K", "M", "B", "T"] as const;

/**
 * A follower count as networks show it, en-US compact notation with one decimal at most: 999,
 * 1.2K, 3.4M (and 999,950 is 1M). Written out rather than with Intl, whose compact formatter costs
 * a page tens of milliseconds of blocking time on a phone to set up.
 */
export function compactCount(count: number): string {
  let unit = 0;
  while (unit < UNITS.length - 1 && Math.abs(count) >= 1000 ** (unit + 1)) unit += 1;
  // In tenths of the unit, from integers: 1,150 is 11.5 tenths exactly, and rounds up as Intl does.
  let tenths = Math.round((count * 10) / 1000 ** unit);
  if (Math.abs(tenths) >= 10_000 && unit < UNITS.length - 1) {
    unit += 1;
    tenths = Math.round((count * 10) / 1000 ** unit);
  }
  return `${tenths / 10}${UNITS[unit]}`;
}
