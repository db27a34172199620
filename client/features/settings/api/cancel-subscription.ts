import type { SubscriptionInfo } from "../../../../worker/contracts/billing";
import { apiClient } from "../../../lib/api-client";

/** Cancels at the period's end: `canceled` at once, the quota usable until `periodEnd`. */
export function cancelSubscription() {
  return apiClient.post<SubscriptionInfo>("/subscription/cancel");
}
