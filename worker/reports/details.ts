import type {
  CommonInterestsResponse,
  EvidenceResponse,
  FriendsResponse,
  HistoryResponse,
  InterestProfilesResponse,
  IssueResponse,
  SourceInterestsResponse,
} from "../contracts/report";
import type { Source } from "../contracts/sources";
import type { Db } from "../db/client";
import { listReportSources } from "../db/report-results";
import type { IssueOutcome } from "../durable/report-room";
import { ApiError } from "../lib/errors";
import { roomOf } from "./room";

/**
 * A completed report's details, for readers `readUnlocked` let in: the network's results from D1,
 * the bulk data from the report's room; 404 for a network, interest or friend the report lacks.
 */

type Deps = { env: Env; db: Db };
export type Page = { offset: number; limit: number };

const interestNotFound = () => new ApiError("not_found", "Interest not found");

/** The report's results on one network; 404 for a network the report does not have. */
async function sourceResults(db: Db, reportId: string, source: Source) {
  const row = (await listReportSources(db, reportId)).find((r) => r.source === source);
  if (!row) throw new ApiError("not_found", "This network is not in the report");
  return row;
}

/** One network's first `limit` interests, with its friend count and coverage. */
export async function sourceInterests(
  db: Db,
  reportId: string,
  source: Source,
  limit: number,
): Promise<SourceInterestsResponse> {
  const row = await sourceResults(db, reportId, source);
  return {
    items: row.interests.slice(0, limit),
    hasMore: row.interests.length > limit,
    friends: row.friends,
    coverage: row.coverage,
  };
}

/** A page of the subject's friends on one network. */
export async function friendsOf(
  deps: Deps,
  reportId: string,
  source: Source,
  { offset, limit }: Page,
): Promise<FriendsResponse> {
  await sourceResults(deps.db, reportId, source);
  return roomOf(deps.env, reportId).friends(source, offset, limit);
}

/** The interests the subject shares with one friend. */
export async function commonInterests(
  env: Env,
  reportId: string,
  source: Source,
  friendId: string,
): Promise<CommonInterestsResponse> {
  const common = await roomOf(env, reportId).common(source, friendId);
  if (!common) throw new ApiError("not_found", "Friend not found");
  return common;
}

/** One interest's evidence (or, with `kind`, only its accounts), paged. */
export async function interestEvidence(
  env: Env,
  reportId: string,
  source: Source,
  interestId: string,
  { offset, limit }: Page,
  kind?: "account",
): Promise<EvidenceResponse> {
  const found = await roomOf(env, reportId).evidence(source, interestId, offset, limit, kind);
  if (!found) throw interestNotFound();
  return found;
}

/** Only the accounts among one interest's evidence, paged. */
export async function interestProfiles(
  env: Env,
  reportId: string,
  source: Source,
  interestId: string,
  page: Page,
): Promise<InterestProfilesResponse> {
  const found = await interestEvidence(env, reportId, source, interestId, page, "account");
  const items = found.items.flatMap((item) => (item.kind === "account" ? [item] : []));
  return { items, hasMore: found.hasMore };
}

export const reportHistory = (env: Env, reportId: string): Promise<HistoryResponse> =>
  roomOf(env, reportId).history();

const ISSUE_ERRORS = {
  interest: interestNotFound,
  items: () => new ApiError("bad_request", "The chosen items are not evidence of this interest"),
  limit: () => new ApiError("bad_request", "This report has had too many corrections"),
} satisfies Record<Exclude<IssueOutcome, { ok: true }>["reason"], () => ApiError>;

/** "Wrong classification": these items stop counting for the interest (the room decides which may). */
export async function reportIssue(
  env: Env,
  reportId: string,
  source: Source,
  interestId: string,
  itemIds: string[],
): Promise<IssueResponse> {
  const outcome = await roomOf(env, reportId).reportIssue(source, interestId, itemIds);
  if (!outcome.ok) throw ISSUE_ERRORS[outcome.reason]();
  return { interest: outcome.interest };
}
