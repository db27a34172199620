import { shareImageResponseSchema } from "../../../../worker/contracts/report";
import { apiClient } from "../../../lib/api-client";

/** Stores the shared report's preview card (what link previews show); `h` is the share hash. */
export function createShareImage(reportId: string, shareHash: string) {
  return apiClient.post(
    "/snoop/img",
    shareImageResponseSchema,
    { id: reportId, h: shareHash },
    { toastOnError: false },
  );
}
