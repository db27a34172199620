import type { CandidatePage, CreateReportResponse, CreateSourceResponse } from "../../../contracts/create";
import { createIdParam, createSourceParam } from "../../../contracts/create-schema";
import { pageQuery } from "../../../contracts/paging";
import { CREATE_SOURCES, type CreateSource } from "../../../contracts/sources";
import { listCandidates } from "../../../db/report-profiles";
import { createRouter } from "../../../lib/hono";
import { validate } from "../../../lib/validate";
import { depsOf } from "./lookup";
import { ownedReport } from "./owner";
import { candidatePage } from "./views";

export const readCandidates = createRouter()
  .get(
    "/:id",
    validate("param", createIdParam),
    validate("query", pageQuery.pick({ limit: true })),
    async (c) => {
      const report = await ownedReport(c, c.req.valid("param").id);
      const { limit } = c.req.valid("query");
      const rows = await listCandidates(c.var.db, report.id);
      const deps = depsOf(c);
      const pages = await Promise.all(
        CREATE_SOURCES.map(async (s) => [s, await candidatePage(deps, report, rows, s, 0, limit)] as const),
      );
      return c.json({
        id: report.id,
        title: { name: report.name ?? "", age: report.age, state: report.state },
        status: report.status,
        sources: Object.fromEntries(pages) as Record<CreateSource, CandidatePage>,
      } satisfies CreateReportResponse);
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
