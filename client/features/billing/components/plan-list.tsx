import type { PlanAnswer, SubscriptionInfo } from "../../../../worker/contracts/billing";
import { hasLivePlan } from "../../../../worker/domain/subscription-state";
import { Button } from "../../../components/ui/button";
import { longDate, reportsText, usd } from "../../../lib/format";

type PlanListProps = {
  plans: PlanAnswer[];
  /** The viewer's subscription; null for a visitor. */
  subscription: SubscriptionInfo | null;
  /** The plan whose purchase is under way. */
  pending: string | null;
  onSubscribe: (planId: string) => void;
};

/**
 * The plans, each with its Subscribe button; the viewer's plan is marked: "Current plan" while it
 * is active, a Resume button once it is canceled (its quota still runs to the period's end).
 */
export function PlanList({ plans, subscription, pending, onSubscribe }: PlanListProps) {
  const current = hasLivePlan(subscription) ? subscription.plan?.id : undefined;
  return (
    <ul className="plans__list">
      {plans.map((plan) => {
        const isCurrent = plan.id === current;
        return (
          <li key={plan.id} className={`card plan${isCurrent ? " plan--current" : ""}`}>
            <h2>{plan.title}</h2>
            {isCurrent && <p className="plan__badge">Current plan</p>}
            <p className="plan__price">
              {usd(plan.price)} <span>/ {plan.period}</span>
            </p>
            <p>
              {reportsText(plan.reports)} per {plan.period}
            </p>
            {plan.savePerReport > 0 && (
              <p className="plan__save">Save {usd(plan.savePerReport)} per report</p>
            )}
            <div className="plan__action">
              {isCurrent && subscription && (
                <p className="plan__current">
                  {subscription.status === "canceled" && subscription.periodEnd
                    ? `Canceled: ${reportsText(subscription.reportsLeft)} left until ${longDate(subscription.periodEnd)}`
                    : `${reportsText(subscription.reportsLeft)} left this ${plan.period}`}
                </p>
              )}
              {isCurrent && subscription?.status === "active" ? null : (
                <Button
                  className="button--block"
                  loading={pending === plan.id}
                  disabled={pending !== null && pending !== plan.id}
                  onClick={() => onSubscribe(plan.id)}
                  aria-label={`${isCurrent ? "Resume" : "Subscribe to"} ${plan.title}`}
                >
                  {isCurrent ? "Resume" : "Subscribe"}
                </Button>
              )}
            </div>
          </li>
        );
      })}
    </ul>
  );
}
