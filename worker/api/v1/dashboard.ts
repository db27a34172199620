import type { Context } from "hono";
import type { DeletedAnswer } from "../../contracts/common";
import { pageQuery } from "../../contracts/paging-schema";
import type { ReportListResponse, ShareResponse, UnshareResponse } from "../../contracts/report";
import { reportIdParam } from "../../contracts/report-schema";
import { pageUrl } from "../../domain/hosts";
import { pagePath, withQuery } from "../../domain/page-path";
import { type AppEnv, createRouter } from "../../lib/hono";
import { validate } from "../../lib/validate";
import { reportNotFound } from "../../reports/read";
import { requireUser } from "./middleware/require-user";

/** The signed-in account's report; anyone else's is not found. */
async function ownedReport(c: Context<AppEnv>, id: string) {
  const report = await c.var.reports.findOwned(id, { userId: c.var.user.id });
  if (!report) throw reportNotFound();
  return report;
}

export const dashboard = createRouter()
  .use(requireUser)

  .get("/reports", validate("query", pageQuery), async (c) => {
    const { offset, limit } = c.req.valid("query");
    return c.json((await c.var.reports.list(c.var.user, offset, limit)) satisfies ReportListResponse);
  })

  .post("/delete/:id", validate("param", reportIdParam), async (c) => {
    await c.var.reports.remove(await ownedReport(c, c.req.valid("param").id));
    return c.json({ deleted: true } satisfies DeletedAnswer);
  })

  /** Only a completed report its owner has unlocked (API.md): a link opens nothing else. */
  .post("/share/:id", validate("param", reportIdParam), async (c) => {
    const report = await ownedReport(c, c.req.valid("param").id);
    const shareHash = await c.var.reports.share(report, c.var.user);
    return c.json({
      public: true,
      url: pageUrl(withQuery(pagePath("/report/:id", { id: report.id }), { h: shareHash }), c.var.origins),
    } satisfies ShareResponse);
  })

  /** The link stops working (a later share makes a new one) and the share card goes. */
  .post("/unshare/:id", validate("param", reportIdParam), async (c) => {
    await c.var.reports.unshare(await ownedReport(c, c.req.valid("param").id));
    return c.json({ public: false } satisfies UnshareResponse);
  });
