import { requestOwner, requestReader } from "../../../auth/owner";
import type {
  CommonInterestsResponse,
  EvidenceResponse,
  FriendsResponse,
  GenerateResponse,
  HistoryResponse,
  InterestProfilesResponse,
  IssueResponse,
  ReportResponse,
  SourceInterestsResponse,
  SummaryResponse,
  WatchResponse,
} from "../../../contracts/report";
import {
  friendParam,
  issueBody,
  issueParam,
  reportIdParam,
  reportInterestParam,
  reportPageQuery,
  reportQuery,
  reportSourceParam,
  shareQuery,
  watchBody,
} from "../../../contracts/report-schema";
import { createRouter } from "../../../lib/hono";
import { validate } from "../../../lib/validate";
import { notCompleted } from "../../../reports/read";

/** API.md "GET /report/{id}..." rows: the report, its summary, and per network the details. */
export const report = createRouter()
  .get("/:id", validate("param", reportIdParam), validate("query", reportQuery), async (c) => {
    const { limit, h } = c.req.valid("query");
    const { reports } = c.var;
    const { report, access } = await reports.readable(c.req.valid("param").id, requestReader(c, h));
    if (report.status !== "completed") throw notCompleted();
    return c.json((await reports.view(report, access, limit)) satisfies ReportResponse);
  })
  .get("/:id/summary", validate("param", reportIdParam), validate("query", shareQuery), async (c) => {
    const reader = requestReader(c, c.req.valid("query").h);
    const answer = await c.var.reports.readUnlocked(c.req.valid("param").id, reader, async (report) => ({
      result: report.summary,
    }));
    return c.json(answer satisfies SummaryResponse);
  })
  .get("/:id/history", validate("param", reportIdParam), validate("query", shareQuery), async (c) => {
    const reader = requestReader(c, c.req.valid("query").h);
    const answer = await c.var.reports.readUnlocked(c.req.valid("param").id, reader, (report) =>
      c.var.reports.history(report.id),
    );
    return c.json(answer satisfies HistoryResponse);
  })
  .post("/:id/refresh", validate("param", reportIdParam), async (c) => {
    const { reports } = c.var;
    const { report, access } = await reports.own(c.req.valid("param").id, requestOwner(c));
    return c.json((await reports.refresh(report, access.revealed)) satisfies GenerateResponse, 202);
  })
  .post("/:id/watch", validate("param", reportIdParam), validate("json", watchBody), async (c) => {
    const { report, access } = await c.var.reports.own(c.req.valid("param").id, requestOwner(c));
    const answer = await c.var.watches.set(report, access, c.req.valid("json"));
    return c.json(answer satisfies WatchResponse);
  })
  .get(
    "/:id/:source/friends",
    validate("param", reportSourceParam),
    validate("query", reportPageQuery),
    async (c) => {
      const { id, source } = c.req.valid("param");
      const { offset, limit, h } = c.req.valid("query");
      const { reports } = c.var;
      const answer = await reports.readUnlocked(id, requestReader(c, h), (report) =>
        reports.friends(report.id, source, { offset, limit }),
      );
      return c.json(answer satisfies FriendsResponse);
    },
  )
  .get(
    "/:id/:source/common/:friendId",
    validate("param", friendParam),
    validate("query", shareQuery),
    async (c) => {
      const { id, source, friendId } = c.req.valid("param");
      const { reports } = c.var;
      const answer = await reports.readUnlocked(id, requestReader(c, c.req.valid("query").h), (report) =>
        reports.common(report.id, source, friendId),
      );
      return c.json(answer satisfies CommonInterestsResponse);
    },
  )
  .get("/:id/:source", validate("param", reportSourceParam), validate("query", reportQuery), async (c) => {
    const { id, source } = c.req.valid("param");
    const { limit, h } = c.req.valid("query");
    const { reports } = c.var;
    const answer = await reports.readUnlocked(id, requestReader(c, h), (report) =>
      reports.sourceInterests(report.id, source, limit),
    );
    return c.json(answer satisfies SourceInterestsResponse);
  })
  .get(
    "/:id/:source/:interestId/profiles",
    validate("param", reportInterestParam),
    validate("query", reportPageQuery),
    async (c) => {
      const { id, source, interestId } = c.req.valid("param");
      const { offset, limit, h } = c.req.valid("query");
      const answer = await c.var.reports.readUnlocked(id, requestReader(c, h), (report) =>
        c.var.reports.interestProfiles(report.id, source, interestId, { offset, limit }),
      );
      return c.json(answer satisfies InterestProfilesResponse);
    },
  )
  .get(
    "/:id/:source/:interestId",
    validate("param", reportInterestParam),
    validate("query", reportPageQuery),
    async (c) => {
      const { id, source, interestId } = c.req.valid("param");
      const { offset, limit, h } = c.req.valid("query");
      const answer = await c.var.reports.readUnlocked(id, requestReader(c, h), (report) =>
        c.var.reports.evidence(report.id, source, interestId, { offset, limit }),
      );
      return c.json(answer satisfies EvidenceResponse);
    },
  )
  .post(
    "/:id/:source/:interestId/issue",
    validate("param", issueParam),
    validate("json", issueBody),
    async (c) => {
      const { id, source, interestId } = c.req.valid("param");
      const { report } = await c.var.reports.ownUnlocked(id, requestOwner(c));
      const answer = await c.var.reports.reportIssue(
        report.id,
        source,
        interestId,
        c.req.valid("json").profiles,
      );
      return c.json(answer satisfies IssueResponse);
    },
  );
