import { deleteExpiredRows } from "./cleanup";
import { createDb } from "./db/client";
import { readConfig } from "./env";
import { purgeExpiredRawData } from "./generation/retention";

/**
 * The daily Cron Trigger (wrangler.toml `[triggers]`): retention of raw scraped data, and the
 * cleanup of expired sessions, email links, rate-limit rows and old outbox mail. Each runs even
 * if the other fails; a failure still fails the run, so it shows in the logs.
 */
export async function runScheduled(env: Env) {
  const config = readConfig(env);
  const db = createDb(env.DB);
  const [retention, cleanup] = await Promise.allSettled([
    purgeExpiredRawData(env, db, config.RAW_RETENTION_DAYS),
    deleteExpiredRows(db),
  ]);
  if (retention.status === "fulfilled")
    console.log(`retention: raw data purged from ${retention.value} reports`);
  if (cleanup.status === "fulfilled") console.log("cleanup: expired rows deleted", cleanup.value);
  const failures = [retention, cleanup].flatMap((result) =>
    result.status === "rejected" ? [result.reason] : [],
  );
  if (failures.length > 0) throw new AggregateError(failures, "the daily cron failed");
}
