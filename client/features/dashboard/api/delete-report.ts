import { deletedAnswerSchema } from "../../../../worker/contracts/common";
import { apiClient } from "../../../lib/api-client";

export function deleteReport(id: string) {
  return apiClient.post(`/dashboard/delete/${encodeURIComponent(id)}`, deletedAnswerSchema);
}
