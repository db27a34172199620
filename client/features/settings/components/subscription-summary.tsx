import { useState } from "react";
import type { Account } from "../../../../worker/auth/account";
import { Button } from "../../../components/ui/button";
import { getBillingPortalUrl } from "../api/open-billing-portal";
import { SettingsSection } from "./settings-section";

const STATUS_TEXT = { active: "Active", canceled: "Canceled", inactive: "Inactive" } as const;

/** The plan, if any: subscribers manage it in the billing portal, everyone else picks a plan. */
export function SubscriptionSummary({
  subscription,
  plansUrl,
}: {
  subscription: Account["subscription"];
  plansUrl: string;
}) {
  const [opening, setOpening] = useState(false);
  const openPortal = async () => {
    setOpening(true);
    try {
      window.location.assign((await getBillingPortalUrl()).url);
    } catch {
      // The API client has shown the error toast.
      setOpening(false);
    }
  };

  return (
    <SettingsSection
      title="Subscription"
      description={
        subscription ? (
          <>
            <strong>{subscription.plan.title}</strong> · {STATUS_TEXT[subscription.status]} ·{" "}
            {subscription.reportsLeft} {subscription.reportsLeft === 1 ? "report" : "reports"} left this
            period
          </>
        ) : (
          "You have no subscription yet. Plans start at $0.99 and unlock full reports."
        )
      }
    >
      {subscription ? (
        <Button variant="ghost" loading={opening} onClick={openPortal}>
          Manage subscription
        </Button>
      ) : (
        <a className="button button--ghost" href={plansUrl}>
          Choose a plan
        </a>
      )}
    </SettingsSection>
  );
}
