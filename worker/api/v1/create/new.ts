import type { Context } from "hono";
import { getCookie, setCookie } from "hono/cookie";
import { randomId, randomToken } from "../../../auth/crypto";
import { enforce, LIMITS, reserveHit } from "../../../auth/rate-limit";
import { CREATE_MESSAGES, type CreateResponse } from "../../../contracts/create";
import { type CreateRequest, createBody } from "../../../contracts/create-schema";
import { CREATE_SOURCES, type CreateSource, isCreateSource } from "../../../contracts/sources";
import { insertCandidates, type ReportProfileInput } from "../../../db/report-profiles";
import { createDraftReport, type ReportOwner, type ReportRow, visitorHasReport } from "../../../db/reports";
import { type CandidateRecord, isPreselected } from "../../../domain/candidates";
import { parseProfileLink } from "../../../domain/profile-link";
import { COOKIE, cookieOptions, ONE_YEAR_SECONDS } from "../../../lib/cookies";
import { ApiError } from "../../../lib/errors";
import { type AppEnv, createRouter } from "../../../lib/hono";
import { validate } from "../../../lib/validate";
import { type Deps, depsOf, lookUpProfile, searchByName, toRows } from "./lookup";
import { selectionSummary } from "./views";

const visitorIpKey = (ip: string) => `create:visitor-ip:${ip}`;

type Admission = { owner: ReportOwner; release: () => Promise<void> };

/**
 * Who is creating, within their limits: an account (a daily cap), or a visitor (one report per
 * browser and per IP a day: API.md). A visitor's browser gets its cookie on the first attempt.
 * The visitor's IP slot is taken before the (slow) search, so parallel attempts cannot all pass;
 * `release` gives it back when no report is made.
 */
async function admit(c: Context<AppEnv>): Promise<Admission> {
  const { db, auth, ip } = c.var;
  if (auth) {
    await enforce(db, `create:user:${auth.session.userId}`, LIMITS.createsPerUser);
    return { owner: { userId: auth.session.userId }, release: async () => undefined };
  }
  const known = getCookie(c, COOKIE.visitor);
  if (known && (await visitorHasReport(db, known))) throw new ApiError("search_limit");
  const { release } = await reserveHit(
    db,
    visitorIpKey(ip),
    LIMITS.visitorCreatesPerIp,
    () => new ApiError("search_limit"),
  );
  const visitorId = known ?? randomToken(16);
  if (!known)
    setCookie(c, COOKIE.visitor, visitorId, cookieOptions(c.var.config, c.var.url, ONE_YEAR_SECONDS));
  return { owner: { visitorId }, release };
}

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
  const failed = record.badReason === "unloaded" || record.badReason === "unexpected";
  return {
    title: { name: record.fullname || record.username, age: null, state: null },
    searchStatus: statusFor({ [source]: failed ? null : [record] }),
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

/** Searches, then stores the draft and its candidates; answers the new report's id. */
async function makeDraft(c: Context<AppEnv>, body: CreateRequest, owner: ReportOwner): Promise<string> {
  const deps = depsOf(c);
  const draft =
    body.kind === "username" ? await draftForUsername(deps, body) : await draftForName(deps, body);
  const id = randomId("rep");
  await createDraftReport(
    c.var.db,
    {
      id,
      ...draft.title,
      searchStatus: draft.searchStatus,
      ...selectionSummary(draft.rows.filter((r) => r.selected)),
      created: new Date(),
    },
    owner,
  );
  await insertCandidates(c.var.db, id, draft.rows);
  return id;
}

export const createReport = createRouter().post("/", validate("json", createBody), async (c) => {
  const body = c.req.valid("json");
  const { owner, release } = await admit(c);
  // Only a report made counts against the visitor's day: a name that found nobody does not.
  const id = await makeDraft(c, body, owner).catch(async (error: unknown) => {
    await release();
    throw error;
  });
  return c.json({ id } satisfies CreateResponse);
});
