import { randomToken } from "../../auth/crypto";
import { pageQuery, toPage } from "../../contracts/paging";
import { reportIdParam } from "../../contracts/report-schema";
import { deleteReport, findReportOf, listUserReports, type ReportRow, shareReport } from "../../db/reports";
import { deleteReportData } from "../../generation/retention";
import { ApiError } from "../../lib/errors";
import { createRouter } from "../../lib/hono";
import { requireUser } from "../../lib/require-user";
import { validate } from "../../lib/validate";

export function toListItem(row: ReportRow) {
  return {
    id: row.id,
    title: { name: row.name, age: row.age, state: row.state },
    created: row.created.toISOString(),
    image: row.image,
    sources: row.sources,
    public: row.public,
    status: row.status,
  };
}

export const dashboard = createRouter()
  .use(requireUser)

  .get("/reports", validate("query", pageQuery), async (c) => {
    const { offset, limit } = c.req.valid("query");
    const rows = await listUserReports(c.var.db, c.var.user.id, offset, limit);
    const page = toPage(rows, limit);
    return c.json({ items: page.items.map(toListItem), hasMore: page.hasMore });
  })

  .post("/delete/:id", validate("param", reportIdParam), async (c) => {
    const report = await findReportOf(c.var.db, c.req.valid("param").id, { userId: c.var.user.id });
    if (!report) throw new ApiError("not_found", "Report not found");
    await deleteReportData(c.env, c.var.db, report.id);
    await deleteReport(c.var.db, report.id);
    return c.json({ deleted: true });
  })

  .post("/share/:id", validate("param", reportIdParam), async (c) => {
    const report = await findReportOf(c.var.db, c.req.valid("param").id, { userId: c.var.user.id });
    if (!report) throw new ApiError("not_found", "Report not found");
    const shareHash = await shareReport(c.var.db, report.id, randomToken(12));
    return c.json({ public: true, url: `${c.var.origins.landing}/report/${report.id}?h=${shareHash}` });
  });
