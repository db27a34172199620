import { requestReader } from "../../auth/owner";
import { reportIdParam, shareQuery } from "../../contracts/report-schema";
import { ApiError } from "../../lib/errors";
import { createRouter } from "../../lib/hono";
import { validate } from "../../lib/validate";

const TOO_MANY_STREAMS = "Too many open streams for this report. Close a tab and try again.";

/** `GET /sse/{id}`: the report's event stream, served by its room (reports/stream.ts). */
export const sse = createRouter().get(
  "/:id",
  validate("param", reportIdParam),
  validate("query", shareQuery),
  async (c) => {
    const { reports } = c.var;
    // Opening a completed report's stream takes the quota, as opening the report does.
    const { report, access } = await reports.readable(
      c.req.valid("param").id,
      requestReader(c, c.req.valid("query").h),
    );
    const res = await reports.stream(report, access, c.var.ip, c.req.raw.signal);
    if (res.status === 429) throw new ApiError("rate_limited", TOO_MANY_STREAMS);
    return res;
  },
);
