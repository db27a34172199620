import { useState } from "react";
import { useRevalidator } from "react-router";
import type { SubscriptionInfo } from "../../../../worker/contracts/billing";
import { NarrowCard } from "../../../components/layout/narrow-card";
import { Button } from "../../../components/ui/button";
import { longDate, reportsText, SUBSCRIPTION_STATUS_TEXT } from "../../../lib/format";
import { showToast } from "../../../lib/toast";
import { cancelSubscription } from "../api/cancel-subscription";
import { startSubscription } from "../api/start-subscription";
import { paymentToast, startOutcome } from "../utils/checkout";

/**
 * Development only: the local stand-in for Stripe's billing portal (where /settings/manage leads
 * without Stripe keys): the subscription, and the two things the portal does for us here, cancel
 * at the period's end and resume.
 */
export function LocalBillingPortal({
  subscription,
  settingsUrl,
}: {
  subscription: SubscriptionInfo;
  settingsUrl: string;
}) {
  const revalidator = useRevalidator();
  const [busy, setBusy] = useState(false);
  const { plan, status } = subscription;

  const run = async (action: () => Promise<void>) => {
    setBusy(true);
    try {
      await action();
      await revalidator.revalidate();
    } catch {
      // The API client has shown the error.
    } finally {
      setBusy(false);
    }
  };
  const cancel = () =>
    run(async () => {
      await cancelSubscription();
      showToast("success", "Subscription canceled");
    });
  const resume = () =>
    run(async () => {
      if (!plan) return;
      const outcome = startOutcome(await startSubscription(plan.id), false);
      if (outcome.kind === "redirect") {
        window.location.assign(outcome.url);
        return;
      }
      const toast =
        outcome.result === "success"
          ? { ...outcome.toast, title: "Subscription resumed" }
          : paymentToast("fail");
      showToast(toast.type, toast.title, toast.message);
    });

  return (
    <NarrowCard title="Billing" lead="Manage your Lookwise subscription.">
      <p className="local-billing__notice">Local billing portal: no card is charged.</p>
      <dl className="local-billing__facts">
        <dt>Plan</dt>
        <dd>{plan ? plan.title : "No plan"}</dd>
        <dt>Status</dt>
        <dd>{SUBSCRIPTION_STATUS_TEXT[status]}</dd>
        <dt>Reports left</dt>
        <dd>{reportsText(subscription.reportsLeft)}</dd>
        {subscription.periodEnd && status !== "inactive" && (
          <>
            <dt>{status === "active" ? "Renews on" : "Ends on"}</dt>
            <dd>{longDate(subscription.periodEnd)}</dd>
          </>
        )}
      </dl>
      <div className="local-billing__actions">
        {plan && status === "active" && (
          <Button className="button--danger" loading={busy} onClick={cancel}>
            Cancel subscription
          </Button>
        )}
        {plan && status === "canceled" && (
          <Button loading={busy} onClick={resume}>
            Resume
          </Button>
        )}
      </div>
      <p className="local-billing__back">
        <a href={settingsUrl}>Back to settings</a>
      </p>
    </NarrowCard>
  );
}
