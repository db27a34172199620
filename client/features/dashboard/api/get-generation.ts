import { checkResponseSchema } from "../../../../worker/contracts/report";
import { apiClient } from "../../../lib/api-client";

/** How far a report's generation is. Polled in the background, so a failure shows no toast. */
export function getGeneration(id: string, signal?: AbortSignal) {
  return apiClient.get(`/generate/${encodeURIComponent(id)}`, checkResponseSchema, {
    toastOnError: false,
    signal,
  });
}
