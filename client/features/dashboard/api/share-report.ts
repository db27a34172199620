import { apiClient } from "../../../lib/api-client";

/** Makes the report public; `url` is its share link. Failures show the spec's own toast. */
export function shareReport(id: string) {
  return apiClient.post<{ public: true; url: string }>(
    `/dashboard/share/${encodeURIComponent(id)}`,
    undefined,
    {
      toastOnError: false,
    },
  );
}
