import type { CheckResponse, GenerateResponse } from "../../contracts/report";
import { encodeSse, SSE_HEADERS } from "../../contracts/report-events";
import { generateBody, reportIdParam } from "../../contracts/report-schema";
import { checkOf, roomOf, startGeneration } from "../../generation/reports";
import { ApiError } from "../../lib/errors";
import { createRouter } from "../../lib/hono";
import { validate } from "../../lib/validate";
import { ownReport, readableReport } from "./report/reader";

const check = createRouter().get("/:id", validate("param", reportIdParam), async (c) => {
  const { report } = await readableReport(c, c.req.valid("param").id, c.req.query("h"), { consume: false });
  return c.json((await checkOf(c.env, report)) satisfies CheckResponse);
});

/** API.md: POST /generate, GET /generate/{id}, GET /check/{id}, GET /sse/{id}. */
export const generate = createRouter()
  .post("/generate", validate("json", generateBody), async (c) => {
    const { report } = await ownReport(c, c.req.valid("json").id);
    const started = await startGeneration(c.env, c.var.db, report);
    return c.json(started satisfies GenerateResponse, 202);
  })
  .route("/generate", check)
  .route("/check", check)
  .get("/sse/:id", validate("param", reportIdParam), async (c) => {
    const { report, access } = await readableReport(c, c.req.valid("param").id, c.req.query("h"));
    // Not started: nothing will happen on this stream, so it ends after its one status.
    if (report.status === "draft") return draftStream();
    // The room streams to the browser directly; a reader the report is not revealed to gets the
    // teaser stream (no summary text), as GET /report/{id} withholds it. Opening a completed
    // report's stream took the quota above, as opening the report does.
    const query = new URLSearchParams({ client: c.var.ip });
    if (!access.revealed) query.set("teaser", "1");
    const res = await roomOf(c.env, report.id).fetch(
      new Request(`http://room/sse?${query}`, { signal: c.req.raw.signal }),
    );
    if (res.status === 429) throw new ApiError("rate_limited", TOO_MANY_STREAMS);
    return res;
  });

const TOO_MANY_STREAMS = "Too many open streams for this report. Close a tab and try again.";

function draftStream(): Response {
  const status = encodeSse({ type: "status", status: "draft", progress: { done: 0, total: 0 } });
  return new Response(status, { headers: SSE_HEADERS });
}
