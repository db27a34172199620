/**
 * The pure rules of the checkout flow (the spec's "Checkout"): what a start answer leads to, the
 * discount flag's lifetime, what a return from Checkout shows, and when the polling after a
 * payment stops. The hooks around them do the browser's part.
 */
import type { UserInfo } from "../../../../worker/contracts/auth";
import {
  CHECKOUT_PARAMS,
  type CheckoutResult,
  DISCOUNT_FLAG,
  PAYMENT_TOASTS,
  PLAN_POLL,
  type StartSubscriptionAnswer,
} from "../../../../worker/contracts/billing";
import { hasLivePlan } from "../../../../worker/domain/subscription-state";
import type { ToastType } from "../../../lib/toast";

export type PaymentToast = { type: ToastType; title: string; message?: string };

/** The spec's toasts: success says so, a failure (or a canceled payment) says it was canceled. */
export function paymentToast(result: CheckoutResult): PaymentToast {
  return result === "success"
    ? { type: "success", title: PAYMENT_TOASTS.success.title }
    : { type: "error", title: PAYMENT_TOASTS.fail.title, message: PAYMENT_TOASTS.fail.message };
}

export type StartOutcome =
  | { kind: "redirect"; url: string; saveDiscountFlag: boolean }
  | { kind: "done"; result: CheckoutResult; toast: PaymentToast };

/**
 * A start answer: a `checkout_url` sends the browser to Checkout (the offer first saves the
 * discount flag); a `status` is a change made at once (a plan switch, a resume), told by a toast.
 */
export function startOutcome(answer: StartSubscriptionAnswer, buyingOffer: boolean): StartOutcome {
  if ("checkout_url" in answer)
    return { kind: "redirect", url: answer.checkout_url, saveDiscountFlag: buyingOffer };
  const result = answer.status === "success" ? "success" : "fail";
  return { kind: "done", result, toast: paymentToast(result) };
}

/**
 * The flag holds when the browser left for Checkout (ms since the epoch); it is good for
 * DISCOUNT_FLAG.validMs after that, and anything else is no flag.
 */
export function isDiscountFlagValid(raw: string | null, nowMs: number): boolean {
  if (!raw || !/^\d{1,15}$/.test(raw)) return false;
  const age = nowMs - Number(raw);
  return age >= 0 && age < DISCOUNT_FLAG.validMs;
}

/** What the page reads of a return from Checkout (the session id, `csi`, is only taken off the address). */
export type CheckoutReturn = {
  result: CheckoutResult;
  planId: string | null;
  fromDiscount: boolean;
};

const PLAN_ID = /^[\w-]{1,64}$/;

/** The return's parameters, or null when the page was not reached from Checkout. */
export function readCheckoutReturn(params: URLSearchParams): CheckoutReturn | null {
  const result = params.get(CHECKOUT_PARAMS.result);
  if (result !== "success" && result !== "fail") return null;
  const planId = params.get(CHECKOUT_PARAMS.planId);
  const fromDiscount = params.get(CHECKOUT_PARAMS.fromDiscount);
  return {
    result,
    planId: planId && PLAN_ID.test(planId) ? planId : null,
    fromDiscount: fromDiscount !== null && fromDiscount !== "0" && fromDiscount !== "false",
  };
}

/** The address without the return's parameters (path, the rest of the query, hash), for replaceState. */
export function withoutCheckoutParams(href: string): string {
  const url = new URL(href);
  for (const name of Object.values(CHECKOUT_PARAMS)) url.searchParams.delete(name);
  return `${url.pathname}${url.search}${url.hash}`;
}

/** After a failed or canceled offer payment, the offer is put in front of the user again while the flag is good. */
export function offerAgain(checkout: CheckoutReturn, flag: string | null, nowMs: number): boolean {
  return checkout.result === "fail" && checkout.fromDiscount && isDiscountFlagValid(flag, nowMs);
}

/** The account is on the plan that was paid for. */
export function planMatches(user: Pick<UserInfo, "subscription"> | null, planId: string): boolean {
  return user?.subscription?.plan.id === planId && hasLivePlan(user.subscription);
}

export type PollStep = "done" | "wait" | "reload";

/** One look at the account while the payment settles: done when the plan matches, a reload when it never does. */
export function pollStep(matched: boolean, elapsedMs: number): PollStep {
  if (matched) return "done";
  return elapsedMs >= PLAN_POLL.reloadAfterMs ? "reload" : "wait";
}
