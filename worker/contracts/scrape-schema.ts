import { z } from "zod";
import { sourceSchema } from "./sources-schema";

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
