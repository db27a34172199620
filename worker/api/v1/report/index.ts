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
} from "../../../contracts/report";
import {
  friendParam,
  issueBody,
  reportIdParam,
  reportInterestParam,
  reportPageQuery,
  reportQuery,
  reportSourceParam,
  shareQuery,
} from "../../../contracts/report-schema";
import { listReportSources } from "../../../db/report-results";
import { refreshGeneration, reportView, roomOf } from "../../../generation/reports";
import { ApiError } from "../../../lib/errors";
import { createRouter } from "../../../lib/hono";
import { validate } from "../../../lib/validate";
import { ownReport, readableReport, unlockedReport } from "./reader";

const interestNotFound = () => new ApiError("not_found", "Interest not found");

/** API.md "GET /report/{id}..." rows: the report, its summary, and per network the details. */
export const report = createRouter()
  .get("/:id", validate("param", reportIdParam), validate("query", reportQuery), async (c) => {
    const { limit, h } = c.req.valid("query");
    const { report, access } = await readableReport(c, c.req.valid("param").id, h);
    if (report.status !== "completed") throw new ApiError("bad_request", "The report is not completed yet");
    return c.json((await reportView(c.var.db, report, access, limit)) satisfies ReportResponse);
  })
  .get("/:id/summary", validate("param", reportIdParam), validate("query", shareQuery), async (c) => {
    const { report } = await unlockedReport(c, c.req.valid("param").id, c.req.valid("query").h);
    return c.json({ result: report.summary } satisfies SummaryResponse);
  })
  .get("/:id/history", validate("param", reportIdParam), async (c) => {
    const { report } = await ownReport(c, c.req.valid("param").id);
    return c.json((await roomOf(c.env, report.id).history()) satisfies HistoryResponse);
  })
  .post("/:id/refresh", validate("param", reportIdParam), async (c) => {
    const { report } = await ownReport(c, c.req.valid("param").id);
    return c.json((await refreshGeneration(c.env, c.var.db, report)) satisfies GenerateResponse, 202);
  })
  .get(
    "/:id/:source/friends",
    validate("param", reportSourceParam),
    validate("query", reportPageQuery),
    async (c) => {
      const { id, source } = c.req.valid("param");
      const { offset, limit, h } = c.req.valid("query");
      const { report } = await unlockedReport(c, id, h);
      return c.json(
        (await roomOf(c.env, report.id).friends(source, offset, limit)) satisfies FriendsResponse,
      );
    },
  )
  .get(
    "/:id/:source/common/:friendId",
    validate("param", friendParam),
    validate("query", shareQuery),
    async (c) => {
      const { id, source, friendId } = c.req.valid("param");
      const { report } = await unlockedReport(c, id, c.req.valid("query").h);
      const common = await roomOf(c.env, report.id).common(source, friendId);
      if (!common) throw new ApiError("not_found", "Friend not found");
      return c.json(common satisfies CommonInterestsResponse);
    },
  )
  .get("/:id/:source", validate("param", reportSourceParam), validate("query", reportQuery), async (c) => {
    const { id, source } = c.req.valid("param");
    const { limit, h } = c.req.valid("query");
    const { report } = await unlockedReport(c, id, h);
    const row = (await listReportSources(c.var.db, report.id)).find((r) => r.source === source);
    if (!row) throw new ApiError("not_found", "This network is not in the report");
    return c.json({
      items: row.interests.slice(0, limit),
      hasMore: row.interests.length > limit,
      friends: row.friends,
      coverage: row.coverage,
    } satisfies SourceInterestsResponse);
  })
  .get(
    "/:id/:source/:interestId/profiles",
    validate("param", reportInterestParam),
    validate("query", reportPageQuery),
    async (c) => {
      const { id, source, interestId } = c.req.valid("param");
      const { offset, limit, h } = c.req.valid("query");
      const { report } = await unlockedReport(c, id, h);
      const found = await roomOf(c.env, report.id).evidence(source, interestId, offset, limit, "account");
      if (!found) throw interestNotFound();
      const items = found.items.flatMap((item) => (item.kind === "account" ? [item] : []));
      return c.json({ items, hasMore: found.hasMore } satisfies InterestProfilesResponse);
    },
  )
  .get(
    "/:id/:source/:interestId",
    validate("param", reportInterestParam),
    validate("query", reportPageQuery),
    async (c) => {
      const { id, source, interestId } = c.req.valid("param");
      const { offset, limit, h } = c.req.valid("query");
      const { report } = await unlockedReport(c, id, h);
      const found = await roomOf(c.env, report.id).evidence(source, interestId, offset, limit);
      if (!found) throw interestNotFound();
      return c.json(found satisfies EvidenceResponse);
    },
  )
  .post(
    "/:id/:source/:interestId/issue",
    validate("param", reportInterestParam),
    validate("json", issueBody),
    async (c) => {
      const { id, source, interestId } = c.req.valid("param");
      const { report } = await ownReport(c, id);
      if (report.status !== "completed") throw new ApiError("bad_request", "The report is not completed yet");
      const interest = await roomOf(c.env, report.id).reportIssue(
        source,
        interestId,
        c.req.valid("json").profiles,
      );
      if (interest === undefined) throw interestNotFound();
      return c.json({ interest } satisfies IssueResponse);
    },
  );
