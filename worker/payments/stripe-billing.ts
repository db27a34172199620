import type Stripe from "stripe";
import type { PlanRecord } from "../db/plans";
import { type BillingSubscription, toBillingStatus } from "../domain/subscription-state";
import type { Billing } from "./billing";
import { createStripe, stripeCall } from "./stripe-client";

const seconds = (date: Date) => Math.floor(date.getTime() / 1000);
const cents = (usd: number) => Math.round(usd * 100);
const interval = (plan: PlanRecord) => ({ interval: plan.period });

/** The account and plan a subscription of ours carries, so an event can be traced back. */
const metadataOf = (userId: string, planId: string) => ({ user_id: userId, plan_id: planId });

function toBillingSubscription(
  sub: Stripe.Subscription,
  planOfPrice: Map<string, string>,
): BillingSubscription {
  const item = sub.items.data[0];
  const priceId = item?.price.id ?? "";
  return {
    id: sub.id,
    customerId: typeof sub.customer === "string" ? sub.customer : sub.customer.id,
    userId: sub.metadata.user_id ?? null,
    // A plan switched in the billing portal changes the price, not our metadata: the price wins.
    planId: planOfPrice.get(priceId) ?? sub.metadata.plan_id ?? null,
    status: toBillingStatus(sub.status),
    cancelAtPeriodEnd: sub.cancel_at_period_end || sub.cancel_at !== null,
    periodStart: new Date((item?.current_period_start ?? 0) * 1000),
    periodEnd: new Date((item?.current_period_end ?? 0) * 1000),
  };
}

/** Billing through Stripe: Checkout, subscriptions, the billing portal. */
export function stripeBilling(
  secretKey: string,
  webhookSecret: string,
  priceIds: Map<string, string>,
): Billing {
  const stripe = createStripe(secretKey);
  const planOfPrice = new Map([...priceIds].map(([plan, price]) => [price, plan]));

  /** A configured price, or one Checkout makes from the plan's row (test mode needs no setup). */
  const lineItem = (plan: PlanRecord): Stripe.Checkout.SessionCreateParams.LineItem => {
    const price = priceIds.get(plan.id);
    if (price) return { price, quantity: 1 };
    return {
      quantity: 1,
      price_data: {
        currency: "usd",
        unit_amount: cents(plan.price),
        recurring: interval(plan),
        product_data: { name: `Lookwise ${plan.title}` },
      },
    };
  };

  const findPromotion = async (code: string) => {
    const found = await stripe.promotionCodes.list({ code, active: true, limit: 1 });
    return found.data[0]?.id ?? null;
  };

  return {
    webhookSecret,

    createCustomer: (user) =>
      stripeCall(async () => {
        // The key makes a retried or concurrent first checkout reuse the customer Stripe made.
        const customer = await stripe.customers.create(
          { email: user.email, metadata: { user_id: user.id } },
          { idempotencyKey: `customer-${user.id}` },
        );
        return customer.id;
      }),

    createCheckout: (request) =>
      stripeCall(async () => {
        const promotion = request.promotionCode ? await findPromotion(request.promotionCode) : null;
        const metadata = metadataOf(request.user.id, request.plan.id);
        const session = await stripe.checkout.sessions.create(
          {
            mode: "subscription",
            customer: request.customerId,
            client_reference_id: request.user.id,
            line_items: [lineItem(request.plan)],
            success_url: request.successUrl,
            cancel_url: request.cancelUrl,
            expires_at: seconds(request.expires),
            metadata,
            subscription_data: { metadata },
            ...(promotion ? { discounts: [{ promotion_code: promotion }] } : { allow_promotion_codes: true }),
          },
          { idempotencyKey: request.sessionKey },
        );
        return { id: session.id, url: session.url ?? "" };
      }),

    expireCheckout: (sessionId) =>
      stripeCall(
        async () => {
          await stripe.checkout.sessions.expire(sessionId);
        },
        // Completed or expired meanwhile: nothing left to expire.
        (error) => (error.type === "StripeInvalidRequestError" ? { answer: undefined } : null),
      ),

    retrieveSubscription: (id) =>
      stripeCall(
        async () => toBillingSubscription(await stripe.subscriptions.retrieve(id), planOfPrice),
        (error) => (error.code === "resource_missing" ? { answer: null } : null),
      ),

    setCancelAtPeriodEnd: (id, cancel) =>
      stripeCall(async () => {
        await stripe.subscriptions.update(id, { cancel_at_period_end: cancel });
      }),

    changePlan: (id, plan) =>
      stripeCall(
        async () => {
          const sub = await stripe.subscriptions.retrieve(id);
          const item = sub.items.data[0];
          if (!item) return "error" as const;
          const price = priceIds.get(plan.id);
          const product = typeof item.price.product === "string" ? item.price.product : item.price.product.id;
          // The new plan runs in the current period (docs/payments.md "Plan changes"): the difference
          // for the rest of it is invoiced and paid now, before the larger allowance can be used; a
          // declined card leaves the subscription as it was.
          const change: Stripe.SubscriptionUpdateParams = {
            items: [
              price
                ? { id: item.id, price }
                : {
                    id: item.id,
                    price_data: {
                      currency: "usd",
                      product,
                      unit_amount: cents(plan.price),
                      recurring: interval(plan),
                    },
                  },
            ],
            metadata: metadataOf(sub.metadata.user_id ?? "", plan.id),
            cancel_at_period_end: false,
            proration_behavior: "always_invoice",
            payment_behavior: "error_if_incomplete",
          };
          await stripe.subscriptions.update(id, change);
          return "success" as const;
        },
        (error) => (error.type === "StripeCardError" ? { answer: "error" as const } : null),
      ),

    cancelNow: (id) =>
      stripeCall(
        async () => {
          await stripe.subscriptions.cancel(id);
        },
        // Already gone at Stripe: there is nothing left to bill.
        (error) => (error.code === "resource_missing" ? { answer: undefined } : null),
      ),

    portalUrl: (customerId, returnUrl) =>
      stripeCall(async () => {
        const session = await stripe.billingPortal.sessions.create({
          customer: customerId,
          return_url: returnUrl,
        });
        return session.url;
      }),
  };
}
