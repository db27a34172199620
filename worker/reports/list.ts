import { toPage } from "../contracts/paging";
import type { ReportListItem, ReportListResponse } from "../contracts/report";
import type { Db } from "../db/client";
import { listUserReports, type ReportRow } from "../db/reports";
import type { User } from "../db/users";
import { toWatchState, type WatchRow, watchesOfReports } from "../db/watches";
import { unlockedAmong } from "./access";

/**
 * A report as the dashboard lists it; `unlocked`: its owner has opened it in full, so it may be
 * shared (and watched); `watch`: its monitoring, if watched.
 */
function toListItem(row: ReportRow, unlocked: boolean, watch: WatchRow | undefined): ReportListItem {
  return {
    id: row.id,
    title: { name: row.name, age: row.age, state: row.state },
    created: row.created.toISOString(),
    image: row.image,
    sources: row.sources,
    public: row.public,
    status: row.status,
    unlocked,
    watch: watch ? toWatchState(watch) : null,
  };
}

/** `GET /dashboard/reports`: a page of the account's reports, newest first, drafts included. */
export async function listReports(
  db: Db,
  user: Pick<User, "id" | "emailConfirmed">,
  offset: number,
  limit: number,
): Promise<ReportListResponse> {
  const page = toPage(await listUserReports(db, user.id, offset, limit), limit);
  const ids = page.items.map((row) => row.id);
  const [unlocked, watched] = await Promise.all([unlockedAmong(db, user, ids), watchesOfReports(db, ids)]);
  const watches = new Map(watched.map((w) => [w.reportId, w]));
  return {
    items: page.items.map((row) => toListItem(row, unlocked.has(row.id), watches.get(row.id))),
    hasMore: page.hasMore,
  };
}
