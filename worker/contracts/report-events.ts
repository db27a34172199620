import * as z from "zod/mini";
import { REPORT_STATUSES, type ReportStatus } from "../domain/report-lifecycle";
import { badReasonSchema, sourceSchema } from "./sources-enums";

export type { ReportStatus };
export const reportStatusSchema = z.enum(REPORT_STATUSES);

/** Where one network of a report is: waiting, loading, loaded, analysed, or given up on. */
export const SOURCE_STATUSES = ["queued", "scraping", "loaded", "analysed", "unloaded"] as const;
export const sourceStatusSchema = z.enum(SOURCE_STATUSES);
export type SourceStatus = z.infer<typeof sourceStatusSchema>;

export const progressSchema = z.object({ done: z.number(), total: z.number() });

/** One section of a profile (followed accounts, followers, posts) and how much of it was read. */
export const sectionCoverageSchema = z.object({
  status: z.enum(["loaded", "private", "unsupported", "failed", "pending"]),
  count: z.number(),
});

/** What was analysed on one network, and what was not and why; `text` is the line the page shows. */
export const coverageSchema = z.object({
  text: z.string(),
  followings: sectionCoverageSchema,
  followers: sectionCoverageSchema,
  posts: sectionCoverageSchema,
});
export type Coverage = z.infer<typeof coverageSchema>;
export type SectionCoverage = z.infer<typeof sectionCoverageSchema>;

export const reportInterestSchema = z.object({
  id: z.string(),
  title: z.string(),
  count: z.number(),
  redzone: z.boolean(),
});

/**
 * Events a report's room streams over SSE; `type` becomes the SSE `event:` name. A `summary`
 * event either appends `chunk`, or, with `reset`, replaces the text so far by `chunk` (empty
 * when the model's text was dropped). A late subscriber's snapshot sends the summary so far as
 * one reset event, so a reconnecting page never shows it twice.
 */
export const reportEventSchema = z.discriminatedUnion("type", [
  z.object({ type: z.literal("status"), status: reportStatusSchema, progress: progressSchema }),
  z.object({
    type: z.literal("profile"),
    source: sourceSchema,
    id: z.string(),
    username: z.string(),
    fullname: z.string(),
    image: z.nullable(z.string()),
    link: z.string(),
    count: z.nullable(z.number()),
    status: z.enum(["loading", "loaded", "failed"]),
    badReason: z.nullable(badReasonSchema),
    coverage: z.nullable(z.string()),
  }),
  z.object({
    type: z.literal("source"),
    source: sourceSchema,
    status: sourceStatusSchema,
    progress: progressSchema,
  }),
  z.object({ type: z.literal("interests"), source: sourceSchema, interests: z.array(reportInterestSchema) }),
  z.object({ type: z.literal("summary"), chunk: z.string(), reset: z.optional(z.literal(true)) }),
  z.object({ type: z.literal("done"), tracked: z.number() }),
  z.object({ type: z.literal("error"), message: z.string() }),
]);
export type ReportEvent = z.infer<typeof reportEventSchema>;
export type ProfileEvent = Extract<ReportEvent, { type: "profile" }>;

/** The headers of every report event stream. */
export const SSE_HEADERS = { "Content-Type": "text/event-stream", "Cache-Control": "no-cache, no-transform" };

/** Encodes one event in the wire format: its name in `event:`, one JSON `data:` line. */
export function encodeSse(event: ReportEvent): string {
  const { type, ...data } = event;
  return `event: ${type}\ndata: ${JSON.stringify(data)}\n\n`;
}
