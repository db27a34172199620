import { subscriptionInfoSchema } from "../../worker/contracts/billing";
import { apiClient } from "./api-client";

/**
 * Cancels at the period's end: `canceled` at once, the quota usable until `periodEnd`. Shared,
 * because settings and the local billing portal (billing) both cancel.
 */
export function cancelSubscription() {
  return apiClient.post("/subscription/cancel", subscriptionInfoSchema);
}
