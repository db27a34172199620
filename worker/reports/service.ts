import { randomToken } from "../auth/crypto";
import { SHARE_MESSAGES } from "../contracts/report";
import type { Source } from "../contracts/sources";
import type { ReportOwner, ReportRow } from "../db/reports";
import { deleteReport, findReportOf, shareReport, unshareReport } from "../db/reports";
import type { User } from "../db/users";
import { isExampleReportId } from "../domain/examples";
import { deleteReportData } from "../generation/retention";
import { deleteShareImage, saveShareImage, shareImageOf } from "../generation/share-image";
import { checkOf, refreshGeneration, startGeneration } from "../generation/start";
import { ApiError } from "../lib/errors";
import { mayShare, type Reader, type ReportAccess } from "./access";
import {
  commonInterests,
  friendsOf,
  interestEvidence,
  interestProfiles,
  type Page,
  reportHistory,
  reportIssue,
  sourceInterests,
} from "./details";
import { listReports } from "./list";
import {
  openReport,
  ownReport,
  ownUnlockedReport,
  type ReadDeps,
  readableReport,
  readUnlocked,
  reportView,
  sharedReport,
} from "./read";
import { eventStream } from "./stream";

/**
 * The reports of one request (services.ts): reading them as the reader may (read.ts, access.ts),
 * their details and event stream (details.ts, stream.ts), generating them (generation/start.ts),
 * listing, sharing and deleting them. The API's handlers and the report pages' loaders both go
 * through it.
 */
export function reportService(deps: ReadDeps & { env: Env }) {
  const { env, db } = deps;
  return {
    open: (id: string, reader: Reader, consume: boolean) => openReport(deps, id, reader, consume),
    readable: (id: string, reader: Reader, options?: { consume: boolean }) =>
      readableReport(deps, id, reader, options),
    shared: (id: string, hash: string | null) => sharedReport(deps, id, hash),
    readUnlocked: <T>(id: string, reader: Reader, read: (report: ReportRow) => Promise<T>) =>
      readUnlocked(deps, id, reader, read),
    own: (id: string, owner: ReportOwner | null) => ownReport(deps, id, owner),
    ownUnlocked: (id: string, owner: ReportOwner | null) => ownUnlockedReport(deps, id, owner),
    /** The report if `owner` owns it, in any state; undefined for anyone else. */
    findOwned: (id: string, owner: ReportOwner) => findReportOf(db, id, owner),
    view: (report: ReportRow, access: ReportAccess, limit: number) => reportView(db, report, access, limit),
    /** The detail endpoints' answers (details.ts), for a report `readUnlocked` opened. */
    sourceInterests: (reportId: string, source: Source, limit: number) =>
      sourceInterests(db, reportId, source, limit),
    friends: (reportId: string, source: Source, page: Page) => friendsOf(deps, reportId, source, page),
    common: (reportId: string, source: Source, friendId: string) =>
      commonInterests(env, reportId, source, friendId),
    evidence: (reportId: string, source: Source, interestId: string, page: Page) =>
      interestEvidence(env, reportId, source, interestId, page),
    interestProfiles: (reportId: string, source: Source, interestId: string, page: Page) =>
      interestProfiles(env, reportId, source, interestId, page),
    history: (reportId: string) => reportHistory(env, reportId),
    reportIssue: (reportId: string, source: Source, interestId: string, itemIds: string[]) =>
      reportIssue(env, reportId, source, interestId, itemIds),
    /** `GET /sse/{id}`: the reader's event stream (stream.ts). */
    stream: (report: ReportRow, access: ReportAccess, client: string, signal: AbortSignal) =>
      eventStream(env, report, access, client, signal),
    isExample: (id: string) => isExampleReportId(deps.examples, id),
    check: (report: ReportRow) => checkOf(env, report),
    start: (report: ReportRow) => startGeneration(env, db, report),
    refresh: (report: ReportRow, unlocked: boolean) => refreshGeneration(env, db, report, unlocked),
    list: (user: Pick<User, "id" | "emailConfirmed">, offset: number, limit: number) =>
      listReports(db, user, offset, limit),
    /** Shares the owner's report (402 unless `mayShare`); answers its share hash, kept across shares. */
    async share(report: ReportRow, owner: Pick<User, "emailConfirmed">): Promise<string> {
      if (!(await mayShare(db, owner, report))) throw new ApiError("payment_required", SHARE_MESSAGES.locked);
      return shareReport(db, report.id, randomToken(12));
    },
    /** The link stops working (a later share makes a new one) and the share card goes. */
    async unshare(report: ReportRow) {
      await unshareReport(db, report.id);
      await deleteShareImage(env.IMAGES_BUCKET, report.id);
    },
    /** The report and everything kept for it: its room's storage, its pictures, its rows. */
    async remove(report: ReportRow) {
      await deleteReportData(env, db, report.id);
      await deleteReport(db, report.id);
    },
    /** A public report's share card (its R2 key), drawn the first time it is asked for. */
    shareCard: (report: ReportRow) => shareImageOf(env.IMAGES_BUCKET, db, report),
    /** The share card drawn again (`POST /snoop/img`). */
    drawShareCard: (report: ReportRow) => saveShareImage(env.IMAGES_BUCKET, db, report),
  };
}
