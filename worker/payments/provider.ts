import type { Db } from "../db/client";
import { type Config, LOCAL_WEBHOOK_SECRET } from "../env";
import { ApiError } from "../lib/errors";
import type { Billing } from "./billing";
import { localBilling } from "./local-billing";
import { stripeBilling } from "./stripe-billing";

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
