import { apiClient } from "../../../lib/api-client";

export function setMarketingEmails(receive: boolean) {
  return apiClient.post<{ receive: boolean }>("/settings/receive", { receive });
}
