import type Stripe from "stripe";

/** A Stripe billing portal session for the customer, returning to the settings page. */
export async function billingPortalUrl(
  stripe: Stripe,
  customerId: string,
  returnUrl: string,
): Promise<string> {
  const session = await stripe.billingPortal.sessions.create({ customer: customerId, return_url: returnUrl });
  return session.url;
}
