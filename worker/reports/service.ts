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
  sourceResults,
} from "./read";
import { roomOf } from "./room";

/**
 * The reports of one request (services.ts): reading them as the reader may (read.ts, access.ts),
 * generating them (generation/start.ts), listing, sharing and deleting them. The API's handlers
 * and the report pages' loaders both go through it.
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
    sourceResults: (reportId: string, source: Source) => sourceResults(db, reportId, source),
    view: (report: ReportRow, access: ReportAccess, limit: number) => reportView(db, report, access, limit),
    isExample: (id: string) => isExampleReportId(deps.examples, id),
    room: (id: string) => roomOf(env, id),
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
