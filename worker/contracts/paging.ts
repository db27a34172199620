import * as z from "zod/mini";

export const DEFAULT_PAGE_SIZE = 20;
export const MAX_PAGE_SIZE = 100;

export type Page<T> = { items: T[]; hasMore: boolean };

/** The schema of a `Page` of `item`s. The `offset`/`limit` query is `./paging-schema`'s (server side only). */
export function pageSchema<Item extends z.ZodMiniType>(item: Item) {
  return z.object({ items: z.array(item), hasMore: z.boolean() });
}

/** Builds a page from `limit + 1` fetched rows: the extra row only tells that there is more. */
export function toPage<T>(rows: T[], limit: number): Page<T> {
  return { items: rows.slice(0, limit), hasMore: rows.length > limit };
}
