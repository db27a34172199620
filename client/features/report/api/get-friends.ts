import { friendsResponseSchema } from "../../../../worker/contracts/report";
import type { Source } from "../../../../worker/contracts/sources";
import { apiClient } from "../../../lib/api-client";
import { reportDetailPath } from "../utils/evidence-path";

export const FRIENDS_PAGE_SIZE = 10;

/** One page of a network's friends (mutual follows), most shared interests first. */
export function getFriends(reportId: string, source: Source, offset: number, shareHash: string | null) {
  return apiClient.get(
    reportDetailPath(reportId, source, ["friends"], { offset, limit: FRIENDS_PAGE_SIZE }, shareHash),
    friendsResponseSchema,
  );
}
