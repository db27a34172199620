import type { ReportResponse, ShareImageResponse } from "../../contracts/report";
import { reportIdParam, reportQuery, snoopImageBody } from "../../contracts/report-schema";
import { reportView } from "../../generation/reports";
import { saveShareImage } from "../../generation/share-image";
import { ApiError } from "../../lib/errors";
import { createRouter } from "../../lib/hono";
import { validate } from "../../lib/validate";
import { readableReport, reportNotFound } from "./report/reader";

/** A shared report read by anyone holding its link (`?h=`): API.md `GET /snoop/{id}?h`, `POST /snoop/img`. */
export const snoop = createRouter()
  .get("/:id", validate("param", reportIdParam), validate("query", reportQuery), async (c) => {
    const { limit, h } = c.req.valid("query");
    // Only the share hash opens a report here: the owner's session does not make a wrong hash right,
    // and reading a shared report never takes from anyone's quota.
    const { report, access } = await readableReport(c, c.req.valid("param").id, h ?? "", { consume: false });
    if (access.blured !== null || !report.public || h !== report.shareHash) throw reportNotFound();
    if (report.status !== "completed") throw new ApiError("bad_request", "The report is not completed yet");
    return c.json((await reportView(c.var.db, report, access, limit)) satisfies ReportResponse);
  })
  .post("/img", validate("json", snoopImageBody), async (c) => {
    const { id, h } = c.req.valid("json");
    const { report, access } = await readableReport(c, id, h, { consume: false });
    if (!report.public || access.blured !== null) throw reportNotFound();
    if (report.status !== "completed") throw new ApiError("bad_request", "The report is not completed yet");
    const key = await saveShareImage(c.env.IMAGES_BUCKET, c.var.db, report);
    return c.json({ image: key } satisfies ShareImageResponse);
  });
