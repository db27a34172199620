import { z } from "zod";

export const DEFAULT_PAGE_SIZE = 20;
export const MAX_PAGE_SIZE = 100;

/** `offset` and `limit` query parameters; the limit is capped server side. */
export const pageQuery = z.object({
  offset: z.coerce.number({ error: "offset must be a number" }).int().min(0).max(1_000_000).default(0),
  limit: z.coerce
    .number({ error: "limit must be a number" })
    .int()
    .min(1)
    .default(DEFAULT_PAGE_SIZE)
    .transform((n) => Math.min(n, MAX_PAGE_SIZE)),
});
export type PageQuery = z.infer<typeof pageQuery>;

export type Page<T> = { items: T[]; hasMore: boolean };

/** Builds a page from `limit + 1` fetched rows: the extra row only tells that there is more. */
export function toPage<T>(rows: T[], limit: number): Page<T> {
  return { items: rows.slice(0, limit), hasMore: rows.length > limit };
}
