import { z } from "zod";
import { isTopicId } from "../domain/taxonomy";
import { limitQuery, pageQuery } from "./paging-schema";
import { isReportId, WATCH_EVERY } from "./report";
import { sourceSchema } from "./sources-enums";

/* Request schemas of the report API; server side only. */

export const reportIdSchema = z.string().refine(isReportId, "Report not found");

export const reportIdParam = z.object({ id: reportIdSchema });
export const generateBody = z.object({ id: reportIdSchema });

/** `?h=`: a shared report's hash; anything that cannot be one is no hash. */
export const shareQuery = z.object({ h: z.string().max(200).optional().catch(undefined) });

export const reportQuery = limitQuery.extend(shareQuery.shape);
export const reportPageQuery = pageQuery.extend(shareQuery.shape);

export const reportSourceParam = z.object({ id: reportIdSchema, source: sourceSchema });

export const interestIdSchema = z.string().max(64).refine(isTopicId, "Interest not found");
export const reportInterestParam = reportSourceParam.extend({ interestId: interestIdSchema });
export const friendParam = reportSourceParam.extend({ friendId: z.string().min(1).max(200) });
/**
 * Any interest id gets "not found" from the feedback, not a validation error: API.md answers 404
 * for an interest the report does not have.
 */
export const issueParam = reportSourceParam.extend({ interestId: z.string().min(1).max(64) });

export const issueBody = z.object({
  profiles: z.array(z.string().min(1).max(200)).min(1, "Choose at least one item").max(100),
});

export const snoopImageBody = z.object({ id: reportIdSchema, h: z.string().max(200).optional() });
export const redzoneParam = z.object({ source: sourceSchema });

/** `POST /report/{id}/watch`: watch (every week unless said) or stop. */
export const watchBody = z.object({
  watching: z.boolean(),
  every: z.enum(WATCH_EVERY).default("week"),
});

/** `POST /watch/stop`: an alert's signed link (its token, as the link carries it). */
export const watchStopBody = z.object({ token: z.string().min(1).max(2000) });
