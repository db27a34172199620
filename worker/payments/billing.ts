import type { PlanRecord } from "../db/plans";
import type { BillingSubscription } from "../domain/subscription-state";

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
