import type { CheckResponse, GenerateResponse } from "../../contracts/report";
import { generateBody, reportIdParam } from "../../contracts/report-schema";
import { checkOf, roomOf, startGeneration } from "../../generation/reports";
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
    const { report, access } = await readableReport(c, c.req.valid("param").id, c.req.query("h"), {
      consume: false,
    });
    // The room streams to the browser directly; a reader the report is locked for gets the
    // teaser stream (no summary text), as GET /report/{id} withholds it.
    const teaser = access.blured === null ? "" : "?teaser=1";
    return roomOf(c.env, report.id).fetch(
      new Request(`http://room/sse${teaser}`, { signal: c.req.raw.signal }),
    );
  });
