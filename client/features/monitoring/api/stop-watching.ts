import { watchStopResponseSchema } from "../../../../worker/contracts/report";
import { apiClient } from "../../../lib/api-client";

/** An alert's "stop watching" link; the page says itself when the link is not valid, so no toast. */
export function stopWatching(token: string) {
  return apiClient.post("/watch/stop", watchStopResponseSchema, { token }, { toastOnError: false });
}
