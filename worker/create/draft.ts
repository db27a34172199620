import { randomId } from "../auth/crypto";
import { CREATE_MESSAGES } from "../contracts/create";
import type { CreateRequest } from "../contracts/create-schema";
import { CREATE_SOURCES, type CreateSource, isCreateSource } from "../contracts/sources";
import { insertCandidates, type ReportProfileInput } from "../db/report-profiles";
import { createDraftReport, type ReportOwner, type ReportRow } from "../db/reports";
import { type CandidateRecord, isPreselected, lookupFailed } from "../domain/candidates";
import { parseProfileLink } from "../domain/profile-link";
import { ApiError } from "../lib/errors";
import { type Deps, lookUpProfile, searchByName, toRows } from "./lookup";
import { selectionSummary } from "./views";

type Draft = {
  title: Pick<ReportRow, "name" | "age" | "state">;
  searchStatus: ReportRow["searchStatus"];
  rows: ReportProfileInput[];
};

function invalidLink(): ApiError {
  return new ApiError("validation", CREATE_MESSAGES.invalidLink, { username: CREATE_MESSAGES.invalidLink });
}

/**
 * `{ source, username }`: that one profile, looked up now. A link's network decides the source.
 * A username nobody has still makes the report, its candidate marked `notFound` (API.md).
 */
async function draftForUsername(
  deps: Deps,
  body: Extract<CreateRequest, { kind: "username" }>,
): Promise<Draft> {
  const link = parseProfileLink(body.username, body.source ?? undefined);
  if (!link.ok || !isCreateSource(link.source)) throw invalidLink();
  const source = link.source;
  const record = await lookUpProfile(deps, source, link.username);
  return {
    title: { name: record.fullname || record.username, age: null, state: null },
    searchStatus: statusFor({ [source]: lookupFailed(record.badReason) ? null : [record] }),
    rows: await toRows(deps, [record], isPreselected),
  };
}

/** `{ name, age?, state? }`: every creatable source's people search, ranked. */
async function draftForName(deps: Deps, body: Extract<CreateRequest, { kind: "name" }>): Promise<Draft> {
  const lists = await searchByName(deps, { name: body.name, age: body.age, state: body.state });
  const found = CREATE_SOURCES.flatMap((s) => lists[s] ?? []);
  const failed = CREATE_SOURCES.some((s) => lists[s] === null);
  if (found.length === 0 && !failed) throw new ApiError("not_found", CREATE_MESSAGES.nameNotFound);
  const rows = await Promise.all(CREATE_SOURCES.map((s) => toRows(deps, lists[s] ?? [], isPreselected)));
  return {
    title: { name: body.name, age: body.age, state: body.state },
    searchStatus: statusFor(lists),
    rows: rows.flat(),
  };
}

/** Searched sources are `loaded` or (null: failed) `unloaded`; the rest were not searched. */
function statusFor(
  lists: Partial<Record<CreateSource, CandidateRecord[] | null>>,
): ReportRow["searchStatus"] {
  return Object.fromEntries(
    CREATE_SOURCES.map((s) => [s, !(s in lists) ? "idle" : lists[s] === null ? "unloaded" : "loaded"]),
  );
}

/** `POST /create`: searches, then stores the draft and its candidates; answers the new report's id. */
export async function makeDraft(deps: Deps, body: CreateRequest, owner: ReportOwner): Promise<string> {
  const draft =
    body.kind === "username" ? await draftForUsername(deps, body) : await draftForName(deps, body);
  const id = randomId("rep");
  await createDraftReport(
    deps.db,
    {
      id,
      ...draft.title,
      searchStatus: draft.searchStatus,
      ...selectionSummary(draft.rows.filter((r) => r.selected)),
      created: new Date(),
    },
    owner,
  );
  await insertCandidates(deps.db, id, draft.rows);
  return id;
}
