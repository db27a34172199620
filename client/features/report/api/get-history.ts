import { historyResponseSchema } from "../../../../worker/contracts/report";
import { apiClient } from "../../../lib/api-client";

/** The report's versions, newest first, each with what changed since the one before. The panel says when it fails. */
export function getHistory(reportId: string, shareHash: string | null) {
  const hash = shareHash ? `?h=${encodeURIComponent(shareHash)}` : "";
  return apiClient.get(`/report/${encodeURIComponent(reportId)}/history${hash}`, historyResponseSchema, {
    toastOnError: false,
  });
}
