import { reportListResponseSchema } from "../../../../worker/contracts/report";
import { apiClient } from "../../../lib/api-client";

export const REPORTS_PAGE_SIZE = 20;

/** One page of the account's reports, newest first. */
export function getReports(offset: number) {
  return apiClient.get(
    `/dashboard/reports?offset=${offset}&limit=${REPORTS_PAGE_SIZE}`,
    reportListResponseSchema,
  );
}
