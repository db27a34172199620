import type { CheckResponse } from "../../../../worker/contracts/report";
import type { ReportStatus } from "../../../../worker/domain/report-lifecycle";

/** How often a generating report's card asks how far it is. */
export const GENERATION_POLL_MS = 3_000;

const STEPS: Partial<Record<ReportStatus, string>> = {
  queued: "starting",
  scraping: "loading profiles",
  analysing: "finding interests and red flags",
  summarising: "writing the summary",
};

/** The card's line for a report being built: "Generating… loading profiles (2 of 3)". */
export function generationText(check: Pick<CheckResponse, "status" | "progress">): string {
  const step = STEPS[check.status];
  if (!step) return check.status === "failed" ? "Generation failed" : "";
  const { done, total } = check.progress;
  const count = total > 0 && check.status === "scraping" ? ` (${Math.min(done, total)} of ${total})` : "";
  return `Generating… ${step}${count}`;
}
