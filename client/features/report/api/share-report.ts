import type { ShareResponse } from "../../../../worker/contracts/report";
import { apiClient } from "../../../lib/api-client";

/** Makes the owner's report public; `url` is its share link (with `?h=`). The caller shows the spec's toast. */
export function shareReport(reportId: string) {
  return apiClient.post<ShareResponse>(`/dashboard/share/${encodeURIComponent(reportId)}`, undefined, {
    toastOnError: false,
  });
}
