import { type WatchEvery, watchResponseSchema } from "../../worker/contracts/report";
import { apiClient } from "./api-client";

/**
 * Watches the owner's report (how often) or stops watching it; the answer is its monitoring now.
 * The caller says what went wrong (a plan's limit links to the plans), so no toast.
 */
export function setWatch(
  reportId: string,
  request: { watching: true; every: WatchEvery } | { watching: false },
) {
  return apiClient.post(`/report/${encodeURIComponent(reportId)}/watch`, watchResponseSchema, request, {
    toastOnError: false,
  });
}
