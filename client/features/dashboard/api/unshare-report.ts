import type { UnshareResponse } from "../../../../worker/contracts/report";
import { apiClient } from "../../../lib/api-client";

/** Stops sharing the report: its link stops working. */
export function unshareReport(id: string) {
  return apiClient.post<UnshareResponse>(`/dashboard/unshare/${encodeURIComponent(id)}`);
}
