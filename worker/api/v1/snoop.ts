import type { ReportResponse, ShareImageResponse } from "../../contracts/report";
import { reportIdParam, reportQuery, snoopImageBody } from "../../contracts/report-schema";
import { reportView } from "../../generation/reports";
import { saveShareImage } from "../../generation/share-image";
import { createRouter } from "../../lib/hono";
import { validate } from "../../lib/validate";
import { sharedReport } from "./report/reader";

/**
 * A shared report read by anyone holding its link (`?h=`): API.md `GET /snoop/{id}?h`, `POST /snoop/img`.
 * Only the share hash opens a report here (a link opens only what its owner unlocked), and
 * reading a shared report never takes from anyone's quota.
 */
export const snoop = createRouter()
  .get("/:id", validate("param", reportIdParam), validate("query", reportQuery), async (c) => {
    const { limit, h } = c.req.valid("query");
    const { report, access } = await sharedReport(c, c.req.valid("param").id, h);
    return c.json((await reportView(c.var.db, report, access, limit)) satisfies ReportResponse);
  })
  .post("/img", validate("json", snoopImageBody), async (c) => {
    const { id, h } = c.req.valid("json");
    const { report } = await sharedReport(c, id, h);
    const key = await saveShareImage(c.env.IMAGES_BUCKET, c.var.db, report);
    return c.json({ image: key } satisfies ShareImageResponse);
  });
