import { generateResponseSchema } from "../../../../worker/contracts/report";
import { apiClient } from "../../../lib/api-client";
import { clearReportsCache, sessionCache } from "../../../lib/reports-cache";

/**
 * Starts the confirmed report's generation (idempotent); the report page then follows it live.
 * The dashboard's cached list no longer tells the report's state: it is read again.
 */
export async function generateReport(reportId: string) {
  const started = await apiClient.post(
    "/generate",
    generateResponseSchema,
    { id: reportId },
    { toastOnError: false },
  );
  clearReportsCache(sessionCache());
  return started;
}
