import { describe, expect, it } from "vitest";
import {
  type BillingSubscription,
  hasLivePlan,
  isUsable,
  nextSubscriptionState,
  periodEnd,
  renewsAnOffer,
  reportsLeft,
  type SubscriptionState,
  toBillingStatus,
} from "./subscription-state";

const day = (n: number) => new Date(Date.UTC(2026, 10, n));

const billing = (values: Partial<BillingSubscription> = {}): BillingSubscription & { planId: string } => ({
  id: "sub_1",
  customerId: "cus_1",
  userId: "usr_1",
  status: "active",
  cancelAtPeriodEnd: false,
  periodStart: day(1),
  periodEnd: day(31),
  ...values,
  planId: values.planId ?? "standard",
});

const row = (values: Partial<SubscriptionState> = {}): SubscriptionState => ({
  subscriptionId: "sub_1",
  planId: "standard",
  status: "active",
  reportsUsed: 4,
  quotaPeriodStart: day(1),
  periodEnd: day(31),
  ...values,
});

describe("nextSubscriptionState", () => {
  it("makes a row with a fresh quota for a paid subscription, none for an unpaid one", () => {
    expect(nextSubscriptionState(null, billing())).toEqual(row({ reportsUsed: 0 }));
    expect(nextSubscriptionState(null, billing({ status: "incomplete" }))).toBeNull();
    expect(nextSubscriptionState(null, billing({ status: "canceled" }))).toBeNull();
  });

  it("keeps the count within a period however often it is read", () => {
    expect(nextSubscriptionState(row(), billing())).toEqual(row());
  });

  it("resets the count when a later period is paid, once: the same or an earlier period's payment again does not", () => {
    const december = { periodStart: day(31), periodEnd: new Date(Date.UTC(2026, 11, 31)) };
    const renewed = nextSubscriptionState(row(), billing(december), day(31));
    expect(renewed).toEqual(
      row({ reportsUsed: 0, quotaPeriodStart: day(31), periodEnd: december.periodEnd }),
    );
    const used = row({ reportsUsed: 2, quotaPeriodStart: day(31), periodEnd: december.periodEnd });
    expect(nextSubscriptionState(used, billing(december), day(31))).toEqual(used);
    expect(nextSubscriptionState(used, billing(december), day(1))).toEqual(used);
  });

  it("never resets the count on a read alone, even of a new period a plan change started", () => {
    // Stripe starts a new period when the interval changes (a monthly plan to the weekly one).
    const weekly = billing({ planId: "starter", periodStart: day(10), periodEnd: day(17) });
    expect(nextSubscriptionState(row(), weekly)).toEqual(row({ planId: "starter", periodEnd: day(17) }));
  });

  it("ignores a stale read of an earlier period (events out of order)", () => {
    const current = row({ quotaPeriodStart: day(15), periodEnd: day(30), reportsUsed: 2 });
    expect(nextSubscriptionState(current, billing({ periodStart: day(1), periodEnd: day(15) }))).toBeNull();
  });

  it("is canceled, still usable, when it ends at the period's end; inactive at once when it ends now or is unpaid", () => {
    expect(nextSubscriptionState(row(), billing({ cancelAtPeriodEnd: true }))).toEqual(
      row({ status: "canceled" }),
    );
    expect(nextSubscriptionState(row(), billing({ status: "canceled" }))).toEqual(
      row({ status: "inactive" }),
    );
    expect(nextSubscriptionState(row(), billing({ status: "past_due" }))).toEqual(
      row({ status: "inactive" }),
    );
  });

  it("lets a new paid subscription take the row over; a late word on the old one changes nothing", () => {
    const old = row({ status: "canceled" });
    const next = nextSubscriptionState(old, billing({ id: "sub_2", planId: "pro", periodStart: day(10) }));
    expect(next).toEqual({
      ...row(),
      subscriptionId: "sub_2",
      planId: "pro",
      reportsUsed: 0,
      quotaPeriodStart: day(10),
    });
    expect(nextSubscriptionState(next, billing({ id: "sub_1", status: "canceled" }))).toBeNull();
  });

  it("keeps the count on a plan change within the period", () => {
    expect(nextSubscriptionState(row(), billing({ planId: "pro" }))).toEqual(row({ planId: "pro" }));
  });
});

describe("renewsAnOffer", () => {
  it("is true for a paid offer subscription that has not been told to end at its period's end", () => {
    expect(renewsAnOffer("offer", billing())).toBe(true);
    expect(renewsAnOffer("offer", billing({ cancelAtPeriodEnd: true }))).toBe(false);
    expect(renewsAnOffer("offer", billing({ status: "canceled" }))).toBe(false);
    expect(renewsAnOffer("plan", billing())).toBe(false);
  });
});

describe("usability and reports left", () => {
  it("has a live plan while active or canceled, none when inactive or absent", () => {
    expect(hasLivePlan({ status: "active" })).toBe(true);
    expect(hasLivePlan({ status: "canceled" })).toBe(true);
    expect(hasLivePlan({ status: "inactive" })).toBe(false);
    expect(hasLivePlan(null)).toBe(false);
    expect(hasLivePlan(undefined)).toBe(false);
  });

  it("is usable until the paid period ends, and not when inactive", () => {
    expect(isUsable(row(), day(30))).toBe(true);
    expect(isUsable(row({ status: "canceled" }), day(30))).toBe(true);
    expect(isUsable(row({ status: "canceled" }), day(31))).toBe(false);
    expect(isUsable(row({ status: "inactive" }), day(2))).toBe(false);
  });

  it("never answers a negative count", () => {
    expect(reportsLeft(row({ reportsUsed: 4 }), 10, day(2))).toBe(6);
    expect(reportsLeft(row({ reportsUsed: 12 }), 10, day(2))).toBe(0);
    expect(reportsLeft(row({ reportsUsed: 1 }), 10, day(31))).toBe(0);
  });
});

describe("billing periods and statuses", () => {
  it("runs a week, or a calendar month clamped to the month's last day", () => {
    expect(periodEnd(day(1), "week")).toEqual(day(8));
    expect(periodEnd(day(15), "month")).toEqual(new Date(Date.UTC(2026, 11, 15)));
    expect(periodEnd(new Date(Date.UTC(2026, 0, 31)), "month")).toEqual(new Date(Date.UTC(2026, 1, 28)));
  });

  it("reads a status Stripe may add later as not paid", () => {
    expect(toBillingStatus("active")).toBe("active");
    expect(toBillingStatus("something_new")).toBe("incomplete");
  });
});
