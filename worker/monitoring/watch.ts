import {
  WATCH_MESSAGES,
  type WatchEvery,
  type WatchListResponse,
  type WatchResponse,
  type WatchStopResponse,
} from "../contracts/report";
import type { Db } from "../db/client";
import { findReport, type ReportRow } from "../db/reports";
import { findSubscription } from "../db/subscriptions";
import { countWatches, deleteWatch, findWatch, listWatchesOf, saveWatch, toWatchState } from "../db/watches";
import { pagePath } from "../domain/page-path";
import { isUsable } from "../domain/subscription-state";
import { nextCheck } from "../domain/watch-schedule";
import { ApiError } from "../lib/errors";
import type { ReportAccess } from "../reports/access";
import { readStopToken } from "./stop-link";

/** What a watch request asks: watch (how often) or stop. */
export type WatchRequest = { watching: boolean; every: WatchEvery };

const plansLink = pagePath("/plans");

/**
 * Watching reports (issue 22): their owner turns monitoring on and off, lists what they watch,
 * and an alert's signed link stops one signed out. The API's handlers and the pages' loaders both
 * go through it.
 */
export function watchService(deps: { db: Db; secret: string; appOrigin: string }) {
  const { db } = deps;
  return {
    /**
     * `POST /report/{id}/watch` for a report its owner opened (`reports.own`). Watching takes a
     * signed-in owner who unlocked the report (402 otherwise) and a subscription whose plan covers
     * one more watched report (402 with the plans link otherwise). Stopping always works.
     */
    async set(
      report: ReportRow,
      access: ReportAccess,
      request: WatchRequest,
      now = new Date(),
    ): Promise<WatchResponse> {
      if (!request.watching) {
        await deleteWatch(db, report.id);
        return { watch: null };
      }
      if (!report.userId || !access.revealed) throw new ApiError("payment_required", WATCH_MESSAGES.locked);
      const current = await findWatch(db, report.id);
      if (current?.every === request.every) return { watch: toWatchState(current) };
      const subscription = await findSubscription(db, report.userId);
      if (!subscription || !isUsable(subscription, now))
        throw new ApiError("payment_required", WATCH_MESSAGES.subscription, undefined, undefined, plansLink);
      if (!current && (await countWatches(db, report.userId, report.id)) >= subscription.plan.reports)
        throw new ApiError(
          "payment_required",
          WATCH_MESSAGES.limit(subscription.plan.reports),
          undefined,
          undefined,
          plansLink,
        );
      const row = await saveWatch(db, {
        reportId: report.id,
        userId: report.userId,
        every: request.every,
        nextCheck: nextCheck(request.every, now),
        origin: deps.appOrigin,
        created: now,
      });
      return { watch: toWatchState(row) };
    },

    /** `GET /settings/watches`: the account's watched reports, next check first. */
    async list(userId: string): Promise<WatchListResponse> {
      const rows = await listWatchesOf(db, userId);
      return { items: rows.map((row) => ({ id: row.id, name: row.name ?? "", ...toWatchState(row) })) };
    },

    /**
     * An alert's "stop watching" link, signed out: stops the watch it was signed for (the same
     * account's watch of the same report). A link that is not ours, or for a report no longer
     * there, is 404; stopping twice answers the same.
     */
    async stopByToken(token: string): Promise<WatchStopResponse> {
      const claim = await readStopToken(deps.secret, token);
      const report = claim ? await findReport(db, claim.reportId) : undefined;
      if (!claim || !report || report.userId !== claim.userId)
        throw new ApiError("not_found", WATCH_MESSAGES.badLink);
      await deleteWatch(db, report.id);
      return { watching: false, id: report.id, name: report.name ?? "" };
    },
  };
}
