import { eq } from "drizzle-orm";
import { sha256 } from "../auth/crypto";
import type { Db } from "../db/client";
import { localBillingSubscriptions } from "../db/schema";
import { pagePath } from "../domain/page-path";
import type { BillingSubscription } from "../domain/subscription-state";
import type { Billing } from "./billing";

export type LocalSubscriptionRow = typeof localBillingSubscriptions.$inferSelect;

function toBillingSubscription(row: LocalSubscriptionRow): BillingSubscription {
  return {
    id: row.id,
    customerId: row.customerId,
    userId: row.userId,
    planId: row.planId,
    status: row.status,
    cancelAtPeriodEnd: row.cancelAtPeriodEnd,
    periodStart: row.periodStart,
    periodEnd: row.periodEnd,
  };
}

/** Ids shaped like Stripe's; derived from a key where Stripe's idempotency keys would return the same object. */
const localId = async (prefix: string, key: string) => `${prefix}_local_${(await sha256(key)).slice(0, 24)}`;

/**
 * The local stand-in for Stripe (no STRIPE_SECRET_KEY, never in production): it keeps what Stripe
 * would keep in D1 and pays at once. Checkout is a page of ours (`/dev/checkout/{id}`) whose
 * buttons send signed Stripe-format events to the webhook (local-checkout.ts); the billing portal
 * is `/dev/billing`.
 */
export function localBilling(db: Db, appOrigin: string, webhookSecret: string): Billing {
  const update = (id: string, values: Partial<LocalSubscriptionRow>) =>
    db.update(localBillingSubscriptions).set(values).where(eq(localBillingSubscriptions.id, id));

  return {
    webhookSecret,
    createCustomer: (user) => localId("cus", user.id),
    createCheckout: async (request) => {
      const id = await localId("cs", request.sessionKey);
      return { id, url: `${appOrigin}${pagePath("/dev/checkout/:sessionId", { sessionId: id })}` };
    },
    // The session row is ours (checkout_sessions): nothing else holds it.
    expireCheckout: async () => {},
    retrieveSubscription: async (id) => {
      const row = await db.query.localBillingSubscriptions.findFirst({
        where: eq(localBillingSubscriptions.id, id),
      });
      return row ? toBillingSubscription(row) : null;
    },
    setCancelAtPeriodEnd: async (id, cancel) => {
      await update(id, { cancelAtPeriodEnd: cancel });
    },
    changePlan: async (id, plan) => {
      // Within the current period, as Stripe prorates it (nothing to charge here).
      await update(id, { planId: plan.id, cancelAtPeriodEnd: false });
      return "success";
    },
    cancelNow: async (id) => {
      await update(id, { status: "canceled", cancelAtPeriodEnd: false });
    },
    portalUrl: async () => `${appOrigin}${pagePath("/dev/billing")}`,
  };
}
