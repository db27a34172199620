import { CREATE_MESSAGES, type CreateConfirmResponse } from "../contracts/create";
import type { Source } from "../contracts/sources";
import { optedOutAmong } from "../db/opt-outs";
import { listCandidates, markOptedOut, setSelection } from "../db/report-profiles";
import { type ReportRow, setReportSelection } from "../db/reports";
import { blocksConfirm } from "../domain/candidates";
import { ApiError } from "../lib/errors";
import { isOptedOut } from "../sources/opt-out-guard";
import type { Deps } from "./lookup";
import { selectionSummary, toCandidateProfile } from "./views";

/**
 * `POST /create/{id}/confirm`: fixes the report's selection, the profiles generation will read.
 * Only an empty selection or a private Instagram or Facebook profile is refused (API.md);
 * generation skips what it cannot read.
 */
export async function confirmSelection(
  deps: Pick<Deps, "db">,
  report: ReportRow,
  wanted: readonly { source: Source; id: string }[],
): Promise<CreateConfirmResponse> {
  const { db } = deps;
  if (wanted.length === 0) throw new ApiError("bad_request", CREATE_MESSAGES.selectAccounts);
  const rows = await listCandidates(db, report.id);
  const keys = [...new Map(wanted.map((w) => [`${w.source}:${w.id}`, w])).values()];
  const chosen = keys.map(({ source, id }) => {
    const row = rows.find((r) => r.source === source && r.profileId === id);
    if (!row) throw new ApiError("not_found", CREATE_MESSAGES.profileNotFound);
    return row;
  });
  // An opt-out filed since the search wins: those profiles are never reported.
  for (const source of new Set<Source>(chosen.map((r) => r.source))) {
    const ofSource = chosen.filter((r) => r.source === source);
    const blocked = await optedOutAmong(
      db,
      source,
      ofSource.flatMap((r) => [r.profileId, r.username]),
    );
    const hit = ofSource.filter((r) => isOptedOut(blocked, { id: r.profileId, username: r.username }));
    await markOptedOut(
      db,
      report.id,
      source,
      hit.map((r) => r.profileId),
    );
    for (const row of hit) row.badReason = "optOut";
  }
  if (chosen.some(blocksConfirm)) throw new ApiError("bad_request", CREATE_MESSAGES.deletePrivate);
  await setSelection(
    db,
    report.id,
    chosen.map((r) => ({ source: r.source, profileId: r.profileId })),
  );
  await setReportSelection(db, report.id, selectionSummary(chosen));
  return {
    id: report.id,
    status: report.status,
    profiles: chosen.map((r) => toCandidateProfile({ ...r, selected: true })),
  };
}
