import { CREATE_MESSAGES, type CreateConfirmResponse } from "../../../contracts/create";
import { createConfirmBody, createIdParam } from "../../../contracts/create-schema";
import type { Source } from "../../../contracts/sources";
import { optedOutAmong } from "../../../db/opt-outs";
import { listCandidates, markOptedOut, setSelection } from "../../../db/report-profiles";
import { setReportSelection } from "../../../db/reports";
import { blocksConfirm } from "../../../domain/candidates";
import { ApiError } from "../../../lib/errors";
import { createRouter } from "../../../lib/hono";
import { validate } from "../../../lib/validate";
import { isOptedOut } from "../../../sources/opt-out-guard";
import { ownedDraft } from "./owner";
import { selectionSummary, toCandidateProfile } from "./views";

/**
 * Fixes the report's selection: the profiles generation will read. Only an empty selection or a
 * private Instagram or Facebook profile is refused (API.md); generation skips what it cannot read.
 */
export const confirmSelection = createRouter().post(
  "/:id/confirm",
  validate("param", createIdParam),
  validate("json", createConfirmBody),
  async (c) => {
    const report = await ownedDraft(c, c.req.valid("param").id);
    const wanted = c.req.valid("json").profiles;
    if (wanted.length === 0) throw new ApiError("bad_request", CREATE_MESSAGES.selectAccounts);
    const rows = await listCandidates(c.var.db, report.id);
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
        c.var.db,
        source,
        ofSource.flatMap((r) => [r.profileId, r.username]),
      );
      const hit = ofSource.filter((r) => isOptedOut(blocked, { id: r.profileId, username: r.username }));
      await markOptedOut(
        c.var.db,
        report.id,
        source,
        hit.map((r) => r.profileId),
      );
      for (const row of hit) row.badReason = "optOut";
    }
    if (chosen.some(blocksConfirm)) throw new ApiError("bad_request", CREATE_MESSAGES.deletePrivate);
    await setSelection(
      c.var.db,
      report.id,
      chosen.map((r) => ({ source: r.source, profileId: r.profileId })),
    );
    await setReportSelection(c.var.db, report.id, selectionSummary(chosen));
    return c.json({
      id: report.id,
      status: report.status,
      profiles: chosen.map((r) => toCandidateProfile({ ...r, selected: true })),
    } satisfies CreateConfirmResponse);
  },
);
