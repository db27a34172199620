import type { GenerateResponse } from "../../../../worker/contracts/report";
import { apiClient } from "../../../lib/api-client";

/** Starts the confirmed report's generation (idempotent); the report page then follows it live. */
export function generateReport(reportId: string) {
  return apiClient.post<GenerateResponse>("/generate", { id: reportId }, { toastOnError: false });
}
