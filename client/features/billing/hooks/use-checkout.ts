import { useEffect, useRef, useState } from "react";
import { useRevalidator } from "react-router";
import { DISCOUNT_FLAG, PLAN_POLL } from "../../../../worker/contracts/billing";
import { pagePath } from "../../../../worker/domain/page-path";
import { track } from "../../../lib/analytics";
import { ApiRequestError, errorMessage } from "../../../lib/api-client";
import { takeFriendSearch } from "../../../lib/friend-search";
import { clearReportsCache, sessionCache } from "../../../lib/reports-cache";
import { usePageUrl } from "../../../lib/site";
import { showToast } from "../../../lib/toast";
import { getAccount } from "../api/get-account";
import { startSubscription } from "../api/start-subscription";
import {
  offerAgain,
  type PaymentToast,
  paymentToast,
  planMatches,
  pollStep,
  readCheckoutReturn,
  startOutcome,
  withoutCheckoutParams,
} from "../utils/checkout";

function readDiscountFlag(): string | null {
  try {
    return sessionCache()?.getItem(DISCOUNT_FLAG.key) ?? null;
  } catch {
    return null;
  }
}

function writeDiscountFlag(value: string | null) {
  try {
    const storage = sessionCache();
    if (value === null) storage?.removeItem(DISCOUNT_FLAG.key);
    else storage?.setItem(DISCOUNT_FLAG.key, value);
  } catch {
    // Blocked storage: the offer is simply not offered again after a canceled payment.
  }
}

const toast = ({ type, title, message }: PaymentToast) => showToast(type, title, message);

type CheckoutOptions = {
  /** For a visitor (null when signed in): Subscribe leads to sign-up, then back to the plans. */
  signUpUrl: string | null;
  /** Where Subscribe leads when the session has ended meanwhile (a 401): log in, then back to the plans. */
  logInUrl: string;
  /** A canceled offer payment came back while the discount flag is good: put the offer in front again. */
  onOfferAgain: () => void;
};

/**
 * The checkout flow of the plans page (the spec's "Checkout"), in one place:
 * - `start(planId)`: Checkout's address ⇒ the browser goes there (the offer saves the discount
 *   flag first); a status ⇒ its toast.
 * - a return from Checkout (`subscription_result`, `pid`, `csi`, `from_discount`): its toast, the
 *   parameters taken off the address (a reload does not toast again); a failed offer payment
 *   offers it again while the flag is good; a success clears the flag and the cached reports
 *   list, then polls the account until it is on the paid plan, runs the saved friend-search
 *   report, and reloads the page if the plan never shows up.
 */
export function useCheckout({ signUpUrl, logInUrl, onOfferAgain }: CheckoutOptions) {
  const revalidator = useRevalidator();
  const url = usePageUrl();
  // Latest values for the effects, which run once.
  const latest = useRef({ revalidate: revalidator.revalidate, url, onOfferAgain });
  latest.current = { revalidate: revalidator.revalidate, url, onOfferAgain };

  /** The plan being bought (its button shows a spinner). */
  const [pending, setPending] = useState<string | null>(null);
  /** The plan paid for, while the account does not show it yet. */
  const [activating, setActivating] = useState<string | null>(null);

  // A return from Checkout, handled once (a ref survives React's development double effects).
  const handled = useRef(false);
  useEffect(() => {
    if (handled.current) return;
    handled.current = true;
    const checkout = readCheckoutReturn(new URLSearchParams(window.location.search));
    if (!checkout) return;
    window.history.replaceState(window.history.state, "", withoutCheckoutParams(window.location.href));
    const { result, planId } = checkout;
    if (result === "fail") {
      toast(paymentToast("fail"));
      if (offerAgain(checkout, readDiscountFlag(), Date.now())) latest.current.onOfferAgain();
      return;
    }
    toast(paymentToast("success"));
    if (planId) track("checkout_complete", planId);
    writeDiscountFlag(null);
    clearReportsCache(sessionCache());
    if (planId) setActivating(planId);
    else latest.current.revalidate().catch(() => undefined);
  }, []);

  // After a payment: the account is read at once (the webhook has often landed by now), then every
  // PLAN_POLL.everyMs until it is on the plan.
  useEffect(() => {
    if (!activating) return;
    const startedAt = Date.now();
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const tick = async () => {
      const account = await getAccount().catch(() => null);
      if (stopped) return;
      const step = pollStep(planMatches(account, activating), Date.now() - startedAt);
      if (step === "wait") {
        timer = setTimeout(tick, PLAN_POLL.everyMs);
        return;
      }
      if (step === "reload") {
        window.location.reload();
        return;
      }
      const reportId = takeFriendSearch();
      if (reportId) {
        window.location.assign(latest.current.url(pagePath("/report/:id", { id: reportId })));
        return;
      }
      setActivating(null);
      latest.current.revalidate().catch(() => undefined);
    };
    void tick();
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }, [activating]);

  const start = async (planId: string, { offer = false }: { offer?: boolean } = {}) => {
    if (signUpUrl) {
      window.location.assign(signUpUrl);
      return;
    }
    setPending(planId);
    try {
      const outcome = startOutcome(await startSubscription(planId), offer);
      if (outcome.kind === "redirect") {
        if (outcome.saveDiscountFlag) writeDiscountFlag(String(Date.now()));
        window.location.assign(outcome.url);
        // The button keeps its spinner while the browser leaves.
        return;
      }
      toast(outcome.toast);
      if (outcome.result === "success") {
        clearReportsCache(sessionCache());
        setActivating(planId);
      }
    } catch (error) {
      if (error instanceof ApiRequestError && error.status === 401) {
        window.location.assign(logInUrl);
        return;
      }
      showToast("error", "Oops", errorMessage(error));
    }
    setPending(null);
  };

  return { start, pending, activating };
}
