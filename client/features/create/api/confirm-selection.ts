import { createConfirmResponseSchema } from "../../../../worker/contracts/create";
import type { CreateSource } from "../../../../worker/contracts/sources";
import { apiClient } from "../../../lib/api-client";

export type SelectedProfile = { source: CreateSource; id: string };

/** Stores the chosen profiles; the page shows the spec's refusals beside the Confirm button. */
export function confirmSelection(reportId: string, profiles: SelectedProfile[]) {
  return apiClient.post(
    `/create/${encodeURIComponent(reportId)}/confirm`,
    createConfirmResponseSchema,
    { profiles },
    { toastOnError: false },
  );
}
