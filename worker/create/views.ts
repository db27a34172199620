import type {
  CandidatePage,
  CandidateProfile,
  CandidateSourceStatus,
  CreateReportResponse,
} from "../contracts/create";
import { CREATE_SOURCES, type CreateSource } from "../contracts/sources";
import {
  listCandidates,
  type ReportProfileRow,
  setCandidatePictures,
  toProfile,
} from "../db/report-profiles";
import type { ReportRow } from "../db/reports";
import { type Deps, withPicture } from "./lookup";

export function toCandidateProfile(row: ReportProfileRow): CandidateProfile {
  const { confidence, band, reasons, selected } = row;
  return { ...toProfile(row), confidence, band, reasons, selected };
}

/** How the dashboard lists a report by its selection: the selected sources in page order, the first picture. */
export function selectionSummary(selected: readonly { source: string; image?: string | null }[]) {
  return {
    sources: CREATE_SOURCES.filter((s) => selected.some((r) => r.source === s)),
    image: selected.find((r) => r.image)?.image ?? null,
  };
}

export function sourceStatus(report: ReportRow, source: CreateSource): CandidateSourceStatus {
  return report.searchStatus[source] ?? "idle";
}

/**
 * One source's page of candidates. Pictures not copied at search time (further down the list)
 * are copied now, when first shown.
 */
export async function candidatePage(
  deps: Deps,
  report: ReportRow,
  rows: ReportProfileRow[],
  source: CreateSource,
  offset: number,
  limit: number,
): Promise<CandidatePage> {
  const all = rows.filter((r) => r.source === source);
  const page = all.slice(offset, offset + limit);
  const copied = await Promise.all(
    page.map(async (row) => {
      if (row.image !== null || row.imageNotLoaded || row.remoteImage === null) return null;
      return { ...row, ...(await withPicture(deps, row)) };
    }),
  );
  const fresh = copied.filter((row) => row !== null);
  await setCandidatePictures(deps.db, fresh);
  const shown = page.map((row, i) => copied[i] ?? row);
  return {
    items: shown.map(toCandidateProfile),
    hasMore: all.length > offset + limit,
    status: sourceStatus(report, source),
  };
}

/** `GET /create/{id}`: every creatable source's first `limit` candidates (the create page's loader too). */
export async function draftView(deps: Deps, report: ReportRow, limit: number): Promise<CreateReportResponse> {
  const rows = await listCandidates(deps.db, report.id);
  const pages = await Promise.all(
    CREATE_SOURCES.map(async (s) => [s, await candidatePage(deps, report, rows, s, 0, limit)] as const),
  );
  return {
    id: report.id,
    title: { name: report.name ?? "", age: report.age, state: report.state },
    status: report.status,
    sources: Object.fromEntries(pages) as Record<CreateSource, CandidatePage>,
  };
}
