import { deleteExpiredRows } from "./cleanup";
import { createDb, type Db } from "./db/client";
import { type Config, readConfig } from "./env";
import { purgeExpiredRawData } from "./generation/retention";
import { queueDueRescreens } from "./monitoring/schedule";
import { advanceLocalSubscriptions } from "./payments/local-checkout";
import { billingFor, usesLocalBilling } from "./payments/provider";

/** wrangler.toml's two Cron Triggers: the daily maintenance and the hourly monitoring run. */
export const DAILY_CRON = "17 3 * * *";
export const MONITORING_CRON = "7 * * * *";

/** A Cron Trigger's run: the monitoring one re-screens watched reports, any other is the daily maintenance. */
export function runScheduled(env: Env, cron: string) {
  return cron === MONITORING_CRON ? runMonitoring(env, new Date()) : runDaily(env);
}

/**
 * The hourly run: watched reports that are due go to the scrape queue for a re-screen
 * (monitoring/schedule.ts). `now` is the moment it runs as (the hand-run dev cron moves it on).
 */
export async function runMonitoring(env: Env, now: Date) {
  const run = await queueDueRescreens(env, createDb(env.DB), now);
  console.log(
    `monitoring: ${run.queued} re-screens queued, ${run.ended} watches ended with their subscription`,
  );
  return run;
}

/**
 * The daily Cron Trigger: retention of raw scraped data, the
 * cleanup of expired sessions, email links, rate-limit rows and old outbox mail, and (local
 * billing only) the stand-in's renewals. Each runs even if another fails; a failure still fails
 * the run, so it shows in the logs.
 */
async function runDaily(env: Env) {
  const config = readConfig(env);
  const db = createDb(env.DB);
  const [retention, cleanup, renewals] = await Promise.allSettled([
    purgeExpiredRawData(env, db, config.RAW_RETENTION_DAYS),
    deleteExpiredRows(db),
    localRenewals(config, db),
  ]);
  if (retention.status === "fulfilled") {
    const { purged, finished } = retention.value;
    console.log(
      `retention: raw data purged from ${purged} reports${finished ? "" : "; more are due, the next run goes on"}`,
    );
  }
  if (cleanup.status === "fulfilled") console.log("cleanup: expired rows deleted", cleanup.value);
  if (renewals.status === "fulfilled" && renewals.value > 0)
    console.log(`billing: ${renewals.value} local subscriptions renewed or ended`);
  const failures = [
    ...[retention, cleanup, renewals].flatMap((result) =>
      result.status === "rejected" ? [result.reason] : [],
    ),
    ...(retention.status === "fulfilled" ? retention.value.failures : []),
  ];
  if (failures.length > 0) throw new AggregateError(failures, "the daily cron failed");
}

/** Stripe renews its subscriptions itself; the local stand-in does it here (none in production). */
async function localRenewals(config: Config, db: Db) {
  if (!usesLocalBilling(config)) return 0;
  return advanceLocalSubscriptions({ db, billing: billingFor(config, db, config.APP_ORIGIN) });
}
