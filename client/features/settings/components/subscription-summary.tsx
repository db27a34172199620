import { useState } from "react";
import { useRevalidator } from "react-router";
import type { UserInfo } from "../../../../worker/contracts/auth";
import { Button } from "../../../components/ui/button";
import { cancelSubscription } from "../../../lib/cancel-subscription";
import { periodEndFact, periodEndText, reportsText, SUBSCRIPTION_STATUS_TEXT } from "../../../lib/format";
import { showToast } from "../../../lib/toast";
import { getBillingPortalUrl } from "../api/open-billing-portal";
import { SettingsSection } from "./settings-section";

/**
 * The subscription: its plan, status, the reports left and when the period ends; the billing
 * portal for anyone with a plan; cancelling (at the period's end, after a confirm step) while it
 * is active; a plan to choose otherwise.
 */
export function SubscriptionSummary({
  subscription,
  plansUrl,
}: {
  /** The account's subscription as the page's loader read it; null without a plan. */
  subscription: UserInfo["subscription"];
  plansUrl: string;
}) {
  const revalidator = useRevalidator();
  const [opening, setOpening] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [canceling, setCanceling] = useState(false);

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
      // The toast comes once the card shows the canceled plan.
      await revalidator.revalidate();
      setConfirming(false);
      showToast("success", "Subscription canceled", periodEndText(next.status, next.periodEnd) || undefined);
    } catch {
      // The API client has shown the error toast.
    } finally {
      setCanceling(false);
    }
  };

  // The period's end matters while the plan runs: it renews then, or (canceled) it ends then.
  const periodEnd = subscription && periodEndFact(subscription.status, subscription.periodEnd);
  return (
    <SettingsSection
      title="Subscription"
      description={
        subscription
          ? undefined
          : "You have no subscription yet. Plans start at $0.99 and unlock full reports."
      }
    >
      {subscription && (
        <dl className="subscription-facts">
          <div>
            <dt>Plan</dt>
            <dd>{subscription.plan.title}</dd>
          </div>
          <div>
            <dt>Status</dt>
            <dd>
              <span className={`status-badge status-badge--${subscription.status}`}>
                {SUBSCRIPTION_STATUS_TEXT[subscription.status]}
              </span>
            </dd>
          </div>
          <div>
            <dt>Reports left</dt>
            <dd>{subscription.reportsLeft}</dd>
          </div>
          {periodEnd && (
            <div>
              <dt>{periodEnd.term}</dt>
              <dd>{periodEnd.day}</dd>
            </div>
          )}
        </dl>
      )}
      {confirming && subscription?.status === "active" ? (
        <div className="subscription-confirm">
          <p>
            Cancel your {subscription.plan.title} plan? It will not renew; you keep your{" "}
            {reportsText(subscription.reportsLeft)} left{periodEnd ? ` until ${periodEnd.day}` : ""}.
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
          {subscription && (
            <Button variant="ghost" loading={opening} onClick={openPortal}>
              Manage subscription
            </Button>
          )}
          {subscription?.status === "active" ? (
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
