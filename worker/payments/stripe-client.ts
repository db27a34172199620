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
 * Runs one Stripe call: 502 when Stripe fails, so a Stripe outage is never a 500 and never
 * half-applies a change. `recover` answers the failures the caller expects (null: not one of them).
 */
export async function stripeCall<T>(
  run: () => Promise<T>,
  recover?: (error: Stripe.errors.StripeError) => { answer: T } | null,
): Promise<T> {
  try {
    return await run();
  } catch (error) {
    const recovered = recover && error instanceof Stripe.errors.StripeError ? recover(error) : null;
    if (recovered) return recovered.answer;
    console.error("stripe call failed", error instanceof Error ? error.message : error);
    throw new ApiError("bad_gateway", "Billing is not available right now");
  }
}
