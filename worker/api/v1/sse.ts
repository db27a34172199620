import { requestReader } from "../../auth/owner";
import { encodeSse, SSE_HEADERS } from "../../contracts/report-events";
import { reportIdParam } from "../../contracts/report-schema";
import { ApiError } from "../../lib/errors";
import { createRouter } from "../../lib/hono";
import { validate } from "../../lib/validate";

const TOO_MANY_STREAMS = "Too many open streams for this report. Close a tab and try again.";

function draftStream(): Response {
  const status = encodeSse({ type: "status", status: "draft", progress: { done: 0, total: 0 } });
  return new Response(status, { headers: SSE_HEADERS });
}

/** `GET /sse/{id}`: the report's event stream, served by its room (durable/report-room.ts). */
export const sse = createRouter().get("/:id", validate("param", reportIdParam), async (c) => {
  const { reports } = c.var;
  const { report, access } = await reports.readable(
    c.req.valid("param").id,
    requestReader(c, c.req.query("h")),
  );
  // Not started: nothing will happen on this stream, so it ends after its one status.
  if (report.status === "draft") return draftStream();
  // The room streams to the browser directly; a reader the report is not revealed to gets the
  // teaser stream (no summary text), as GET /report/{id} withholds it. Opening a completed
  // report's stream took the quota above, as opening the report does.
  const query = new URLSearchParams({ client: c.var.ip });
  if (!access.revealed) query.set("teaser", "1");
  const res = await reports
    .room(report.id)
    .fetch(new Request(`http://room/sse?${query}`, { signal: c.req.raw.signal }));
  if (res.status === 429) throw new ApiError("rate_limited", TOO_MANY_STREAMS);
  return res;
});
