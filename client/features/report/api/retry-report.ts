import { generateResponseSchema } from "../../../../worker/contracts/report";
import { apiClient } from "../../../lib/api-client";

/** Generates a report again: a failed one (retry), or a completed one its owner has unlocked (refresh). */
export function retryReport(reportId: string, options: { toastOnError?: boolean } = {}) {
  return apiClient.post(
    `/report/${encodeURIComponent(reportId)}/refresh`,
    generateResponseSchema,
    undefined,
    options,
  );
}
