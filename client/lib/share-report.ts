import { shareResponseSchema, unshareResponseSchema } from "../../worker/contracts/report";
import { apiClient } from "./api-client";

/** Makes the owner's report public; `url` is its share link (with `?h=`). The caller shows what went wrong. */
export function shareReport(reportId: string) {
  return apiClient.post(`/dashboard/share/${encodeURIComponent(reportId)}`, shareResponseSchema, undefined, {
    toastOnError: false,
  });
}

/** Stops sharing the report: its link stops working. */
export function unshareReport(reportId: string) {
  return apiClient.post(`/dashboard/unshare/${encodeURIComponent(reportId)}`, unshareResponseSchema);
}
