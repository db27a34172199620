import type { ReportChange } from "../contracts/report";
import { createDb, type Db } from "../db/client";
import { findReport } from "../db/reports";
import { findUserById } from "../db/users";
import { noteChange, retryWatchLater, type WatchRow } from "../db/watches";
import { changeLines } from "../domain/change-text";
import { monthDay, shortDate } from "../domain/dates";
import { canonicalUrl } from "../domain/hosts";
import { pagePath } from "../domain/page-path";
import { hasChanges } from "../domain/report-change";
import { configuredMailer } from "../email/delivery";
import { watchAlertEmail } from "../email/templates";
import { type Config, readConfig } from "../env";
import { signStopToken } from "./stop-link";

/** How a scheduled re-screen ended, as its room tells it: completed (with what changed) or gone back. */
export type RescreenOutcome = { ok: true; change: ReportChange | null } | { ok: false };

/**
 * A re-screen's end reaches its watch: a failed one is due again in a few hours (the report kept
 * its last good version); one that found something notes the change and alerts the owner, once
 * per version whatever the retries; one that found nothing sends nothing.
 */
export async function rescreenFinished(env: Env, reportId: string, outcome: RescreenOutcome) {
  const db = createDb(env.DB);
  if (!outcome.ok) return retryWatchLater(db, reportId);
  const { change } = outcome;
  if (!change || !hasChanges(change)) return;
  const watch = await noteChange(db, reportId, change.version, new Date(change.tracked));
  if (watch) await alertOwner(readConfig(env), env, db, watch, change);
}

async function alertOwner(config: Config, env: Env, db: Db, watch: WatchRow, change: ReportChange) {
  const [user, report] = await Promise.all([findUserById(db, watch.userId), findReport(db, watch.reportId)]);
  if (!user || !report) return;
  const origins = { landing: config.LANDING_ORIGIN || watch.origin, app: config.APP_ORIGIN || watch.origin };
  const token = await signStopToken(config.AUTH_SECRET, { reportId: watch.reportId, userId: watch.userId });
  const email = watchAlertEmail(
    user.email,
    {
      name: report.name ?? "",
      checked: shortDate(change.tracked),
      since: monthDay(change.since),
      lines: changeLines(change),
      newFlag: change.redFlags.some((flag) => flag.change === "new"),
    },
    canonicalUrl(pagePath("/report/:id", { id: watch.reportId }), origins, []),
    `${origins.app}${pagePath("/watch/stop/:token", { token })}`,
  );
  await configuredMailer(config, db, env.MAIL_QUEUE).send(email);
}
