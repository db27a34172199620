import * as z from "zod/mini";
import type { ReportInterest } from "../../../../worker/contracts/report";
import {
  type ProfileEvent,
  type ReportEvent,
  type ReportStatus,
  reportEventSchema,
  type SourceStatus,
} from "../../../../worker/contracts/report-events";
import type { Source } from "../../../../worker/contracts/sources";

/**
 * A report being generated, as the page shows it: built from the room's events alone, so a
 * reconnecting stream's snapshot and the live events after it land the same way (every event
 * replaces what it names; a summary `reset` replaces the text so far). Pure.
 */
export interface LiveReport {
  status: ReportStatus;
  progress: { done: number; total: number };
  profiles: ProfileEvent[];
  sources: Partial<Record<Source, { status: SourceStatus; progress: { done: number; total: number } }>>;
  interests: Partial<Record<Source, ReportInterest[]>>;
  summary: string;
  tracked: number | null;
  error: string | null;
}

export const INITIAL_LIVE_REPORT: LiveReport = {
  status: "queued",
  progress: { done: 0, total: 0 },
  profiles: [],
  sources: {},
  interests: {},
  summary: "",
  tracked: null,
  error: null,
};

export function applyEvent(state: LiveReport, event: ReportEvent): LiveReport {
  switch (event.type) {
    case "status":
      return { ...state, status: event.status, progress: event.progress };
    case "profile": {
      const same = (p: ProfileEvent) => p.source === event.source && p.id === event.id;
      const profiles = state.profiles.some(same)
        ? state.profiles.map((p) => (same(p) ? event : p))
        : [...state.profiles, event];
      return { ...state, profiles };
    }
    case "source":
      return {
        ...state,
        sources: { ...state.sources, [event.source]: { status: event.status, progress: event.progress } },
      };
    case "interests":
      return { ...state, interests: { ...state.interests, [event.source]: event.interests } };
    case "summary":
      return { ...state, summary: event.reset ? event.chunk : state.summary + event.chunk };
    case "done":
      return { ...state, status: "completed", tracked: event.tracked };
    case "error":
      return { ...state, status: "failed", error: event.message };
  }
}

/** Every event the room sends, by the SSE `event:` name: the tags of the contract's union. */
export const EVENT_NAMES: readonly ReportEvent["type"][] = reportEventSchema.def.options.flatMap(
  (option) => option.shape.type.def.values,
);

/**
 * An SSE message as the browser's EventSource gives it (`event:` name and `data:` text), checked
 * against the contract; null if unknown or malformed.
 */
export function parseEvent(name: string, data: string): ReportEvent | null {
  let body: unknown;
  try {
    body = JSON.parse(data);
  } catch {
    return null;
  }
  if (typeof body !== "object" || body === null) return null;
  const parsed = z.safeParse(reportEventSchema, { ...body, type: name });
  return parsed.success ? parsed.data : null;
}

/** What the page says a network is doing. */
export function sourceActivity(status: SourceStatus | undefined): string {
  switch (status) {
    case "scraping":
      return "Loading profiles";
    case "loaded":
      return "Loaded";
    case "analysed":
      return "Analysed";
    case "unloaded":
      return "Could not be loaded";
    default:
      return "Waiting";
  }
}
