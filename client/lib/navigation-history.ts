/** The spec's history log: the last 200 pages visited, attached to every error report. */
export const NAVIGATION_HISTORY_SIZE = 200;

/** One page visited: its path (tokens and query values scrubbed) and when, as an ISO time. */
export type NavigationEntry = { path: string; at: string };

/** A ring buffer of the pages visited, oldest first: the oldest gives way once it holds `capacity`. */
export function createNavigationHistory(
  capacity = NAVIGATION_HISTORY_SIZE,
  restored: readonly NavigationEntry[] = [],
) {
  const ring: NavigationEntry[] = [];
  let next = 0;
  const history = {
    add(entry: NavigationEntry) {
      if (ring.length < capacity) ring.push(entry);
      else ring[next] = entry;
      next = (next + 1) % capacity;
    },
    entries(): NavigationEntry[] {
      return ring.length < capacity ? [...ring] : [...ring.slice(next), ...ring.slice(0, next)];
    },
  };
  for (const entry of restored) history.add(entry);
  return history;
}

export type NavigationHistory = ReturnType<typeof createNavigationHistory>;

/** Entries as storage gave them back, or none when they are not entries (another version's, tampered). */
export function readNavigationEntries(text: string | null): NavigationEntry[] {
  try {
    const parsed: unknown = JSON.parse(text ?? "[]");
    if (!Array.isArray(parsed)) return [];
    return parsed.filter(
      (entry): entry is NavigationEntry => typeof entry?.path === "string" && typeof entry?.at === "string",
    );
  } catch {
    return [];
  }
}
