import { z } from "zod";
import { sourceSchema } from "./sources-enums";

/**
 * A message on SCRAPE_QUEUE: load one selected profile of one generation of a report. `version`
 * is the generation (a refresh starts the next one), so a late message of an earlier run changes nothing.
 */
export const scrapeMessageSchema = z.object({
  type: z.literal("scrape"),
  reportId: z.string().min(1).max(64),
  version: z.number().int().min(1),
  source: sourceSchema,
  profileId: z.string().min(1).max(200),
  username: z.string().min(1).max(200),
});
export type ScrapeMessage = z.infer<typeof scrapeMessageSchema>;

/**
 * A message on SCRAPE_QUEUE after an opt-out is filed: drop these people from the next page of
 * reports, those whose id sorts after `after` (null: from the first); each page sends the next.
 */
const forgetMessageSchema = z.object({
  type: z.literal("forget"),
  profiles: z
    .array(
      z.object({
        source: sourceSchema,
        username: z.string().min(1).max(200),
        profileId: z.string().min(1).max(200).nullable(),
      }),
    )
    .min(1)
    .max(100),
  after: z.string().min(1).max(64).nullable(),
});
export type ForgetMessage = z.infer<typeof forgetMessageSchema>;

/** A message on SCRAPE_QUEUE from the monitoring cron: screen this watched report again. */
const rescreenMessageSchema = z.object({
  type: z.literal("rescreen"),
  reportId: z.string().min(1).max(64),
});
export type RescreenMessage = z.infer<typeof rescreenMessageSchema>;

export const scrapeQueueMessageSchema = z.discriminatedUnion("type", [
  scrapeMessageSchema,
  forgetMessageSchema,
  rescreenMessageSchema,
]);
