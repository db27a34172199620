import type { Friend } from "../analysis/report-analysis";
import { shippedClassifier } from "../analysis/shipped-model";
import type {
  CheckResponse,
  CommonInterestsResponse,
  EvidenceItem,
  EvidenceResponse,
  FriendsResponse,
  HistoryResponse,
  ReportFriend,
  ReportInterest,
} from "../contracts/report";
import type { SourceStatus } from "../contracts/report-events";
import type { ScrapedAccount, ScrapedPost } from "../contracts/scraped";
import type { Source } from "../contracts/sources";
import type { GenerationResult } from "../db/report-results";
import { hasChanges } from "../domain/report-change";
import { historyOf } from "../domain/report-history";
import { isRedFlag } from "../domain/taxonomy";
import { sourceCoverage } from "../generation/source-data";
import { profileCoverage, progressOf, sourceStatus, sourcesOf } from "./room-events";
import * as store from "./room-store";

/** What a report room answers from its storage: the API's reads, and the results D1 keeps. */

/** One network's interests, as the report counts them now. */
export function interests(sql: SqlStorage, source: Source): ReportInterest[] {
  return store
    .listFindings(sql, source)
    .map(({ id, title, count, redzone }) => ({ id, title, count, redzone }));
}

/** `GET /generate/{id}`, `GET /check/{id}`. */
export function check(sql: SqlStorage): CheckResponse | null {
  const state = store.readState(sql);
  if (!state) return null;
  const profiles = store.listProfiles(sql);
  const sources: Partial<Record<Source, SourceStatus>> = {};
  for (const source of sourcesOf(profiles)) sources[source] = sourceStatus(source, profiles, state.status);
  return { status: state.status, progress: progressOf(profiles), sources };
}

/** `GET /report/{id}/summary`: the text so far (complete once the report is). */
export function summary(sql: SqlStorage): string | null {
  const state = store.readState(sql);
  return state && state.summary !== "" ? state.summary : null;
}

/** The evidence of one interest, strongest first; null for an interest the report lacks. */
export function evidence(
  sql: SqlStorage,
  source: Source,
  interestId: string,
  offset: number,
  limit: number,
  kind?: "account",
): EvidenceResponse | null {
  const interest = interests(sql, source).find((i) => i.id === interestId);
  if (!interest) return null;
  const rows = store.listEvidence(sql, source, interestId, offset, limit + 1, kind);
  const items = rows.slice(0, limit).flatMap((row) => {
    const item = evidenceItem(sql, source, interestId, row);
    return item ? [item] : [];
  });
  return { interest, items, hasMore: rows.length > limit };
}

function evidenceItem(
  sql: SqlStorage,
  source: Source,
  interestId: string,
  row: store.EvidenceRow,
): EvidenceItem | null {
  // The words behind a red flag, for the page to mark: found again from the text, since
  // scoring thousands of items keeps no offsets.
  const spans = (text: string) =>
    isRedFlag(interestId) ? { spans: shippedClassifier().spans(text, interestId) } : {};
  if (row.kind === "account") {
    const a = store.findItem<ScrapedAccount>(sql, source, "following", row.itemId);
    return a ? { kind: "account", score: row.score, ...a } : null;
  }
  if (row.kind === "post") {
    const p = store.findItem<ScrapedPost>(sql, source, "post", row.itemId);
    return p
      ? {
          kind: "post",
          score: row.score,
          id: p.id,
          text: p.text,
          link: p.link,
          created: p.created,
          ...(p.shared ? { shared: p.shared } : {}),
          ...spans(p.text),
        }
      : null;
  }
  const profile = store.listProfiles(sql).find((p) => p.source === source && p.profile?.id === row.itemId);
  return profile?.profile
    ? {
        kind: "bio",
        id: row.itemId,
        score: row.score,
        text: profile.profile.bio,
        link: profile.profile.link,
        ...spans(profile.profile.bio),
      }
    : null;
}

export function friends(sql: SqlStorage, source: Source, offset: number, limit: number): FriendsResponse {
  const rows = store.listFriends<Friend>(sql, source, offset, limit + 1);
  return { items: rows.slice(0, limit).map(toReportFriend), hasMore: rows.length > limit };
}

/** Interests shared with one friend, in the subject's order; null when not a friend. */
export function common(sql: SqlStorage, source: Source, friendId: string): CommonInterestsResponse | null {
  const friend = store.findFriend<Friend>(sql, source, friendId);
  if (!friend) return null;
  const theirs = new Set<string>(friend.interests);
  return {
    friend: toReportFriend(friend),
    items: interests(sql, source)
      .filter((i) => theirs.has(i.id))
      .map(({ id, title, redzone }) => ({ id, title, redzone })),
  };
}

export function history(sql: SqlStorage): HistoryResponse {
  return { items: historyOf(store.listHistory(sql), store.listChanges(sql)) };
}

/** What D1 keeps of a finished generation. */
export function results(
  sql: SqlStorage,
  state: store.RoomState,
  status: GenerationResult["status"],
): GenerationResult {
  const profiles = store.listProfiles(sql);
  const latest = store.latestChange(sql);
  return {
    status,
    lastChange: latest && hasChanges(latest) ? latest : null,
    summary: state.summary === "" ? null : state.summary,
    tracked: new Date(state.tracked ?? Date.now()),
    profiles: profiles.map((p) => ({
      source: p.source,
      profileId: p.profileId,
      badReason: p.badReason,
      image: p.image,
      coverage: profileCoverage(p),
    })),
    sources: sourcesOf(profiles)
      .filter((source) => profiles.some((p) => p.source === source && p.status === "loaded"))
      .map((source) => ({
        source,
        interests: interests(sql, source),
        friends: store.countFriends(sql, source),
        coverage: sourceCoverage(profiles.filter((p) => p.source === source)),
      })),
  };
}

function toReportFriend(friend: Friend): ReportFriend {
  const { id, username, fullname, image, link, common } = friend;
  return { id, username, fullname, image, link, common };
}
