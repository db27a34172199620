import { issueResponseSchema } from "../../../../worker/contracts/report";
import type { Source } from "../../../../worker/contracts/sources";
import { apiClient } from "../../../lib/api-client";
import { reportDetailPath } from "../utils/evidence-path";

/** The owner's "wrong classification" feedback: the items leave the interest, which is counted again. */
export function reportIssue(
  reportId: string,
  source: Source,
  interestId: string,
  itemIds: string[],
  shareHash: string | null,
) {
  return apiClient.post(
    reportDetailPath(reportId, source, [interestId, "issue"], {}, shareHash),
    issueResponseSchema,
    { profiles: itemIds },
  );
}
