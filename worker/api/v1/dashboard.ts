import type { Context } from "hono";
import { randomToken } from "../../auth/crypto";
import { pageQuery, toPage } from "../../contracts/paging";
import { SHARE_MESSAGES, type ShareResponse, type UnshareResponse } from "../../contracts/report";
import { reportIdParam } from "../../contracts/report-schema";
import {
  deleteReport,
  findReportOf,
  listUserReports,
  type ReportRow,
  shareReport,
  unshareReport,
} from "../../db/reports";
import { unlockedAmong, unlockedBy } from "../../generation/access";
import { deleteReportData } from "../../generation/retention";
import { deleteShareImage } from "../../generation/share-image";
import { ApiError } from "../../lib/errors";
import { type AppEnv, createRouter } from "../../lib/hono";
import { requireUser } from "../../lib/require-user";
import { validate } from "../../lib/validate";
import { reportNotFound } from "./report/reader";

/** `unlocked`: its owner has opened it in full, so it may be shared. */
export function toListItem(row: ReportRow, unlocked: boolean) {
  return {
    id: row.id,
    title: { name: row.name, age: row.age, state: row.state },
    created: row.created.toISOString(),
    image: row.image,
    sources: row.sources,
    public: row.public,
    status: row.status,
    unlocked,
  };
}

/** The signed-in account's report; anyone else's is not found. */
async function ownedReport(c: Context<AppEnv>, id: string) {
  const report = await findReportOf(c.var.db, id, { userId: c.var.user.id });
  if (!report) throw reportNotFound();
  return report;
}

export const dashboard = createRouter()
  .use(requireUser)

  .get("/reports", validate("query", pageQuery), async (c) => {
    const { offset, limit } = c.req.valid("query");
    const rows = await listUserReports(c.var.db, c.var.user.id, offset, limit);
    const page = toPage(rows, limit);
    const unlocked = await unlockedAmong(
      c.var.db,
      c.var.user,
      page.items.map((row) => row.id),
    );
    return c.json({
      items: page.items.map((row) => toListItem(row, unlocked.has(row.id))),
      hasMore: page.hasMore,
    });
  })

  .post("/delete/:id", validate("param", reportIdParam), async (c) => {
    const report = await ownedReport(c, c.req.valid("param").id);
    await deleteReportData(c.env, c.var.db, report.id);
    await deleteReport(c.var.db, report.id);
    return c.json({ deleted: true });
  })

  /** Only a completed report its owner has unlocked (API.md): a link opens nothing else. */
  .post("/share/:id", validate("param", reportIdParam), async (c) => {
    const report = await ownedReport(c, c.req.valid("param").id);
    if (report.status !== "completed" || !(await unlockedBy(c.var.db, c.var.user, report.id)))
      throw new ApiError("payment_required", SHARE_MESSAGES.locked);
    const shareHash = await shareReport(c.var.db, report.id, randomToken(12));
    return c.json({
      public: true,
      url: `${c.var.origins.landing}/report/${report.id}?h=${shareHash}`,
    } satisfies ShareResponse);
  })

  /** The link stops working (a later share makes a new one) and the share card goes. */
  .post("/unshare/:id", validate("param", reportIdParam), async (c) => {
    const report = await ownedReport(c, c.req.valid("param").id);
    await unshareReport(c.var.db, report.id);
    await deleteShareImage(c.env.IMAGES_BUCKET, report.id);
    return c.json({ public: false } satisfies UnshareResponse);
  });
