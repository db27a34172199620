import type { Page } from "../../../../worker/contracts/paging";
import { apiClient } from "../../../lib/api-client";
import type { ReportListItem } from "../utils/report-list-item";

export const REPORTS_PAGE_SIZE = 20;

/** One page of the account's reports, newest first. */
export function getReports(offset: number) {
  return apiClient.get<Page<ReportListItem>>(
    `/dashboard/reports?offset=${offset}&limit=${REPORTS_PAGE_SIZE}`,
  );
}
