import { reportResponseSchema } from "../../../../worker/contracts/report";
import { apiClient } from "../../../lib/api-client";

/** The completed report as the API gives it (also what "Download JSON" saves). */
export function getReport(reportId: string, shareHash: string | null) {
  const hash = shareHash ? `&h=${encodeURIComponent(shareHash)}` : "";
  return apiClient.get(`/report/${encodeURIComponent(reportId)}?limit=100${hash}`, reportResponseSchema);
}
