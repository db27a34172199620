import { apiClient } from "../../../lib/api-client";

/** The Stripe billing portal's address for this account (cancel, change card, invoices). */
export function getBillingPortalUrl() {
  return apiClient.get<{ url: string }>("/settings/manage");
}
