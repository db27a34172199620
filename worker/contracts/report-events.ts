import { z } from "zod";
import { badReasonSchema, sourceSchema } from "./sources-schema";

export const REPORT_STATUSES = [
  "draft",
  "queued",
  "scraping",
  "analysing",
  "summarising",
  "completed",
  "failed",
] as const;
export const reportStatusSchema = z.enum(REPORT_STATUSES);
export type ReportStatus = z.infer<typeof reportStatusSchema>;

/** Events a report's room streams over SSE; `type` becomes the SSE `event:` name. */
export const reportEventSchema = z.discriminatedUnion("type", [
  z.object({
    type: z.literal("status"),
    status: reportStatusSchema,
    progress: z.object({ done: z.number(), total: z.number() }),
  }),
  z.object({
    type: z.literal("profile"),
    source: sourceSchema,
    id: z.string(),
    status: z.enum(["loading", "loaded", "failed"]),
    badReason: badReasonSchema.nullable(),
  }),
  z.object({
    type: z.literal("source"),
    source: sourceSchema,
    status: z.enum(["scraping", "analysed", "unloaded"]),
  }),
  z.object({
    type: z.literal("interests"),
    source: sourceSchema,
    interests: z.array(
      z.object({ id: z.string(), title: z.string(), count: z.number(), redzone: z.boolean() }),
    ),
  }),
  z.object({ type: z.literal("summary"), chunk: z.string() }),
  z.object({ type: z.literal("done"), tracked: z.number() }),
  z.object({ type: z.literal("error"), message: z.string() }),
]);
export type ReportEvent = z.infer<typeof reportEventSchema>;

/** Encodes one event in the wire format: its name in `event:`, one JSON `data:` line. */
export function encodeSse(event: ReportEvent): string {
  const { type, ...data } = event;
  return `event: ${type}\ndata: ${JSON.stringify(data)}\n\n`;
}
