import type { Account } from "../../../../worker/auth/account";
import { SettingsSection } from "./settings-section";

const STATUS_TEXT = { active: "Active", canceled: "Canceled", inactive: "Inactive" } as const;

/** The plan, if any, and the way to manage it (the plans page until billing arrives). */
export function SubscriptionSummary({
  subscription,
  plansUrl,
}: {
  subscription: Account["subscription"];
  plansUrl: string;
}) {
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
      <a className="button button--ghost" href={plansUrl}>
        Manage subscription
      </a>
    </SettingsSection>
  );
}
