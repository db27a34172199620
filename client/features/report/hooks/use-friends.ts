import { useEffect, useState } from "react";
import type { Page } from "../../../../worker/contracts/paging";
import type { ReportFriend } from "../../../../worker/contracts/report";
import type { Source } from "../../../../worker/contracts/sources";
import { getFriends } from "../api/get-friends";
import { appendPage } from "../utils/evidence-page";

type Status = "idle" | "loading" | "ready" | "failed";

/**
 * A network's friends, first page loaded as soon as the section shows (so it is on the page, and
 * in a printed copy, without a click); "Show more" pages on. Nothing is asked when there are none.
 */
export function useFriends(reportId: string, source: Source, total: number, shareHash: string | null) {
  const [page, setPage] = useState<Page<ReportFriend>>({ items: [], hasMore: false });
  const [status, setStatus] = useState<Status>(total > 0 ? "loading" : "idle");
  const [loadingMore, setLoadingMore] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const any = total > 0;

  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` is the retry trigger
  useEffect(() => {
    if (!any) return;
    let active = true;
    setStatus("loading");
    getFriends(reportId, source, 0, shareHash).then(
      (first) => {
        if (!active) return;
        setPage(first);
        setStatus("ready");
      },
      () => {
        if (active) setStatus("failed");
      },
    );
    return () => {
      active = false;
    };
  }, [reportId, source, shareHash, any, attempt]);

  const loadMore = async () => {
    setLoadingMore(true);
    try {
      const next = await getFriends(reportId, source, page.items.length, shareHash);
      setPage((current) => appendPage(current, next));
    } catch {
      // Already told by the API client's toast; the button stays for another try.
    } finally {
      setLoadingMore(false);
    }
  };

  return {
    friends: page.items,
    hasMore: page.hasMore,
    status,
    loadingMore,
    loadMore,
    retry: () => setAttempt((n) => n + 1),
  };
}
