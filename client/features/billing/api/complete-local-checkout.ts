import { type CheckoutResult, localCheckoutAnswerSchema } from "../../../../worker/contracts/billing";
import { apiClient } from "../../../lib/api-client";

/** Development only: pays or cancels a local checkout session; the answer is where Checkout returns to. */
export function completeLocalCheckout(sessionId: string, result: CheckoutResult) {
  return apiClient.post(
    `/dev/checkout/${encodeURIComponent(sessionId)}/complete`,
    localCheckoutAnswerSchema,
    { result },
  );
}
