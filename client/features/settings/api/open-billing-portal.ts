import { billingPortalAnswerSchema } from "../../../../worker/contracts/billing";
import { apiClient } from "../../../lib/api-client";

/** The billing portal's address for this account (cancel, change card, invoices); locally /dev/billing. */
export function getBillingPortalUrl() {
  return apiClient.get("/settings/manage", billingPortalAnswerSchema);
}
