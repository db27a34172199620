/**
 * The dashboard's list of reports, kept in the tab for a while. Shared, so that any feature that
 * changes the account's reports (creating one, a payment) can reset it.
 */
import * as z from "zod/mini";
import { type ReportListResponse, reportListResponseSchema } from "../../worker/contracts/report";

/** How long the dashboard reuses the list it loaded before asking the API again. */
export const REPORTS_CACHE_MS = 60_000;
const KEY = "lookwise:reports";

type CacheStorage = Pick<Storage, "getItem" | "setItem" | "removeItem">;
/** Checked when read: an entry an earlier version of the app saved may no longer fit the list. */
const entrySchema = z.object({ userId: z.string(), savedAt: z.number(), page: reportListResponseSchema });
type Entry = z.infer<typeof entrySchema>;

/** The tab's session storage, or undefined where it is unavailable (SSR, blocked storage). */
export function sessionCache(): CacheStorage | undefined {
  try {
    return typeof sessionStorage === "undefined" ? undefined : sessionStorage;
  } catch {
    return undefined;
  }
}

/** The cached list of this account, while fresh; another account's or a stale one is ignored. */
export function readReportsCache(
  storage: CacheStorage | undefined,
  userId: string,
  now = Date.now(),
): ReportListResponse | null {
  try {
    const raw = storage?.getItem(KEY);
    if (!raw) return null;
    const entry = z.safeParse(entrySchema, JSON.parse(raw));
    if (!entry.success) return null;
    const age = now - entry.data.savedAt;
    const fresh = entry.data.userId === userId && age >= 0 && age < REPORTS_CACHE_MS;
    return fresh ? entry.data.page : null;
  } catch {
    return null;
  }
}

export function writeReportsCache(
  storage: CacheStorage | undefined,
  userId: string,
  page: ReportListResponse,
  now = Date.now(),
) {
  const entry: Entry = { userId, savedAt: now, page };
  try {
    storage?.setItem(KEY, JSON.stringify(entry));
  } catch {
    // A full or blocked storage only costs a reload of the list.
  }
}

/** After any change the list is fetched afresh next time. */
export function clearReportsCache(storage: CacheStorage | undefined) {
  try {
    storage?.removeItem(KEY);
  } catch {
    // Nothing cached then.
  }
}
