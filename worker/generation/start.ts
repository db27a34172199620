import { CREATE_MESSAGES } from "../contracts/create";
import { type CheckResponse, type GenerateResponse, REFRESH_MESSAGES } from "../contracts/report";
import type { Db } from "../db/client";
import type { ReportProfileRow } from "../db/report-profiles";
import { claimGeneration, listSelectedProfiles, setReportStatus } from "../db/report-results";
import { claimRefresh, findReport, type ReportRow, releaseRefresh } from "../db/reports";
import { hasNothingToLoad } from "../domain/candidates";
import { isFinished } from "../domain/report-lifecycle";
import type { StartInput } from "../durable/report-room";
import { ApiError } from "../lib/errors";
import { roomOf } from "../reports/room";

/**
 * Starting a report's generation: D1 claims it (once, whatever the concurrency), then its room
 * (durable/report-room.ts) takes over: scrape jobs, analysis, summary, the event stream.
 */

/** How far a report's generation is: the room knows; D1 answers for a room not started yet. */
export async function checkOf(env: Env, report: ReportRow): Promise<CheckResponse> {
  const live = await roomOf(env, report.id).check();
  return live ?? { status: report.status, progress: { done: 0, total: 0 }, sources: {} };
}

function startInput(report: ReportRow, selected: ReportProfileRow[]): StartInput {
  const profiles = selected.filter((p) => !hasNothingToLoad(p.badReason));
  return {
    reportId: report.id,
    subject: report.name ?? profiles[0]?.fullname ?? "",
    profiles: profiles.map((p) => ({ source: p.source, profileId: p.profileId, username: p.username })),
  };
}

/**
 * `POST /generate`: hands a confirmed report to its room. 404 when no selected profile can be
 * loaded; idempotent: a report already queued, generating or done answers its status.
 */
export async function startGeneration(env: Env, db: Db, report: ReportRow): Promise<GenerateResponse> {
  const input = startInput(report, await listSelectedProfiles(db, report.id));
  // D1's `queued` may be a claim no room took (its call failed, and undoing the claim too), or a
  // copy D1 has not taken yet. The room's start is idempotent: it starts a report it never had,
  // and for one it has starts nothing (API.md), writes D1's copy again and answers its status.
  if (report.status === "queued") return { id: report.id, status: await roomOf(env, report.id).start(input) };
  if (report.status !== "draft") return { id: report.id, status: report.status };
  // Nothing the selection names can be read (all not found or opted out): the spec's message.
  if (input.profiles.length === 0) throw new ApiError("not_found", CREATE_MESSAGES.selectAccounts);
  if (!(await claimGeneration(db, report.id, "draft"))) return claimedElsewhere(db, report);
  try {
    const status = await roomOf(env, report.id).start(input);
    return { id: report.id, status };
  } catch (error) {
    // The room never started: the report stays a draft the owner can generate again.
    await setReportStatus(db, report.id, "draft");
    throw error;
  }
}

/** A completed report is refreshed at most this often (the first refresh after generation always). */
const REFRESH_INTERVAL_MS = 24 * 60 * 60 * 1000;

/**
 * `POST /report/{id}/refresh` (the owner's): a completed report generated again, its results so
 * far kept as history. Only a report its owner has unlocked (402: `unlocked` is the owner's access
 * answer, already asked), once a day (429 with the time it opens again). A failed report is tried
 * again the same way, with neither limit.
 */
export async function refreshGeneration(
  env: Env,
  db: Db,
  report: ReportRow,
  unlocked: boolean,
): Promise<GenerateResponse> {
  if (report.status === "failed") return retryFailed(env, db, report);
  const retaken = await retakeClaim(env, db, report);
  if (retaken) return retaken;
  if (report.status !== "completed")
    throw new ApiError("bad_request", "Only a completed report can be refreshed");
  if (!unlocked) throw new ApiError("payment_required", REFRESH_MESSAGES.locked);
  const now = new Date();
  if (!(await claimRefresh(db, report.id, now, REFRESH_INTERVAL_MS))) {
    const current = await findReport(db, report.id);
    if (current?.status === "completed" && current.refreshedAt) {
      const opens = new Date(current.refreshedAt.getTime() + REFRESH_INTERVAL_MS);
      throw new ApiError("rate_limited", REFRESH_MESSAGES.tooSoon, undefined, opens);
    }
    return { id: report.id, status: current?.status ?? "queued" };
  }
  try {
    return await refreshRoom(env, db, report);
  } catch (error) {
    await releaseRefresh(db, report.id, report.refreshedAt);
    throw error;
  }
}

/**
 * A watched report's scheduled re-screen (worker/monitoring): the refresh's pipeline without its
 * limits (no quota, no daily limit: the watch's schedule is the limit). Only a completed report is
 * re-screened; one being generated or refreshed right now is left to that run. True when it started.
 */
export async function rescreenGeneration(env: Env, db: Db, report: ReportRow): Promise<boolean> {
  if (report.status !== "completed" || !(await claimGeneration(db, report.id, "completed"))) return false;
  try {
    const input = startInput(report, await listSelectedProfiles(db, report.id));
    const status = await roomOf(env, report.id).refresh(input, true);
    // A room with nothing to refresh (its storage gone) changes nothing: the report stays as it is.
    if (status === "draft") await setReportStatus(db, report.id, "completed");
    return status !== "draft";
  } catch (error) {
    await setReportStatus(db, report.id, "completed");
    throw error;
  }
}

async function retryFailed(env: Env, db: Db, report: ReportRow): Promise<GenerateResponse> {
  if (!(await claimGeneration(db, report.id, "failed"))) return claimedElsewhere(db, report);
  try {
    return await refreshRoom(env, db, report);
  } catch (error) {
    await setReportStatus(db, report.id, "failed");
    throw error;
  }
}

/**
 * A refresh asked while D1 says `queued` but the room never took the claim: its call failed and
 * undoing the claim failed too (a D1 error). The claim stands and the room is asked again (a start
 * or a refresh is idempotent, so a claim being taken right now is not started twice). Null when
 * the room generates it.
 */
async function retakeClaim(env: Env, db: Db, report: ReportRow): Promise<GenerateResponse | null> {
  if (report.status !== "queued") return null;
  const room = roomOf(env, report.id);
  const live = await room.check();
  if (live && !isFinished(live.status)) return null;
  const input = startInput(report, await listSelectedProfiles(db, report.id));
  const status = live ? await room.refresh(input) : await room.start(input);
  return { id: report.id, status };
}

/** A concurrent request won the claim: the report's status as it left it (queued until the row says more). */
async function claimedElsewhere(db: Db, report: ReportRow): Promise<GenerateResponse> {
  const now = await findReport(db, report.id);
  return { id: report.id, status: now?.status ?? "queued" };
}

async function refreshRoom(env: Env, db: Db, report: ReportRow): Promise<GenerateResponse> {
  const input = startInput(report, await listSelectedProfiles(db, report.id));
  return { id: report.id, status: await roomOf(env, report.id).refresh(input) };
}
