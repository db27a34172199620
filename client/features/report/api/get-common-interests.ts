import { commonInterestsResponseSchema } from "../../../../worker/contracts/report";
import type { Source } from "../../../../worker/contracts/sources";
import { apiClient } from "../../../lib/api-client";
import { reportDetailPath } from "../utils/evidence-path";

/** The interests the person shares with one friend on a network. */
export function getCommonInterests(
  reportId: string,
  source: Source,
  friendId: string,
  shareHash: string | null,
) {
  return apiClient.get(
    reportDetailPath(reportId, source, ["common", friendId], {}, shareHash),
    commonInterestsResponseSchema,
  );
}
