import type { SubscriptionStatus } from "../contracts/billing";

/** Stripe's subscription statuses (the local stand-in uses the same words). */
const BILLING_STATUSES = [
  "active",
  "trialing",
  "past_due",
  "unpaid",
  "incomplete",
  "incomplete_expired",
  "canceled",
  "paused",
] as const;
export type BillingStatus = (typeof BILLING_STATUSES)[number];

/** A status Stripe may add later reads as not paid: it never opens a quota by mistake. */
export function toBillingStatus(status: string): BillingStatus {
  return (BILLING_STATUSES as readonly string[]).includes(status) ? (status as BillingStatus) : "incomplete";
}

/** A subscription as the billing provider holds it now (read back on every event, whatever its order). */
export type BillingSubscription = {
  id: string;
  customerId: string;
  /** Our account, from the subscription's metadata; null when it was not made by our checkout. */
  userId: string | null;
  planId: string | null;
  status: BillingStatus;
  cancelAtPeriodEnd: boolean;
  periodStart: Date;
  periodEnd: Date;
};

/** Our row of an account's subscription (`subscriptions`), the one truth the product reads. */
export type SubscriptionState = {
  subscriptionId: string;
  planId: string;
  status: SubscriptionStatus;
  reportsUsed: number;
  quotaPeriodStart: Date;
  periodEnd: Date;
};

/** Paid up: the current period is paid for (or a trial), so its quota is usable. */
const isPaid = (status: BillingStatus) => status === "active" || status === "trialing";

/**
 * The row after the provider's current view of a subscription, or null to leave it as it is.
 * - Only a paid subscription makes a row or takes the row over from another subscription (a
 *   new plan bought after the old one ran out); a late word on the old one changes nothing.
 * - Paid: `active`, or `canceled` when it ends at the period's end; the period end is the paid
 *   one. A later paid period resets the quota; the same period never does, however often it is
 *   read. A plan change keeps the count until the next paid period.
 * - Not paid (payment failed, ended, deleted): `inactive` at once; the quota is not reset.
 */
export function nextSubscriptionState(
  current: SubscriptionState | null,
  billing: BillingSubscription & { planId: string },
): SubscriptionState | null {
  const paid = isPaid(billing.status);
  const same = current?.subscriptionId === billing.id;
  if (!same && !paid) return null;
  if (!paid) return current && { ...current, status: "inactive" };
  // A period older than the one counted is a stale read: it must not undo a renewal.
  if (same && current && billing.periodStart < current.quotaPeriodStart) return null;
  const newPeriod = !same || !current || billing.periodStart > current.quotaPeriodStart;
  return {
    subscriptionId: billing.id,
    planId: billing.planId,
    status: billing.cancelAtPeriodEnd ? "canceled" : "active",
    reportsUsed: newPeriod ? 0 : (current?.reportsUsed ?? 0),
    quotaPeriodStart: newPeriod ? billing.periodStart : (current?.quotaPeriodStart ?? billing.periodStart),
    periodEnd: billing.periodEnd,
  };
}

/** Whether the quota of a row can be used at `now`: paid through a period that has not ended. */
export function isUsable(state: Pick<SubscriptionState, "status" | "periodEnd">, now: Date): boolean {
  return state.status !== "inactive" && state.periodEnd > now;
}

/** What `GET /subscription/info` says of a row: past its period it is inactive with nothing left. */
export function reportsLeft(
  state: Pick<SubscriptionState, "status" | "periodEnd" | "reportsUsed">,
  quota: number,
  now: Date,
): number {
  return isUsable(state, now) ? Math.max(0, quota - state.reportsUsed) : 0;
}

/** The end of a billing period that starts at `start`: a week, or a calendar month (clamped, as Stripe does). */
export function periodEnd(start: Date, period: "week" | "month"): Date {
  if (period === "week") return new Date(start.getTime() + 7 * 86_400_000);
  const end = new Date(start);
  const day = end.getUTCDate();
  end.setUTCDate(1);
  end.setUTCMonth(end.getUTCMonth() + 1);
  const lastDay = new Date(Date.UTC(end.getUTCFullYear(), end.getUTCMonth() + 1, 0)).getUTCDate();
  end.setUTCDate(Math.min(day, lastDay));
  return end;
}
