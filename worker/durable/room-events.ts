import type { ReportInterest } from "../contracts/report";
import type { ProfileEvent, ReportEvent, SourceStatus } from "../contracts/report-events";
import type { Source } from "../contracts/sources";
import { coverageText, PENDING_SECTIONS } from "../domain/coverage";
import { isAnalysed, type ReportStatus } from "../domain/report-lifecycle";
import type { RoomState, StoredProfile } from "./room-store";

/**
 * The events a report room streams, built from what it stores: plain functions, so what a page
 * sees is one function of the room's state.
 */

const FAILED_MESSAGE = "The report could not be generated. Please try again.";

export function sourcesOf(profiles: readonly StoredProfile[]): Source[] {
  return [...new Set(profiles.map((p) => p.source))];
}

export function progressOf(profiles: readonly StoredProfile[]) {
  return { done: profiles.filter((p) => p.status !== "loading").length, total: profiles.length };
}

export function profileCoverage(p: StoredProfile): string | null {
  if (p.status === "loading") return null;
  if (p.badReason === "private") return coverageText(PENDING_SECTIONS, true);
  if (p.sections === null) return "could not be loaded: not analysed";
  return coverageText(p.sections);
}

export function sourceStatus(
  source: Source,
  profiles: readonly StoredProfile[],
  status: ReportStatus,
): SourceStatus {
  const own = profiles.filter((p) => p.source === source);
  if (own.some((p) => p.status === "loading"))
    return own.some((p) => p.status !== "loading") ? "scraping" : "queued";
  if (!own.some((p) => p.status === "loaded")) return "unloaded";
  return isAnalysed(status) ? "analysed" : "loaded";
}

export function sourceEvent(
  source: Source,
  profiles: readonly StoredProfile[],
  status: ReportStatus,
): ReportEvent {
  return {
    type: "source",
    source,
    status: sourceStatus(source, profiles, status),
    progress: progressOf(profiles.filter((p) => p.source === source)),
  };
}

export function profileEvent(p: StoredProfile): ProfileEvent {
  return {
    type: "profile",
    source: p.source,
    id: p.profileId,
    username: p.username,
    fullname: p.profile?.fullname ?? p.username,
    image: p.image,
    link: p.profile?.link ?? "",
    count: p.profile?.followers ?? null,
    status: p.status,
    badReason: p.badReason,
    coverage: profileCoverage(p),
  };
}

/** The status, with the progress it carries to the page. */
export function statusEvent(state: RoomState, profiles: readonly StoredProfile[]): ReportEvent {
  return { type: "status", status: state.status, progress: progressOf(profiles) };
}

/** For a finished report, the event that ends its streams. */
export function endEvents(state: RoomState): ReportEvent[] {
  if (state.status === "completed") return [{ type: "done", tracked: state.tracked ?? 0 }];
  if (state.status === "failed") return [{ type: "error", message: FAILED_MESSAGE }];
  return [];
}

/**
 * What a new subscriber gets first, compactly: the status, each profile and network, each
 * network's interests, the summary so far (one reset chunk); then done or error once finished.
 */
export function snapshot(
  state: RoomState,
  profiles: readonly StoredProfile[],
  interestsOf: (source: Source) => ReportInterest[],
): ReportEvent[] {
  const events = [statusEvent(state, profiles)];
  for (const p of profiles) events.push(profileEvent(p));
  for (const source of sourcesOf(profiles)) {
    events.push(sourceEvent(source, profiles, state.status));
    const interests = interestsOf(source);
    if (interests.length > 0) events.push({ type: "interests", source, interests });
  }
  if (state.summary !== "") events.push({ type: "summary", chunk: state.summary, reset: true });
  return [...events, ...endEvents(state)];
}

/** The last event of a stream: the report is finished. */
export const isTerminal = (event: ReportEvent) => event.type === "done" || event.type === "error";

/**
 * What a reader the report is locked for (the teaser stream) may not see: the summary text, as
 * `GET /report/{id}` withholds it. Everything else (interests with their counts too) is shown.
 */
export const hiddenWhileLocked = (event: ReportEvent) => event.type === "summary";
