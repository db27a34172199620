import { useState } from "react";
import type { SubscriptionInfo } from "../../../../worker/contracts/billing";
import { Button } from "../../../components/ui/button";
import { longDate, periodEndText, reportsText, SUBSCRIPTION_STATUS_TEXT } from "../../../lib/format";
import { showToast } from "../../../lib/toast";
import { cancelSubscription } from "../api/cancel-subscription";
import { getBillingPortalUrl } from "../api/open-billing-portal";
import { SettingsSection } from "./settings-section";

/**
 * The subscription: its plan, status, the reports left and when the period ends; the billing
 * portal for anyone with a plan; cancelling (at the period's end, after a confirm step) while it
 * is active; a plan to choose otherwise.
 */
export function SubscriptionSummary({
  subscription: initial,
  plansUrl,
}: {
  subscription: SubscriptionInfo;
  plansUrl: string;
}) {
  const [subscription, setSubscription] = useState(initial);
  const [opening, setOpening] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [canceling, setCanceling] = useState(false);
  const { plan, status } = subscription;

  const openPortal = async () => {
    setOpening(true);
    try {
      window.location.assign((await getBillingPortalUrl()).url);
    } catch {
      // The API client has shown the error toast.
      setOpening(false);
    }
  };

  const cancel = async () => {
    setCanceling(true);
    try {
      const next = await cancelSubscription();
      setSubscription(next);
      setConfirming(false);
      showToast("success", "Subscription canceled", periodEndText(next.status, next.periodEnd) || undefined);
    } catch {
      // The API client has shown the error toast.
    } finally {
      setCanceling(false);
    }
  };

  // The period's end matters while the plan runs: it renews then, or (canceled) it ends then.
  const periodEnd = status === "inactive" ? null : subscription.periodEnd;
  return (
    <SettingsSection
      title="Subscription"
      description={
        plan ? undefined : "You have no subscription yet. Plans start at $0.99 and unlock full reports."
      }
    >
      {plan && (
        <dl className="subscription-facts">
          <div>
            <dt>Plan</dt>
            <dd>{plan.title}</dd>
          </div>
          <div>
            <dt>Status</dt>
            <dd>
              <span className={`status-badge status-badge--${status}`}>
                {SUBSCRIPTION_STATUS_TEXT[status]}
              </span>
            </dd>
          </div>
          <div>
            <dt>Reports left</dt>
            <dd>{subscription.reportsLeft}</dd>
          </div>
          {periodEnd && (
            <div>
              <dt>{status === "active" ? "Renews on" : "Ends on"}</dt>
              <dd>{longDate(periodEnd)}</dd>
            </div>
          )}
        </dl>
      )}
      {confirming && status === "active" ? (
        <div className="subscription-confirm">
          <p>
            Cancel your {plan?.title} plan? It will not renew; you keep your{" "}
            {reportsText(subscription.reportsLeft)} left{periodEnd ? ` until ${longDate(periodEnd)}` : ""}.
          </p>
          <div className="settings-section__actions">
            <Button variant="ghost" onClick={() => setConfirming(false)} disabled={canceling}>
              Keep subscription
            </Button>
            <Button className="button--danger" loading={canceling} onClick={cancel}>
              Yes, cancel
            </Button>
          </div>
        </div>
      ) : (
        <div className="settings-section__actions">
          {plan && (
            <Button variant="ghost" loading={opening} onClick={openPortal}>
              Manage subscription
            </Button>
          )}
          {plan && status === "active" ? (
            <Button variant="ghost" onClick={() => setConfirming(true)}>
              Cancel subscription
            </Button>
          ) : (
            <a className="button" href={plansUrl}>
              Choose a plan
            </a>
          )}
        </div>
      )}
    </SettingsSection>
  );
}
