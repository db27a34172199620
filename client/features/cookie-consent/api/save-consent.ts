import { apiClient } from "../../../lib/api-client";

export type Consent = { sended: boolean; accepted: boolean };

export function saveConsent(accepted: boolean) {
  return apiClient.post<Consent>("/cookies", { accepted });
}
