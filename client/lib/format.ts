/** Formats shared by the pages that show plans and subscriptions. */

import type { SubscriptionStatus } from "../../worker/contracts/billing";
import { hasLivePlan } from "../../worker/domain/subscription-state";

/** A price in US dollars, as the plans show it: `$6.99`. */
export function usd(value: number): string {
  return `$${value.toFixed(2)}`;
}

/** "1 report", "10 reports". */
export function reportsText(count: number): string {
  return `${count} ${count === 1 ? "report" : "reports"}`;
}

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

/** The spec's subscription statuses as the pages name them. */
export const SUBSCRIPTION_STATUS_TEXT = {
  active: "Active",
  canceled: "Canceled",
  inactive: "Inactive",
} as const satisfies Record<SubscriptionStatus, string>;

/**
 * When a running subscription's period ends, as its status puts it: it renews then, or it ends
 * then; null for an inactive one (or no end). A term and a day, for a list of facts.
 */
export function periodEndFact(
  status: SubscriptionStatus,
  periodEnd: string | null,
): { term: "Renews on" | "Ends on"; day: string } | null {
  if (!periodEnd || !hasLivePlan({ status })) return null;
  return { term: status === "active" ? "Renews on" : "Ends on", day: longDate(periodEnd) };
}

/** The same in a sentence, "Renews on March 3, 2026"; empty when there is none. */
export function periodEndText(status: SubscriptionStatus, periodEnd: string | null): string {
  const fact = periodEndFact(status, periodEnd);
  return fact ? `${fact.term} ${fact.day}` : "";
}

/** A moment in the reader's own time zone, "Nov 27, 2026, 3:04 PM": only for text shown after a click. */
export function localDateTime(at: Date): string {
  return at.toLocaleString("en-US", { dateStyle: "medium", timeStyle: "short" });
}
