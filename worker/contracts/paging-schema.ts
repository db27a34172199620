import { z } from "zod";
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from "./paging";

/* The paging request schema; server side only. */

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

/** `limit` alone: a first page whose items come in several lists. */
export const limitQuery = pageQuery.pick({ limit: true });
