/** Dates as the pages and the emails write them. */

const MONTHS = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
] as const;

/**
 * A day from an ISO time (or epoch milliseconds), as en-US writes it; empty for a time that is no time. In UTC: the
 * server renders the page first, and its time zone is not the reader's. Written out rather than
 * with Intl, whose first formatter costs a page tens of milliseconds of blocking time on a phone.
 */
function day(when: string | number, month: (name: string) => string): string {
  const at = typeof when === "number" ? when : Date.parse(when);
  if (!Number.isFinite(at)) return "";
  const date = new Date(at);
  return `${month(MONTHS[date.getUTCMonth()] ?? "")} ${date.getUTCDate()}, ${date.getUTCFullYear()}`;
}

/** "March 3, 2026". */
export function longDate(iso: string): string {
  return day(iso, (name) => name);
}

/** "Mar 3, 2026" (and "May 3, 2026"). */
export function shortDate(when: string | number): string {
  return day(when, (name) => name.slice(0, 3));
}

/** "Mar 3": a day of the current stretch of time, as a change's "Since Mar 3" puts it. */
export function monthDay(when: number): string {
  return shortDate(when).replace(/, \d+$/, "");
}
