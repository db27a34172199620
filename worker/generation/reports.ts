import { eq } from "drizzle-orm";
import { CREATE_MESSAGES } from "../contracts/create";
import {
  type CheckResponse,
  type GenerateResponse,
  REFRESH_MESSAGES,
  type ReportProfile,
  type ReportResponse,
  type ReportSource,
} from "../contracts/report";
import type { ReportStatus } from "../contracts/report-events";
import type { BadReason, Source } from "../contracts/sources";
import type { Db } from "../db/client";
import { type ReportProfileRow, toProfile } from "../db/report-profiles";
import {
  claimGeneration,
  listReportSources,
  listSelectedProfiles,
  setReportStatus,
} from "../db/report-results";
import { claimRefresh, type ReportRow, releaseRefresh } from "../db/reports";
import { reports } from "../db/schema";
import type { StartInput } from "../durable/report-room";
import { ApiError } from "../lib/errors";
import type { ReportAccess } from "./access";

/**
 * Report services shared by the API handlers and the page loaders: starting a generation and
 * reading a report as its reader may see it.
 */

export function findReport(db: Db, id: string) {
  return db.query.reports.findFirst({ where: eq(reports.id, id) });
}

export const roomOf = (env: Env, reportId: string) => env.REPORT_ROOM.getByName(reportId);

/** How far a report's generation is: the room knows; D1 answers for a room not started yet. */
export async function checkOf(env: Env, report: ReportRow): Promise<CheckResponse> {
  const live = await roomOf(env, report.id).check();
  return live ?? { status: report.status, progress: { done: 0, total: 0 }, sources: {} };
}

/** Selected profiles with nothing to load: they never reach a scrape job. */
const NOTHING_TO_LOAD: ReadonlySet<BadReason> = new Set(["notFound", "optOut"]);

function startInput(report: ReportRow, selected: ReportProfileRow[]): StartInput {
  const profiles = selected.filter((p) => p.badReason === null || !NOTHING_TO_LOAD.has(p.badReason));
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
  if (report.status !== "draft") return { id: report.id, status: report.status };
  // Nothing the selection names can be read (all not found or opted out): the spec's message.
  if (input.profiles.length === 0) throw new ApiError("not_found", CREATE_MESSAGES.selectAccounts);
  if (!(await claimGeneration(db, report.id, "draft"))) {
    const now = await findReport(db, report.id);
    return { id: report.id, status: now?.status ?? "queued" };
  }
  try {
    const status = (await roomOf(env, report.id).start(input)) as ReportStatus;
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

async function retryFailed(env: Env, db: Db, report: ReportRow): Promise<GenerateResponse> {
  if (!(await claimGeneration(db, report.id, "failed"))) {
    const now = await findReport(db, report.id);
    return { id: report.id, status: now?.status ?? "queued" };
  }
  try {
    return await refreshRoom(env, db, report);
  } catch (error) {
    await setReportStatus(db, report.id, "failed");
    throw error;
  }
}

async function refreshRoom(env: Env, db: Db, report: ReportRow): Promise<GenerateResponse> {
  const input = startInput(report, await listSelectedProfiles(db, report.id));
  return { id: report.id, status: (await roomOf(env, report.id).refresh(input)) as ReportStatus };
}

function toReportProfile(row: ReportProfileRow): ReportProfile {
  return { ...toProfile(row), coverage: row.coverage };
}

/**
 * `GET /report/{id}`: the report from D1 alone (a few rows). A locked reader gets the teaser:
 * every field, the summary withheld (null); interests keep their titles and counts.
 */
export async function reportView(
  db: Db,
  report: ReportRow,
  access: ReportAccess,
  limit: number,
): Promise<ReportResponse> {
  const [profiles, sourceRows] = await Promise.all([
    listSelectedProfiles(db, report.id),
    listReportSources(db, report.id),
  ]);
  const sources: Partial<Record<Source, ReportSource>> = {};
  for (const row of sourceRows) {
    sources[row.source] = {
      interests: row.interests.slice(0, limit),
      friends: row.friends,
      coverage: row.coverage,
    };
  }
  return {
    id: report.id,
    title: { name: report.name ?? "", age: report.age, state: report.state },
    status: report.status,
    created: report.created.toISOString(),
    image: report.image,
    profiles: profiles.map(toReportProfile),
    sources,
    summary: access.revealed ? report.summary : null,
    public: report.public,
    blured: access.blured,
    tracked: report.tracked?.getTime() ?? null,
  };
}
