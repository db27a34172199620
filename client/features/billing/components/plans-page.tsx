import { useState } from "react";
import type { OfferAnswer, PlanAnswer, SubscriptionInfo } from "../../../../worker/contracts/billing";
import { hasLivePlan } from "../../../../worker/domain/subscription-state";
import { reportsText, SUBSCRIPTION_STATUS_TEXT } from "../../../lib/format";
import { useCheckout } from "../hooks/use-checkout";
import { useSecondsLeft } from "../hooks/use-seconds-left";
import { OfferBanner } from "./offer-banner";
import { OfferDialog } from "./offer-dialog";
import { PlanList } from "./plan-list";

type PlansPageProps = {
  plans: PlanAnswer[];
  /** The viewer's subscription; null for a visitor. */
  subscription: SubscriptionInfo | null;
  /** The offer as the loader saw it (null: none, expired, or the viewer has had a subscription). */
  offer: OfferAnswer | null;
  /** Where a visitor's Subscribe leads (sign up, then back here); null when signed in. */
  signUpUrl: string | null;
  /** Where Subscribe leads once the session has ended (log in, then back here). */
  logInUrl: string;
};

/** The plans and the offer, and the checkout flow behind their buttons (hooks/use-checkout.ts). */
export function PlansPage({ plans, subscription, offer: loaderOffer, signUpUrl, logInUrl }: PlansPageProps) {
  const subscribed = hasLivePlan(subscription);
  const { seconds, live } = useSecondsLeft(
    loaderOffer?.expiresAt ?? null,
    loaderOffer ? loaderOffer.durationHours * 3600 : undefined,
  );
  // The banner and the dialog go once the time is up, as the browser's clock says (after hydration).
  const offer = live && seconds === 0 ? null : loaderOffer;
  const [offerAgain, setOfferAgain] = useState(false);
  const { start, pending, activating } = useCheckout({
    signUpUrl,
    logInUrl,
    onOfferAgain: () => setOfferAgain(true),
  });
  const buyOffer = () => {
    if (offer) void start(offer.planId, { offer: true });
  };
  // The offer's plan is not listed: its buyer is told here which plan they are on.
  const unlisted =
    subscribed && subscription.plan && !plans.some((plan) => plan.id === subscription.plan?.id)
      ? { ...subscription, plan: subscription.plan }
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
      {offer && (
        <OfferBanner offer={offer} seconds={seconds} buying={pending === offer.planId} onBuy={buyOffer} />
      )}
      {unlisted && (
        <p className="plans__unlisted card">
          Your plan: <strong>{unlisted.plan.title}</strong> ({SUBSCRIPTION_STATUS_TEXT[unlisted.status]}),{" "}
          {reportsText(unlisted.reportsLeft)} left.
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
          seconds={seconds}
          buying={pending === offer.planId}
          onBuy={buyOffer}
          onClose={() => setOfferAgain(false)}
        />
      )}
    </section>
  );
}
