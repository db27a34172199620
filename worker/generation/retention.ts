import { eq } from "drizzle-orm";
import type { Db } from "../db/client";
import { listReportsToPurge, markRawPurged, reportPictureKeys } from "../db/report-results";
import { reports } from "../db/schema";
import { deletePictures } from "../images/store";
import { roomOf } from "./reports";

const DAY_MS = 24 * 60 * 60 * 1000;
/** Reports handled per cron run; the next run takes the rest. */
const PURGE_BATCH = 200;

/**
 * Deletes a report's room storage and every R2 picture copied for it. Call before the D1 rows
 * go: the candidates' pictures are found through them.
 */
export async function deleteReportData(env: Env, db: Db, reportId: string) {
  const [roomPictures, candidatePictures] = await Promise.all([
    roomOf(env, reportId).destroy(),
    reportPictureKeys(db, reportId),
  ]);
  const keys = [...new Set([...roomPictures, ...candidatePictures])];
  await deletePictures(env.IMAGES_BUCKET, keys);
}

/** Every report of an account, before the account goes. */
export async function deleteAccountReportData(env: Env, db: Db, userId: string) {
  const owned = await db.select({ id: reports.id }).from(reports).where(eq(reports.userId, userId));
  for (const { id } of owned) await deleteReportData(env, db, id);
}

/**
 * The retention Cron Trigger: raw scraped lists of reports completed more than `days` ago are
 * removed from their rooms; interests, evidence, friends and the summary stay.
 */
export async function purgeExpiredRawData(env: Env, db: Db, days: number, now = new Date()) {
  const due = await listReportsToPurge(db, new Date(now.getTime() - days * DAY_MS), PURGE_BATCH);
  for (const { id } of due) {
    await roomOf(env, id).purgeRaw();
    await markRawPurged(db, id, now);
  }
  return due.length;
}
