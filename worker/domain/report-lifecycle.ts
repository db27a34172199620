/**
 * A report's lifecycle: `draft → queued → scraping → analysing → summarising → completed | failed`,
 * run by its room. The one list of statuses (D1's enum and the API contract read it from here).
 */
export const REPORT_STATUSES = [
  "draft",
  "queued",
  "scraping",
  "analysing",
  "summarising",
  "completed",
  "failed",
] as const;
export type ReportStatus = (typeof REPORT_STATUSES)[number];

/** Being generated: the room works on it (and its alarm watches it). */
const GENERATING_STATUSES: ReadonlySet<ReportStatus> = new Set([
  "queued",
  "scraping",
  "analysing",
  "summarising",
]);

/** Done generating, well or not: a refresh may start it again. */
export type FinishedStatus = "completed" | "failed";
export const FINISHED_STATUSES: ReadonlySet<ReportStatus> = new Set<FinishedStatus>(["completed", "failed"]);

export const isGenerating = (status: ReportStatus): boolean => GENERATING_STATUSES.has(status);

export const isFinished = (status: ReportStatus): status is FinishedStatus => FINISHED_STATUSES.has(status);

/**
 * Where a generation is claimed from: D1 moves the report to `queued` in one conditional statement
 * before its room starts (a draft) or starts again (a refresh, a retry), so two requests at once
 * start it once. A claim the room then refuses is undone: the report goes back to this status,
 * which is no move of the lifecycle, since nothing happened.
 */
export type ClaimableStatus = "draft" | FinishedStatus;

/** Summarising or completed: the analysis is done, its results exist. */
export const isAnalysed = (status: ReportStatus): boolean =>
  status === "summarising" || status === "completed";

/** Queued or scraping: the selected profiles' scrape jobs may still deliver. */
export const awaitsProfiles = (status: ReportStatus): boolean => status === "queued" || status === "scraping";

/**
 * Every move a report makes. Besides the straight line: finishing starts from however far
 * scraping got (with no profile, or past the deadline, a queued report goes straight to
 * `analysing`), a finish cut short (eviction, an error) starts over from `analysing`, anything
 * being generated may fail, and a finished report is generated again (a refresh, a retry).
 */
const MOVES: Record<ReportStatus, readonly ReportStatus[]> = {
  draft: ["queued"],
  queued: ["scraping", "analysing", "failed"],
  scraping: ["analysing", "failed"],
  analysing: ["analysing", "summarising", "failed"],
  summarising: ["analysing", "completed", "failed"],
  completed: ["queued"],
  failed: ["queued"],
};

export function canTransition(from: ReportStatus, to: ReportStatus): boolean {
  return MOVES[from].includes(to);
}
