import type { ReportResponse, ShareImageResponse } from "../../contracts/report";
import { reportIdParam, reportQuery, snoopImageBody } from "../../contracts/report-schema";
import { createRouter } from "../../lib/hono";
import { validate } from "../../lib/validate";

/**
 * A shared report read by anyone holding its link (`?h=`): API.md `GET /snoop/{id}?h`, `POST /snoop/img`.
 * Only the share hash opens a report here (a link opens only what its owner unlocked), and
 * reading a shared report never takes from anyone's quota.
 */
export const snoop = createRouter()
  .get("/:id", validate("param", reportIdParam), validate("query", reportQuery), async (c) => {
    const { limit, h } = c.req.valid("query");
    const { report, access } = await c.var.reports.shared(c.req.valid("param").id, h ?? null);
    return c.json((await c.var.reports.view(report, access, limit)) satisfies ReportResponse);
  })
  .post("/img", validate("json", snoopImageBody), async (c) => {
    const { id, h } = c.req.valid("json");
    const { report } = await c.var.reports.shared(id, h ?? null);
    return c.json({ image: await c.var.reports.drawShareCard(report) } satisfies ShareImageResponse);
  });
