import { useState } from "react";
import type { OfferAnswer, PlanAnswer, SubscriptionInfo } from "../../../../worker/contracts/billing";
import { reportsText } from "../../../lib/format";
import { useCheckout } from "../hooks/use-checkout";
import { useOffer } from "../hooks/use-offer";
import { OfferBanner } from "./offer-banner";
import { OfferDialog } from "./offer-dialog";
import { PlanList } from "./plan-list";

export type PlansPageProps = {
  plans: PlanAnswer[];
  /** The viewer's subscription; null for a visitor. */
  subscription: SubscriptionInfo | null;
  /** The offer as the loader saw it (null: none, expired, or the viewer has had a subscription). */
  offer: OfferAnswer | null;
  /** The offer a link named (`?offer=`); null for the first-week offer. */
  offerCode: string | null;
  /** Where a visitor's Subscribe leads (sign up, then back here); null when signed in. */
  signUpUrl: string | null;
};

/** The plans and the offer, and the checkout flow behind their buttons (hooks/use-checkout.ts). */
export function PlansPage({
  plans,
  subscription,
  offer: initialOffer,
  offerCode,
  signUpUrl,
}: PlansPageProps) {
  const subscribed = subscription !== null && subscription.status !== "inactive";
  // Only an offer the loader found for this viewer is shown (and asked for again, which starts its clock).
  const offer = useOffer(initialOffer, offerCode, initialOffer !== null);
  const [offerAgain, setOfferAgain] = useState(false);
  const { start, pending, activating } = useCheckout({ signUpUrl, onOfferAgain: () => setOfferAgain(true) });
  const buyOffer = () => {
    if (offer) void start(offer.planId, { offer: true });
  };
  // The offer's plan is not listed: its buyer is told here which plan they are on.
  const unlistedPlan =
    subscribed && subscription.plan && !plans.some((plan) => plan.id === subscription.plan?.id)
      ? subscription.plan
      : null;

  return (
    <section className="container plans">
      <h1>Plans</h1>
      <p className="lead">
        Pick a plan to unlock full reports. Cancel any time; your quota stays until the period ends.
      </p>
      {activating && (
        <p className="plans__activating" role="status">
          <span className="spinner" aria-hidden="true" />
          {subscribed && subscription.plan?.id === activating
            ? `Payment received. Your ${subscription.plan.title} plan is active.`
            : "Payment received. Activating your plan…"}
        </p>
      )}
      {offer && <OfferBanner offer={offer} buying={pending === offer.planId} onBuy={buyOffer} />}
      {unlistedPlan && subscription && (
        <p className="plans__unlisted card">
          Your plan: <strong>{unlistedPlan.title}</strong> ({subscription.status}),{" "}
          {reportsText(subscription.reportsLeft)} left.
        </p>
      )}
      <PlanList
        plans={plans}
        subscription={subscription}
        pending={pending}
        onSubscribe={(id) => void start(id)}
      />
      {offer && offerAgain && (
        <OfferDialog
          offer={offer}
          buying={pending === offer.planId}
          onBuy={buyOffer}
          onClose={() => setOfferAgain(false)}
        />
      )}
    </section>
  );
}
