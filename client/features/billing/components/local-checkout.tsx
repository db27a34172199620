import { useState } from "react";
import type { CheckoutResult, LocalCheckoutView } from "../../../../worker/contracts/billing";
import { NarrowCard } from "../../../components/layout/narrow-card";
import { Button } from "../../../components/ui/button";
import { reportsText, usd } from "../../../lib/format";
import { completeLocalCheckout } from "../api/complete-local-checkout";

const CLOSED_TEXT = {
  complete: "This checkout is already complete.",
  expired: "This checkout has expired. Start again from the plans.",
} as const;

/**
 * Development only: the local stand-in for Stripe Checkout. Pay or Cancel completes the session
 * the way Stripe would (its events reach the webhook), then the browser goes where Checkout
 * would send it: the success or the cancel address.
 */
export function LocalCheckout({ checkout, plansUrl }: { checkout: LocalCheckoutView; plansUrl: string }) {
  const [busy, setBusy] = useState<CheckoutResult | null>(null);
  const complete = async (result: CheckoutResult) => {
    setBusy(result);
    try {
      const { redirect } = await completeLocalCheckout(checkout.id, result);
      window.location.assign(redirect);
    } catch {
      // The API client has shown the error.
      setBusy(null);
    }
  };
  const { plan } = checkout;

  return (
    <NarrowCard title="Checkout" lead={`Subscribe to ${plan.title}`}>
      <p className="local-billing__notice">Local test checkout: no card is charged.</p>
      {checkout.status === "open" ? (
        <>
          <dl className="local-billing__facts">
            <dt>Plan</dt>
            <dd>{plan.title}</dd>
            <dt>Price</dt>
            <dd className="local-billing__price">
              {usd(plan.price)} <span>/ {plan.period}</span>
            </dd>
            <dt>Reports</dt>
            <dd>
              {reportsText(plan.reports)} per {plan.period}
            </dd>
            <dt>Email</dt>
            <dd>{checkout.email}</dd>
            {checkout.promotionCode && (
              <>
                <dt>Promotion code</dt>
                <dd>{checkout.promotionCode}</dd>
              </>
            )}
          </dl>
          <div className="local-billing__actions">
            <Button
              variant="ghost"
              loading={busy === "fail"}
              disabled={busy !== null}
              onClick={() => complete("fail")}
            >
              Cancel
            </Button>
            <Button loading={busy === "success"} disabled={busy !== null} onClick={() => complete("success")}>
              Pay
            </Button>
          </div>
        </>
      ) : (
        <>
          <p role="status">{CLOSED_TEXT[checkout.status]}</p>
          <div className="narrow__actions">
            <a className="button" href={plansUrl}>
              Back to plans
            </a>
          </div>
        </>
      )}
    </NarrowCard>
  );
}
