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
 *   new plan bought after the old one ran out), with a fresh count; a late word on the old one
 *   changes nothing.
 * - Paid: `active`, or `canceled` when it ends at the period's end; the period end is the paid
 *   one. The reports used count for the billing period: the count resets only when a later
 *   period is paid (`paidPeriodStart`, the start of the period a renewal's invoice paid for).
 *   A plan change keeps it, even where the provider starts a new period for it (Stripe does
 *   when the interval changes), and so does the same or an earlier period's payment seen again.
 * - Not paid (payment failed, ended, deleted): `inactive` at once; the count is kept.
 */
export function nextSubscriptionState(
  current: SubscriptionState | null,
  billing: BillingSubscription & { planId: string },
  paidPeriodStart: Date | null = null,
): SubscriptionState | null {
  const paid = isPaid(billing.status);
  const same = current?.subscriptionId === billing.id;
  if (!same && !paid) return null;
  if (!paid) return current && { ...current, status: "inactive" };
  const status = billing.cancelAtPeriodEnd ? "canceled" : "active";
  if (!current || !same) {
    return {
      subscriptionId: billing.id,
      planId: billing.planId,
      status,
      reportsUsed: 0,
      quotaPeriodStart: billing.periodStart,
      periodEnd: billing.periodEnd,
    };
  }
  // A period older than the one counted is a stale read: it must not undo a renewal.
  if (billing.periodStart < current.quotaPeriodStart) return null;
  const renewed = paidPeriodStart !== null && paidPeriodStart > current.quotaPeriodStart;
  return {
    ...current,
    planId: billing.planId,
    status,
    reportsUsed: renewed ? 0 : current.reportsUsed,
    quotaPeriodStart: renewed ? paidPeriodStart : current.quotaPeriodStart,
    periodEnd: billing.periodEnd,
  };
}

/**
 * An offer buys one period: a paid offer subscription that the provider would renew must be told
 * to end at its period's end (Stripe renews whatever Checkout made).
 */
export function renewsAnOffer(
  kind: "plan" | "offer",
  billing: Pick<BillingSubscription, "status" | "cancelAtPeriodEnd">,
): boolean {
  return kind === "offer" && isPaid(billing.status) && !billing.cancelAtPeriodEnd;
}

/**
 * Whether an account is on a plan: active or canceled (a canceled one runs to its period's end).
 * The API says `inactive` once the period is over, so the browser needs no clock for this.
 */
export function hasLivePlan<S extends { status: SubscriptionStatus }>(
  subscription: S | null | undefined,
): subscription is S {
  return subscription !== null && subscription !== undefined && subscription.status !== "inactive";
}

/** Whether the quota of a row can be used at `now`: paid through a period that has not ended. */
export function isUsable(state: Pick<SubscriptionState, "status" | "periodEnd">, now: Date): boolean {
  return hasLivePlan(state) && state.periodEnd > now;
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
