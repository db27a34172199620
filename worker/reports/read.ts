import type { ReportProfile, ReportResponse, ReportSource } from "../contracts/report";
import type { Source } from "../contracts/sources";
import type { Db } from "../db/client";
import { type ReportProfileRow, toProfile } from "../db/report-profiles";
import { listReportSources, listSelectedProfiles } from "../db/report-results";
import { findReport, type ReportOwner, type ReportRow } from "../db/reports";
import { findWatch, toWatchState } from "../db/watches";
import type { ExampleSpec } from "../domain/examples";
import { ApiError } from "../lib/errors";
import { accessTo, type Reader, type ReportAccess } from "./access";

/**
 * Reading a report as its reader may: the one path the API's report endpoints, the event stream
 * and the report page take, each through `access.ts`'s rule.
 */

export const reportNotFound = () => new ApiError("not_found", "Report not found");
export const notCompleted = () => new ApiError("bad_request", "The report is not completed yet");
const paymentRequired = () => new ApiError("payment_required", "Unlock the report to see its details");

/** What reading needs: the database, and the examples in use (`examplesInUse`), open to anyone. */
export type ReadDeps = { db: Db; examples: readonly ExampleSpec[] };

type Readable = { report: ReportRow; access: ReportAccess };

/**
 * The report and what `reader` may see of it; null for anyone who may not know it exists (API.md:
 * "Anyone but the owner gets 404 for a private report"). With `consume`, a subscriber's first look
 * at a completed report takes one report of the quota, as opening it does.
 */
export async function openReport(
  deps: ReadDeps,
  id: string,
  reader: Reader,
  consume: boolean,
): Promise<Readable | null> {
  const report = await findReport(deps.db, id);
  if (!report) return null;
  const access = await accessTo(deps.db, report, reader, { consume, examples: deps.examples });
  return access && { report, access };
}

/** `openReport`, or 404. By default a subscriber's first look at a completed report takes the quota. */
export async function readableReport(
  deps: ReadDeps,
  id: string,
  reader: Reader,
  options: { consume: boolean } = { consume: true },
): Promise<Readable> {
  const found = await openReport(deps, id, reader, options.consume);
  if (!found) throw reportNotFound();
  return found;
}

/** A report read through its share link only: the caller's session adds nothing (`/snoop`). */
export async function sharedReport(deps: ReadDeps, id: string, hash: string | null): Promise<Readable> {
  const found = await openReport(deps, id, { owner: null, hash }, false);
  if (!found?.access.revealed) throw reportNotFound();
  if (found.report.status !== "completed") throw notCompleted();
  return found;
}

/**
 * The detail endpoints: the report must be completed (400) and unlocked for the reader (402).
 * `read` answers from the report; a subscriber's first view takes one report of the quota only
 * once there is an answer, so a request that ends in 404 (a network, interest or friend the
 * report lacks) costs nothing.
 */
export async function readUnlocked<T>(
  deps: ReadDeps,
  id: string,
  reader: Reader,
  read: (report: ReportRow) => Promise<T>,
): Promise<T> {
  const { report, access } = await readableReport(deps, id, reader, { consume: false });
  if (report.status !== "completed") throw notCompleted();
  if (access.blured !== null) throw paymentRequired();
  const answer = await read(report);
  if (!access.revealed) {
    const opened = await accessTo(deps.db, report, reader, { consume: true, examples: deps.examples });
    if (!opened?.revealed) throw paymentRequired();
  }
  return answer;
}

/** The owner's own report, in any state (generating it, retrying a failed one); 404 to anyone else. */
export async function ownReport(deps: ReadDeps, id: string, owner: ReportOwner | null): Promise<Readable> {
  const found = await readableReport(deps, id, { owner, hash: null }, { consume: false });
  if (!found.access.owner) throw reportNotFound();
  return found;
}

/** Feedback on a report's details: the owner's, on a completed report opened in full (taking the quota as opening does). */
export async function ownUnlockedReport(
  deps: ReadDeps,
  id: string,
  owner: ReportOwner | null,
): Promise<Readable> {
  const found = await readableReport(deps, id, { owner, hash: null });
  if (!found.access.owner) throw reportNotFound();
  if (found.report.status !== "completed") throw notCompleted();
  if (!found.access.revealed) throw paymentRequired();
  return found;
}

function toReportProfile(row: ReportProfileRow): ReportProfile {
  return { ...toProfile(row), coverage: row.coverage };
}

/**
 * `GET /report/{id}`: the report from D1 alone (a few rows). A locked reader gets the teaser:
 * every field, the summary and the latest change withheld (null); interests keep their titles and
 * counts. Only its owner sees the report's watch.
 */
export async function reportView(
  db: Db,
  report: ReportRow,
  access: ReportAccess,
  limit: number,
): Promise<ReportResponse> {
  const [profiles, sourceRows, watch] = await Promise.all([
    listSelectedProfiles(db, report.id),
    listReportSources(db, report.id),
    access.owner && access.revealed ? findWatch(db, report.id) : undefined,
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
    change: access.revealed ? report.lastChange : null,
    watch: watch ? toWatchState(watch) : null,
  };
}
