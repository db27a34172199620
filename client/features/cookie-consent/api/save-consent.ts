import { consentSchema } from "../../../../worker/contracts/site";
import { apiClient } from "../../../lib/api-client";

export function saveConsent(accepted: boolean) {
  return apiClient.post("/cookies", consentSchema, { accepted });
}
