import type { Page } from "../../../../worker/contracts/paging";

/**
 * A loaded list with the next page added. Items removed or added server side between two pages
 * shift the offsets, so an item already shown is never listed twice.
 */
export function appendPage<T extends { id: string }>(current: Page<T>, next: Page<T>): Page<T> {
  const known = new Set(current.items.map((item) => item.id));
  return {
    items: [...current.items, ...next.items.filter((item) => !known.has(item.id))],
    hasMore: next.hasMore,
  };
}

/** A loaded list without one item (the server has dropped it too, so the next offset stays right). */
export function removeFromPage<T extends { id: string }>(current: Page<T>, id: string): Page<T> {
  return { ...current, items: current.items.filter((item) => item.id !== id) };
}
