import { startSubscriptionAnswerSchema } from "../../../../worker/contracts/billing";
import { apiClient } from "../../../lib/api-client";

/** Checkout for a plan (`checkout_url`), or a change made at once (`status`): a switch, a resume. */
export function startSubscription(planId: string) {
  return apiClient.post(
    `/subscription/start/${encodeURIComponent(planId)}`,
    startSubscriptionAnswerSchema,
    undefined,
    { toastOnError: false },
  );
}
