import { describe, expect, it } from "vitest";
import { DISCOUNT_FLAG, PAYMENT_TOASTS, PLAN_POLL } from "../../../../worker/contracts/billing";
import {
  isDiscountFlagValid,
  offerAgain,
  paymentToast,
  planMatches,
  pollStep,
  readCheckoutReturn,
  startOutcome,
  withoutCheckoutParams,
} from "./checkout";

const params = (query: string) => new URLSearchParams(query);
const subscribed = (id: string, status: "active" | "canceled" | "inactive" = "active") => ({
  subscription: {
    plan: { id, title: id, price: 6.99 },
    status,
    reportsLeft: 10,
    periodEnd: "2026-02-01T00:00:00.000Z",
  },
});

describe("starting a subscription", () => {
  it("sends the browser to Checkout, saving the discount flag only for the offer", () => {
    expect(startOutcome({ checkout_url: "https://checkout.example/cs_1" }, false)).toEqual({
      kind: "redirect",
      url: "https://checkout.example/cs_1",
      saveDiscountFlag: false,
    });
    expect(startOutcome({ checkout_url: "https://checkout.example/cs_1" }, true)).toMatchObject({
      saveDiscountFlag: true,
    });
  });

  it("answers a status with the spec's toast", () => {
    expect(startOutcome({ status: "success" }, false)).toEqual({
      kind: "done",
      result: "success",
      toast: { type: "success", title: "Payment Successful!" },
    });
    expect(startOutcome({ status: "error" }, true)).toEqual({
      kind: "done",
      result: "fail",
      toast: { type: "error", title: "Payment Failed", message: "Your payment was canceled!" },
    });
  });
});

describe("payment toasts", () => {
  it("uses the spec's titles and message", () => {
    expect(paymentToast("success").title).toBe(PAYMENT_TOASTS.success.title);
    expect(paymentToast("fail")).toEqual({
      type: "error",
      title: PAYMENT_TOASTS.fail.title,
      message: PAYMENT_TOASTS.fail.message,
    });
  });
});

describe("discount flag", () => {
  it("is valid for DISCOUNT_FLAG.validMs after the redirect, and not before it was set", () => {
    const flag = String(1_000_000);
    expect(isDiscountFlagValid(flag, 1_000_000)).toBe(true);
    expect(isDiscountFlagValid(flag, 1_000_000 + DISCOUNT_FLAG.validMs - 1)).toBe(true);
    expect(isDiscountFlagValid(flag, 1_000_000 + DISCOUNT_FLAG.validMs)).toBe(false);
    expect(isDiscountFlagValid(flag, 999_999)).toBe(false);
  });

  it("ignores a missing or malformed flag", () => {
    expect(isDiscountFlagValid(null, 0)).toBe(false);
    expect(isDiscountFlagValid("", 0)).toBe(false);
    expect(isDiscountFlagValid("soon", 0)).toBe(false);
    expect(isDiscountFlagValid("-5", 0)).toBe(false);
  });
});

describe("returning from Checkout", () => {
  it("reads the result, the plan and the discount mark", () => {
    expect(readCheckoutReturn(params("subscription_result=success&pid=standard&csi=cs_test_1"))).toEqual({
      result: "success",
      planId: "standard",
      fromDiscount: false,
    });
    expect(readCheckoutReturn(params("subscription_result=fail&pid=first-week&from_discount=1"))).toEqual({
      result: "fail",
      planId: "first-week",
      fromDiscount: true,
    });
  });

  it("is no return without a known result, and drops values that are no ids", () => {
    expect(readCheckoutReturn(params(""))).toBeNull();
    expect(readCheckoutReturn(params("pid=standard"))).toBeNull();
    expect(readCheckoutReturn(params("subscription_result=maybe"))).toBeNull();
    expect(readCheckoutReturn(params("subscription_result=success&pid=<x>&csi=a b"))).toEqual({
      result: "success",
      planId: null,
      fromDiscount: false,
    });
    expect(readCheckoutReturn(params("subscription_result=fail&from_discount=0"))?.fromDiscount).toBe(false);
  });

  it("takes the return's parameters off the address, keeping the rest", () => {
    expect(
      withoutCheckoutParams(
        "http://example.test/plans?subscription_result=success&pid=standard&csi=cs_1&from_discount=1",
      ),
    ).toBe("/plans");
    expect(withoutCheckoutParams("http://example.test/plans?offer=spring&subscription_result=fail#top")).toBe(
      "/plans?offer=spring#top",
    );
  });

  it("offers the offer again after a canceled offer payment while the flag is good", () => {
    const now = 5_000_000;
    const fresh = String(now - 60_000);
    const stale = String(now - DISCOUNT_FLAG.validMs - 1);
    const failedOffer = {
      result: "fail",
      planId: "first-week",
      fromDiscount: true,
    } as const;
    expect(offerAgain(failedOffer, fresh, now)).toBe(true);
    expect(offerAgain(failedOffer, stale, now)).toBe(false);
    expect(offerAgain(failedOffer, null, now)).toBe(false);
    expect(offerAgain({ ...failedOffer, fromDiscount: false }, fresh, now)).toBe(false);
    expect(offerAgain({ ...failedOffer, result: "success" }, fresh, now)).toBe(false);
  });
});

describe("after a successful payment", () => {
  it("waits until the account is on the paid plan", () => {
    expect(planMatches(subscribed("standard"), "standard")).toBe(true);
    expect(planMatches(subscribed("standard", "canceled"), "standard")).toBe(true);
    expect(planMatches(subscribed("standard", "inactive"), "standard")).toBe(false);
    expect(planMatches(subscribed("starter"), "standard")).toBe(false);
    expect(planMatches({ subscription: null }, "standard")).toBe(false);
    expect(planMatches(null, "standard")).toBe(false);
  });

  it("polls until the plan matches, and reloads once PLAN_POLL.reloadAfterMs have passed", () => {
    expect(pollStep(true, 0)).toBe("done");
    expect(pollStep(true, PLAN_POLL.reloadAfterMs + 1)).toBe("done");
    expect(pollStep(false, PLAN_POLL.everyMs)).toBe("wait");
    expect(pollStep(false, PLAN_POLL.reloadAfterMs - 1)).toBe("wait");
    expect(pollStep(false, PLAN_POLL.reloadAfterMs)).toBe("reload");
  });
});
