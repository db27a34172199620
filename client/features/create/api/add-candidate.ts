import { createAddResponseSchema } from "../../../../worker/contracts/create";
import type { CreateSource } from "../../../../worker/contracts/sources";
import { apiClient } from "../../../lib/api-client";

/** Adds a found profile to the report's selection; `imageUnloaded` when its picture failed here. */
export function addCandidate(reportId: string, source: CreateSource, id: string, imageUnloaded: boolean) {
  return apiClient.post(
    `/create/${encodeURIComponent(reportId)}/${source}/add`,
    createAddResponseSchema,
    { id, imageUnloaded },
    { toastOnError: false },
  );
}
