import type { Context } from "hono";
import { enforce, LIMITS } from "../../../auth/rate-limit";
import {
  CREATE_MESSAGES,
  type CreateAddResponse,
  type CreateSearchResponse,
} from "../../../contracts/create";
import { createAddBody, createSearchBody, createSourceParam } from "../../../contracts/create-schema";
import type { BadReason, CreateSource } from "../../../contracts/sources";
import { optedOutAmong } from "../../../db/opt-outs";
import {
  deleteCandidate,
  findCandidate,
  listCandidates,
  markOptedOut,
  nextTopPosition,
  type ReportProfileRow,
  upsertCandidate,
} from "../../../db/report-profiles";
import { updateSearchStatus } from "../../../db/reports";
import type { CandidateRecord } from "../../../domain/candidates";
import { parseProfileLink } from "../../../domain/profile-link";
import { ApiError } from "../../../lib/errors";
import { type AppEnv, createRouter } from "../../../lib/hono";
import { validate } from "../../../lib/validate";
import { isOptedOut } from "../../../sources/opt-out-guard";
import { type Deps, depsOf, lookUpProfile, withPicture } from "./lookup";
import { ownedDraft, ownerKey } from "./owner";
import { toCandidateProfile } from "./views";

/**
 * Adding selects a profile unless its person opted out. A failing one is selected all the same:
 * generation retries it and, failing again, reports it `unloaded` (API.md).
 */
function selectable(profile: { badReason: BadReason | null }): boolean {
  return profile.badReason !== "optOut";
}

/** Stored candidates whose lookup is worth repeating when added: it failed, or found nobody (then 404). */
const LOOKED_UP_AGAIN: ReadonlySet<BadReason> = new Set(["notFound", "unloaded", "unexpected"]);

/** The caller's draft, the lookup counted against its owner's budget. */
async function draftForLookup(c: Context<AppEnv>, id: string) {
  const report = await ownedDraft(c, id);
  await enforce(c.var.db, `create:lookup:${ownerKey(report.owner)}`, LIMITS.createLookupsPerOwner);
  return report;
}

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
    selected: options.select && selectable(record),
    position: options.position ?? (await nextTopPosition(deps.db, reportId, record.source)),
  });
}

export const profileLookups = createRouter()
  .post(
    "/:id/:source/search",
    validate("param", createSourceParam),
    validate("json", createSearchBody),
    async (c) => {
      const { id, source } = c.req.valid("param");
      const report = await draftForLookup(c, id);
      const username = usernameOn(source, c.req.valid("json").query);
      if (!username) {
        throw new ApiError("validation", CREATE_MESSAGES.invalidLink, { query: CREATE_MESSAGES.invalidLink });
      }
      const deps = depsOf(c);
      const record = await lookUpProfile(deps, source, username);
      const stored = await store(deps, report.id, record, { select: false });
      // A source nobody searched yet has a list now.
      if ((report.searchStatus[source] ?? "idle") === "idle" && record.badReason !== "unloaded") {
        await updateSearchStatus(c.var.db, report.id, { ...report.searchStatus, [source]: "loaded" });
      }
      return c.json({ items: [toCandidateProfile(stored)] } satisfies CreateSearchResponse);
    },
  )
  .post(
    "/:id/:source/add",
    validate("param", createSourceParam),
    validate("json", createAddBody),
    async (c) => {
      const { id, source } = c.req.valid("param");
      const body = c.req.valid("json");
      const report = await draftForLookup(c, id);
      const deps = depsOf(c);
      const known = await findCandidate(c.var.db, report.id, source, body.id);
      const stale = known?.badReason ? LOOKED_UP_AGAIN.has(known.badReason) : false;
      let added: ReportProfileRow;
      if (known && !body.unloaded && !stale) {
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
        if (known && known.profileId !== added.profileId) await deleteCandidate(c.var.db, known);
      }
      const response: CreateAddResponse = toCandidateProfile(added);
      if (body.next) {
        const rows = await listCandidates(c.var.db, report.id);
        const next = rows.find(
          (r) =>
            r.source === source && !r.selected && r.badReason === null && r.profileId !== added.profileId,
        );
        response.next = next ? toCandidateProfile(next) : null;
      }
      return c.json(response);
    },
  );

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
  return upsertCandidate(deps.db, known.reportId, { ...known, ...picture, selected: selectable(known) });
}
