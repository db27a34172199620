import { useState } from "react";
import { useRevalidator } from "react-router";
import type { SubscriptionInfo } from "../../../../worker/contracts/billing";
import { NarrowCard } from "../../../components/layout/narrow-card";
import { Button } from "../../../components/ui/button";
import { errorMessage } from "../../../lib/api-client";
import { cancelSubscription } from "../../../lib/cancel-subscription";
import { periodEndFact, SUBSCRIPTION_STATUS_TEXT } from "../../../lib/format";
import { showToast } from "../../../lib/toast";
import { startSubscription } from "../api/start-subscription";

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
      // The error has been shown as a toast.
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
      // startSubscription leaves errors to its caller (the plans page sends a 401 to log in): here the
      // generic toast says what went wrong.
      const answer = await startSubscription(plan.id).catch((error: unknown) => {
        showToast("error", "Oops", errorMessage(error));
        throw error;
      });
      if ("checkout_url" in answer) {
        window.location.assign(answer.checkout_url);
        return;
      }
      if (answer.status === "success") showToast("success", "Subscription resumed");
      else showToast("error", "Could not resume your subscription");
    });
  const periodEnd = periodEndFact(status, subscription.periodEnd);

  return (
    <NarrowCard title="Billing" lead="Manage your Lookwise subscription.">
      <p className="local-billing__notice">Local billing portal: no card is charged.</p>
      <dl className="local-billing__facts">
        <dt>Plan</dt>
        <dd>{plan ? plan.title : "No plan"}</dd>
        <dt>Status</dt>
        <dd>{SUBSCRIPTION_STATUS_TEXT[status]}</dd>
        <dt>Reports left</dt>
        <dd>{subscription.reportsLeft}</dd>
        {periodEnd && (
          <>
            <dt>{periodEnd.term}</dt>
            <dd>{periodEnd.day}</dd>
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
