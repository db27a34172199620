import type { CreateReportResponse, CreateSourceResponse } from "../../../contracts/create";
import { createIdParam, createSourceParam } from "../../../contracts/create-schema";
import { pageQuery } from "../../../contracts/paging";
import { listCandidates } from "../../../db/report-profiles";
import { createRouter } from "../../../lib/hono";
import { validate } from "../../../lib/validate";
import { depsOf } from "./lookup";
import { ownedReport } from "./owner";
import { candidatePage, draftView } from "./views";

export const readCandidates = createRouter()
  .get(
    "/:id",
    validate("param", createIdParam),
    validate("query", pageQuery.pick({ limit: true })),
    async (c) => {
      const report = await ownedReport(c, c.req.valid("param").id);
      return c.json(
        (await draftView(depsOf(c), report, c.req.valid("query").limit)) satisfies CreateReportResponse,
      );
    },
  )
  .get("/:id/:source", validate("param", createSourceParam), validate("query", pageQuery), async (c) => {
    const { id, source } = c.req.valid("param");
    const { offset, limit } = c.req.valid("query");
    const report = await ownedReport(c, id);
    const rows = await listCandidates(c.var.db, report.id);
    return c.json(
      (await candidatePage(depsOf(c), report, rows, source, offset, limit)) satisfies CreateSourceResponse,
    );
  });
