import type { Context } from "hono";
import { z } from "zod";
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
import type { Source } from "../../../contracts/sources";
import type { IssueOutcome } from "../../../durable/report-room";
import { ApiError } from "../../../lib/errors";
import { type AppEnv, createRouter } from "../../../lib/hono";
import { validate } from "../../../lib/validate";
import { notCompleted } from "../../../reports/read";

const interestNotFound = () => new ApiError("not_found", "Interest not found");

/** One interest's evidence (or only its accounts), paged; 404 for an interest the report lacks. */
function evidenceOf(
  c: Context<AppEnv>,
  { id, source, interestId }: { id: string; source: Source; interestId: string },
  { offset, limit, h }: { offset: number; limit: number; h?: string },
  kind?: "account",
) {
  return c.var.reports.readUnlocked(id, requestReader(c, h), async (report) => {
    const found = await c.var.reports.room(report.id).evidence(source, interestId, offset, limit, kind);
    if (!found) throw interestNotFound();
    return found;
  });
}

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
      c.var.reports.room(report.id).history(),
    );
    return c.json(answer satisfies HistoryResponse);
  })
  .post("/:id/refresh", validate("param", reportIdParam), async (c) => {
    const { reports } = c.var;
    const { report, access } = await reports.own(c.req.valid("param").id, requestOwner(c));
    return c.json((await reports.refresh(report, access.revealed)) satisfies GenerateResponse, 202);
  })
  .get(
    "/:id/:source/friends",
    validate("param", reportSourceParam),
    validate("query", reportPageQuery),
    async (c) => {
      const { id, source } = c.req.valid("param");
      const { offset, limit, h } = c.req.valid("query");
      const { reports } = c.var;
      const answer = await reports.readUnlocked(id, requestReader(c, h), async (report) => {
        await reports.sourceResults(report.id, source);
        return reports.room(report.id).friends(source, offset, limit);
      });
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
      const answer = await reports.readUnlocked(
        id,
        requestReader(c, c.req.valid("query").h),
        async (report) => {
          const common = await reports.room(report.id).common(source, friendId);
          if (!common) throw new ApiError("not_found", "Friend not found");
          return common;
        },
      );
      return c.json(answer satisfies CommonInterestsResponse);
    },
  )
  .get("/:id/:source", validate("param", reportSourceParam), validate("query", reportQuery), async (c) => {
    const { id, source } = c.req.valid("param");
    const { limit, h } = c.req.valid("query");
    const { reports } = c.var;
    const answer = await reports.readUnlocked(id, requestReader(c, h), async (report) => {
      const row = await reports.sourceResults(report.id, source);
      return {
        items: row.interests.slice(0, limit),
        hasMore: row.interests.length > limit,
        friends: row.friends,
        coverage: row.coverage,
      };
    });
    return c.json(answer satisfies SourceInterestsResponse);
  })
  .get(
    "/:id/:source/:interestId/profiles",
    validate("param", reportInterestParam),
    validate("query", reportPageQuery),
    async (c) => {
      const found = await evidenceOf(c, c.req.valid("param"), c.req.valid("query"), "account");
      const items = found.items.flatMap((item) => (item.kind === "account" ? [item] : []));
      return c.json({ items, hasMore: found.hasMore } satisfies InterestProfilesResponse);
    },
  )
  .get(
    "/:id/:source/:interestId",
    validate("param", reportInterestParam),
    validate("query", reportPageQuery),
    async (c) => {
      return c.json(
        (await evidenceOf(c, c.req.valid("param"), c.req.valid("query"))) satisfies EvidenceResponse,
      );
    },
  )
  /**
   * Any interest id gets "not found" here, not a validation error: API.md answers 404 for an
   * interest the report does not have.
   */
  .post(
    "/:id/:source/:interestId/issue",
    validate("param", reportSourceParam.extend({ interestId: z.string().min(1).max(64) })),
    validate("json", issueBody),
    async (c) => {
      const { id, source, interestId } = c.req.valid("param");
      const { report } = await c.var.reports.ownUnlocked(id, requestOwner(c));
      const outcome = await c.var.reports
        .room(report.id)
        .reportIssue(source, interestId, c.req.valid("json").profiles);
      if (!outcome.ok) throw ISSUE_ERRORS[outcome.reason]();
      return c.json({ interest: outcome.interest } satisfies IssueResponse);
    },
  );

const ISSUE_ERRORS = {
  interest: interestNotFound,
  items: () => new ApiError("bad_request", "The chosen items are not evidence of this interest"),
  limit: () => new ApiError("bad_request", "This report has had too many corrections"),
} satisfies Record<Exclude<IssueOutcome, { ok: true }>["reason"], () => ApiError>;
