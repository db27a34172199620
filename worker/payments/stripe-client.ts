import Stripe from "stripe";
import { ApiError } from "../lib/errors";

/** Stripe over the runtime's fetch (workerd has no Node http); fetch is looked up per request. */
export function createStripe(secretKey: string): Stripe {
  return new Stripe(secretKey, {
    httpClient: Stripe.createFetchHttpClient((input, init) => fetch(input, init)),
    maxNetworkRetries: 2,
  });
}

/**
 * Runs one Stripe call for a request: 503 when billing is not configured, 502 when Stripe fails,
 * so a Stripe outage is never a 500 and never half-applies a change.
 */
export async function withStripe<T>(
  secretKey: string | undefined,
  run: (stripe: Stripe) => Promise<T>,
): Promise<T> {
  if (!secretKey) throw new ApiError("unavailable", "Billing is not available right now");
  try {
    return await run(createStripe(secretKey));
  } catch (error) {
    console.error("stripe call failed", error instanceof Error ? error.message : error);
    throw new ApiError("bad_gateway", "Billing is not available right now");
  }
}
