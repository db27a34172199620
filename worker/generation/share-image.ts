import type { Db } from "../db/client";
import { listReportSources, shareImageKey } from "../db/report-results";
import type { ReportRow } from "../db/reports";
import { shareCardSvg } from "../domain/share-card";
import { BACKGROUND_TOPIC, isRedFlag } from "../domain/taxonomy";

/**
 * Draws a public report's share card (title, top interests, red flags first) and stores it in R2;
 * answers its `sig/` key. `POST /snoop/img` and the report page's Open Graph image both use it.
 */
export async function saveShareImage(bucket: R2Bucket, db: Db, report: ReportRow): Promise<string> {
  const interests = (await listReportSources(db, report.id))
    .flatMap((s) => s.interests)
    .filter((i) => i.id !== BACKGROUND_TOPIC)
    .sort((a, b) => Number(isRedFlag(b.id)) - Number(isRedFlag(a.id)) || b.count - a.count);
  const title = [report.name, report.age, report.state].filter((v) => v !== null && v !== "").join(", ");
  const key = shareImageKey(report.id);
  await bucket.put(key, shareCardSvg({ title, interests }), {
    httpMetadata: { contentType: "image/svg+xml" },
  });
  return key;
}

/** The card of a public report, drawn the first time it is asked for. */
export async function shareImageOf(bucket: R2Bucket, db: Db, report: ReportRow): Promise<string> {
  const key = shareImageKey(report.id);
  return (await bucket.head(key)) ? key : saveShareImage(bucket, db, report);
}

/** Stops serving a report's card (the report is no longer shared). */
export async function deleteShareImage(bucket: R2Bucket, reportId: string): Promise<void> {
  await bucket.delete(shareImageKey(reportId));
}
