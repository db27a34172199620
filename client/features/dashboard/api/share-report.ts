import type { ShareResponse } from "../../../../worker/contracts/report";
import { apiClient } from "../../../lib/api-client";

/** Makes the report public; `url` is its share link. The caller shows what went wrong. */
export function shareReport(id: string) {
  return apiClient.post<ShareResponse>(`/dashboard/share/${encodeURIComponent(id)}`, undefined, {
    toastOnError: false,
  });
}
