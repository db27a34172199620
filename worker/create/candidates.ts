import type { z } from "zod";
import { CREATE_MESSAGES, type CreateAddResponse, type CreateSearchResponse } from "../contracts/create";
import type { createAddBody } from "../contracts/create-schema";
import type { CreateSource } from "../contracts/sources";
import { optedOutAmong } from "../db/opt-outs";
import {
  deleteCandidate,
  findCandidate,
  listCandidates,
  markOptedOut,
  nextTopPosition,
  type ReportProfileRow,
  upsertCandidate,
} from "../db/report-profiles";
import { type ReportRow, updateSearchStatus } from "../db/reports";
import { type CandidateRecord, isLookedUpAgain, isSelectable } from "../domain/candidates";
import { parseProfileLink } from "../domain/profile-link";
import { ApiError } from "../lib/errors";
import { isOptedOut } from "../sources/opt-out-guard";
import { type Deps, lookUpProfile, withPicture } from "./lookup";
import { toCandidateProfile } from "./views";

/** A username or link on the path's source; a link to another network is no profile of this one. */
function usernameOn(source: CreateSource, input: string): string | null {
  const link = parseProfileLink(input, source);
  return link.ok && link.source === source ? link.username : null;
}

/** Stores a looked-up profile (new ones on top of the list), its picture copied. */
async function store(
  deps: Deps,
  reportId: string,
  record: CandidateRecord,
  options: { select: boolean; position?: number; forcePicture?: boolean },
): Promise<ReportProfileRow> {
  const picture = await withPicture(deps, record, options.forcePicture);
  return upsertCandidate(deps.db, reportId, {
    ...record,
    ...picture,
    selected: options.select && isSelectable(record),
    position: options.position ?? (await nextTopPosition(deps.db, reportId, record.source)),
  });
}

/** `POST /create/{id}/{source}/search`: one username (or link) on the source, added to its list unselected. */
export async function searchProfile(
  deps: Deps,
  report: ReportRow,
  source: CreateSource,
  query: string,
): Promise<CreateSearchResponse> {
  const username = usernameOn(source, query);
  if (!username) {
    throw new ApiError("validation", CREATE_MESSAGES.invalidLink, { query: CREATE_MESSAGES.invalidLink });
  }
  const record = await lookUpProfile(deps, source, username);
  const stored = await store(deps, report.id, record, { select: false });
  // A source nobody searched yet has a list now.
  if ((report.searchStatus[source] ?? "idle") === "idle" && record.badReason !== "unloaded") {
    await updateSearchStatus(deps.db, report.id, { ...report.searchStatus, [source]: "loaded" });
  }
  return { items: [toCandidateProfile(stored)] };
}

/**
 * `POST /create/{id}/{source}/add`: a candidate selected. A stored one is selected again; one
 * whose lookup failed or that is new is looked up now. `next`: the source's next unselected usable candidate.
 */
export async function addProfile(
  deps: Deps,
  report: ReportRow,
  source: CreateSource,
  body: z.output<typeof createAddBody>,
): Promise<CreateAddResponse> {
  const known = await findCandidate(deps.db, report.id, source, body.id);
  let added: ReportProfileRow;
  if (known && !body.unloaded && !isLookedUpAgain(known.badReason)) {
    added = await reselect(deps, known, body.imageUnloaded === true);
  } else {
    const username = usernameOn(source, known?.username ?? body.id);
    const record = username ? await lookUpProfile(deps, source, username) : null;
    if (!record || record.badReason === "notFound") {
      throw new ApiError("not_found", CREATE_MESSAGES.profileNotFound);
    }
    added = await store(deps, report.id, record, {
      select: true,
      position: known?.position,
      forcePicture: body.imageUnloaded === true,
    });
    // A retried placeholder resolved to the profile's real id: the placeholder goes.
    if (known && known.profileId !== added.profileId) await deleteCandidate(deps.db, known);
  }
  const response: CreateAddResponse = toCandidateProfile(added);
  if (body.next) {
    const rows = await listCandidates(deps.db, report.id);
    const next = rows.find(
      (r) => r.source === source && !r.selected && r.badReason === null && r.profileId !== added.profileId,
    );
    response.next = next ? toCandidateProfile(next) : null;
  }
  return response;
}

/** A stored candidate, selected again: opt-outs filed since it was found win, its picture retried if asked. */
async function reselect(
  deps: Deps,
  known: ReportProfileRow,
  imageUnloaded: boolean,
): Promise<ReportProfileRow> {
  const blocked = await optedOutAmong(deps.db, known.source, [known.profileId, known.username]);
  if (isOptedOut(blocked, { id: known.profileId, username: known.username })) {
    await markOptedOut(deps.db, known.reportId, known.source, [known.profileId]);
    const marked = await findCandidate(deps.db, known.reportId, known.source, known.profileId);
    if (!marked) throw new ApiError("not_found", CREATE_MESSAGES.profileNotFound);
    return marked;
  }
  const picture =
    imageUnloaded || (known.image === null && known.remoteImage !== null)
      ? await withPicture(deps, known, imageUnloaded)
      : { image: known.image, imageNotLoaded: known.imageNotLoaded };
  return upsertCandidate(deps.db, known.reportId, { ...known, ...picture, selected: isSelectable(known) });
}
