import type { CreateReportResponse, CreateSourceResponse } from "../../../contracts/create";
import { createIdParam, createSourceParam } from "../../../contracts/create-schema";
import { limitQuery, pageQuery } from "../../../contracts/paging-schema";
import { createRouter } from "../../../lib/hono";
import { validate } from "../../../lib/validate";
import { ownedReport } from "./owner";

export const readCandidates = createRouter()
  .get("/:id", validate("param", createIdParam), validate("query", limitQuery), async (c) => {
    const report = await ownedReport(c, c.req.valid("param").id);
    return c.json(
      (await c.var.create.view(report, c.req.valid("query").limit)) satisfies CreateReportResponse,
    );
  })
  .get("/:id/:source", validate("param", createSourceParam), validate("query", pageQuery), async (c) => {
    const { id, source } = c.req.valid("param");
    const { offset, limit } = c.req.valid("query");
    const report = await ownedReport(c, id);
    return c.json((await c.var.create.page(report, source, offset, limit)) satisfies CreateSourceResponse);
  });
