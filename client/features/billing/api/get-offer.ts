import type { OfferAnswer } from "../../../../worker/contracts/billing";
import { apiClient } from "../../../lib/api-client";

/**
 * The first-week offer, or the one a link's code names. The answer also starts this browser's
 * countdown (the `offer_start` cookie), which is why the page asks the API and not only its loader.
 */
export function getOffer(code: string | null) {
  return apiClient.get<OfferAnswer>(code ? `/offer/${encodeURIComponent(code)}` : "/offer", {
    toastOnError: false,
  });
}
