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

import { longDate } from "../../worker/domain/dates";

export { longDate, monthDay, shortDate } from "../../worker/domain/dates";

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
