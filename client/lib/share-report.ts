import type { ShareResponse, UnshareResponse } from "../../worker/contracts/report";
import { apiClient } from "./api-client";

/** Makes the owner's report public; `url` is its share link (with `?h=`). The caller shows what went wrong. */
export function shareReport(reportId: string) {
  return apiClient.post<ShareResponse>(`/dashboard/share/${encodeURIComponent(reportId)}`, undefined, {
    toastOnError: false,
  });
}

/** Stops sharing the report: its link stops working. */
export function unshareReport(reportId: string) {
  return apiClient.post<UnshareResponse>(`/dashboard/unshare/${encodeURIComponent(reportId)}`);
}
