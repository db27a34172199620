import { evidenceResponseSchema } from "../../../../worker/contracts/report";
import type { Source } from "../../../../worker/contracts/sources";
import { apiClient } from "../../../lib/api-client";
import { reportDetailPath } from "../utils/evidence-path";

export const EVIDENCE_PAGE_SIZE = 10;

/** One page of the posts and accounts behind an interest, strongest first. */
export function getEvidence(
  reportId: string,
  source: Source,
  interestId: string,
  offset: number,
  shareHash: string | null,
) {
  return apiClient.get(
    reportDetailPath(reportId, source, [interestId], { offset, limit: EVIDENCE_PAGE_SIZE }, shareHash),
    evidenceResponseSchema,
  );
}
