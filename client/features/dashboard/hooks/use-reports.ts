import { useEffect, useState } from "react";
import type { ReportListItem, ReportListResponse } from "../../../../worker/contracts/report";
import {
  clearReportsCache,
  readReportsCache,
  sessionCache,
  writeReportsCache,
} from "../../../lib/reports-cache";
import { getReports } from "../api/get-reports";

type Status = "loading" | "ready" | "failed";

/**
 * The account's reports, loaded in the browser and reused for REPORTS_CACHE_MS; "Load more" pages
 * on. Local changes (delete, share, a generation ending) apply at once and reset the cache.
 */
export function useReports(userId: string) {
  const [page, setPage] = useState<ReportListResponse>({ items: [], hasMore: false });
  const [status, setStatus] = useState<Status>("loading");
  const [loadingMore, setLoadingMore] = useState(false);

  useEffect(() => {
    // Coming from the other host (a report just created or shared on the landing host), this
    // host's tab storage cannot know: the list is read again.
    if (cameFromOtherHost()) clearReportsCache(sessionCache());
    const cached = readReportsCache(sessionCache(), userId);
    if (cached) {
      setPage(cached);
      setStatus("ready");
      return;
    }
    let active = true;
    getReports(0).then(
      (first) => {
        if (!active) return;
        setPage(first);
        setStatus("ready");
        writeReportsCache(sessionCache(), userId, first);
      },
      () => {
        if (active) setStatus("failed");
      },
    );
    return () => {
      active = false;
    };
  }, [userId]);

  const loadMore = async () => {
    setLoadingMore(true);
    try {
      const next = await getReports(page.items.length);
      // A report deleted meanwhile in another tab can shift the pages: never list one twice.
      const known = new Set(page.items.map((item) => item.id));
      const merged = {
        items: [...page.items, ...next.items.filter((i) => !known.has(i.id))],
        hasMore: next.hasMore,
      };
      setPage(merged);
      writeReportsCache(sessionCache(), userId, merged);
    } catch {
      // The API client has already shown the error; the button stays for another try.
    } finally {
      setLoadingMore(false);
    }
  };

  const change = (update: (items: ReportListItem[]) => ReportListItem[]) => {
    setPage((current) => ({ ...current, items: update(current.items) }));
    clearReportsCache(sessionCache());
  };

  return {
    reports: page.items,
    hasMore: page.hasMore,
    status,
    loadingMore,
    loadMore,
    removeLocally: (id: string) => change((items) => items.filter((item) => item.id !== id)),
    setPublicLocally: (id: string, shared: boolean) =>
      change((items) => items.map((item) => (item.id === id ? { ...item, public: shared } : item))),
    /** A report the list followed while it was generating has ended. */
    setStatusLocally: (id: string, status: ReportListItem["status"]) =>
      change((items) => items.map((item) => (item.id === id ? { ...item, status } : item))),
  };
}

function cameFromOtherHost(): boolean {
  if (!document.referrer || !URL.canParse(document.referrer)) return false;
  return new URL(document.referrer).origin !== window.location.origin;
}
