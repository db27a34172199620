import type { GenerateResponse } from "../../../../worker/contracts/report";
import { apiClient } from "../../../lib/api-client";

/** Generates a failed (or completed) report again. */
export function retryReport(reportId: string) {
  return apiClient.post<GenerateResponse>(`/report/${encodeURIComponent(reportId)}/refresh`);
}
