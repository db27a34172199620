import { createSourceResponseSchema } from "../../../../worker/contracts/create";
import type { CreateSource } from "../../../../worker/contracts/sources";
import { apiClient } from "../../../lib/api-client";

/** The next page of one source's candidates. */
export function getCandidates(reportId: string, source: CreateSource, offset: number, limit: number) {
  const query = new URLSearchParams({ offset: String(offset), limit: String(limit) });
  return apiClient.get(
    `/create/${encodeURIComponent(reportId)}/${source}?${query}`,
    createSourceResponseSchema,
  );
}
