import { apiClient } from "../../../lib/api-client";

export function deleteReport(id: string) {
  return apiClient.post<{ deleted: true }>(`/dashboard/delete/${encodeURIComponent(id)}`);
}
