import type { RescreenMessage } from "../contracts/scrape-schema";
import type { Db } from "../db/client";
import { findReport } from "../db/reports";
import { claimDueWatches, endLapsedWatches, findWatch, listDueWatches, retryWatchAt } from "../db/watches";
import { MAX_RESCREENS_PER_RUN, nextCheck, spreadDelays } from "../domain/watch-schedule";
import { rescreenGeneration } from "../generation/start";

/**
 * The schedule of watched reports: the cron finds those due and sends each through the scrape
 * queue, spread over the hour and a bounded number per run; the queue's consumer re-screens it
 * through the refresh pipeline (generation/start.ts).
 */

export type RescreenRun = { ended: number; queued: number };

/**
 * One run at `now`: watches whose subscription lapsed end; up to MAX_RESCREENS_PER_RUN due ones
 * are claimed (their next check moved on, so an overlapping run takes each once) and queued with
 * growing delays. Those a refused batch did not take are due again at once, for the next run.
 */
export async function queueDueRescreens(env: Env, db: Db, now: Date): Promise<RescreenRun> {
  const ended = await endLapsedWatches(db, now);
  const due = await listDueWatches(db, now, MAX_RESCREENS_PER_RUN);
  const taken = await claimDueWatches(db, due, (watch) => nextCheck(watch.every, now));
  if (taken.length === 0) return { ended, queued: 0 };
  const delays = spreadDelays(taken.length);
  try {
    await env.SCRAPE_QUEUE.sendBatch(
      taken.map((watch, i) => ({
        body: { type: "rescreen", reportId: watch.reportId } satisfies RescreenMessage,
        delaySeconds: delays[i] ?? 0,
      })),
    );
  } catch (error) {
    await Promise.all(taken.map((watch) => retryWatchAt(db, watch.reportId, now)));
    throw error;
  }
  return { ended, queued: taken.length };
}

/**
 * A `rescreen` message: the report is generated again if it is still watched and completed. A
 * failure to start it throws, for the queue to retry the message.
 */
export async function rescreenWatched(env: Env, db: Db, reportId: string): Promise<boolean> {
  const [watch, report] = await Promise.all([findWatch(db, reportId), findReport(db, reportId)]);
  if (!watch || !report) return false;
  return rescreenGeneration(env, db, report);
}
