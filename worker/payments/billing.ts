import type { Db } from "../db/client";
import type { PlanRecord } from "../db/plans";
import type { BillingSubscription } from "../domain/subscription-state";
import { type Config, LOCAL_WEBHOOK_SECRET } from "../env";
import { ApiError } from "../lib/errors";
import { localBilling } from "./local-billing";
import { stripeBilling } from "./stripe-billing";

export type CheckoutRequest = {
  sessionKey: string;
  user: { id: string; email: string };
  customerId: string;
  plan: PlanRecord;
  successUrl: string;
  cancelUrl: string;
  promotionCode: string | null;
  expires: Date;
};

/** What the product asks of its payment provider: Stripe, or the local stand-in that acts like it. */
export interface Billing {
  /** The signing secret of the provider's webhook events. */
  readonly webhookSecret: string;
  createCustomer(user: { id: string; email: string }): Promise<string>;
  createCheckout(request: CheckoutRequest): Promise<{ id: string; url: string }>;
  expireCheckout(sessionId: string): Promise<void>;
  /** The subscription as it is now (null when the provider has no such subscription). */
  retrieveSubscription(id: string): Promise<BillingSubscription | null>;
  setCancelAtPeriodEnd(id: string, cancel: boolean): Promise<void>;
  /**
   * Moves a live subscription to another plan, prorated within its current period (Stripe starts a
   * new one when the interval changes), the difference paid now: "error" when the payment fails.
   */
  changePlan(id: string, plan: PlanRecord): Promise<"success" | "error">;
  /** Ends a subscription now (account deletion). */
  cancelNow(id: string): Promise<void>;
  portalUrl(customerId: string, returnUrl: string): Promise<string>;
}

/** Without Stripe keys, outside production, the local stand-in sells (README "Payments"). */
export function usesLocalBilling(config: Config): boolean {
  return !config.STRIPE_SECRET_KEY && config.ENVIRONMENT !== "production";
}

/**
 * The payment provider of this deployment: Stripe when STRIPE_SECRET_KEY is set; otherwise the
 * local stand-in where `usesLocalBilling`; in production without keys, none (503).
 */
export function billingFor(config: Config, db: Db, appOrigin: string): Billing {
  if (usesLocalBilling(config)) {
    return localBilling(db, appOrigin, config.STRIPE_WEBHOOK_SECRET ?? LOCAL_WEBHOOK_SECRET);
  }
  if (config.STRIPE_SECRET_KEY) {
    return stripeBilling(
      config.STRIPE_SECRET_KEY,
      config.STRIPE_WEBHOOK_SECRET ?? "",
      config.STRIPE_PRICE_IDS,
    );
  }
  throw new ApiError("unavailable", "Billing is not available right now");
}
