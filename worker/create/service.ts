import type { z } from "zod";
import type { CreateRequest, createAddBody } from "../contracts/create-schema";
import type { CreateSource, Source } from "../contracts/sources";
import { listCandidates } from "../db/report-profiles";
import type { ReportRow } from "../db/reports";
import { type Admission, admitCreator, type Creator } from "./admission";
import { addProfile, searchProfile } from "./candidates";
import { makeDraft } from "./draft";
import type { Deps } from "./lookup";
import { confirmSelection } from "./selection";
import { candidatePage, draftView } from "./views";

/**
 * The create flow of one request (services.ts): drafts made from a name or a username, their
 * candidates looked up, listed and selected, the selection confirmed. The create API's handlers and
 * the create page's loader both go through it.
 */
export function createService(deps: Deps) {
  return {
    admit: (creator: Creator) => admitCreator(deps.db, creator),
    /** Only a report made counts against the visitor's day: a name that found nobody does not. */
    draft: (body: CreateRequest, admission: Admission) =>
      makeDraft(deps, body, admission.owner).catch(async (error: unknown) => {
        await admission.release();
        throw error;
      }),
    /** `GET /create/{id}` and the create page: every creatable source's first `limit` candidates. */
    view: (report: ReportRow, limit: number) => draftView(deps, report, limit),
    async page(report: ReportRow, source: CreateSource, offset: number, limit: number) {
      return candidatePage(deps, report, await listCandidates(deps.db, report.id), source, offset, limit);
    },
    search: (report: ReportRow, source: CreateSource, query: string) =>
      searchProfile(deps, report, source, query),
    add: (report: ReportRow, source: CreateSource, body: z.output<typeof createAddBody>) =>
      addProfile(deps, report, source, body),
    confirm: (report: ReportRow, wanted: readonly { source: Source; id: string }[]) =>
      confirmSelection(deps, report, wanted),
  };
}
