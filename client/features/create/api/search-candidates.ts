import { createSearchResponseSchema } from "../../../../worker/contracts/create";
import type { CreateSource } from "../../../../worker/contracts/sources";
import { apiClient } from "../../../lib/api-client";

/** Looks up a username or profile link on one source; the search box shows the error. */
export function searchCandidates(reportId: string, source: CreateSource, query: string) {
  return apiClient.post(
    `/create/${encodeURIComponent(reportId)}/${source}/search`,
    createSearchResponseSchema,
    { query },
    { toastOnError: false },
  );
}
