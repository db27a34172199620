import type { ReportResponse } from "../../../../worker/contracts/report";
import { industryCategories } from "../../../../worker/domain/taxonomy";

/**
 * The report's JSON export: the report as the API gives it, plus the OpenAI and Llama Guard 3
 * categories of the red flags it shows, so a reader can compare it with other tools.
 */
export function reportExport(report: ReportResponse) {
  const flagged = Object.values(report.sources).flatMap((source) =>
    (source?.interests ?? []).filter((interest) => interest.redzone).map((interest) => interest.id),
  );
  return { ...report, redFlagCategories: industryCategories(flagged) };
}
