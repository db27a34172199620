import type { Context } from "hono";
import type { AppEnv } from "../lib/hono";
import { billingFor } from "./billing";
import type { BillingDeps } from "./webhook";

/** The request's database and payment provider (503 in production without Stripe keys). */
export function requestBilling(c: Context<AppEnv>): BillingDeps {
  const { config, db, origins } = c.var;
  return { db, billing: billingFor(config, db, origins.app) };
}
