import { createDb } from "./db/client";
import { readConfig } from "./env";
import { purgeExpiredRawData } from "./generation/retention";

/** The daily Cron Trigger (wrangler.toml `[triggers]`): retention of raw scraped data. */
export async function runScheduled(env: Env) {
  const config = readConfig(env);
  const purged = await purgeExpiredRawData(env, createDb(env.DB), config.RAW_RETENTION_DAYS);
  console.log(`retention: raw data purged from ${purged} reports`);
}
