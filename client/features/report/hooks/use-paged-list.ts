import { useCallback, useEffect, useRef, useState } from "react";
import type { Page } from "../../../../worker/contracts/paging";
import { appendPage, removeFromPage } from "../utils/evidence-page";

type Status = "idle" | "loading" | "ready" | "failed";

/**
 * A paged list from the report API: the first page when `key` names a list (null: nothing to
 * ask), "Show more" pages on, items removable, a failed first page retried on demand.
 */
export function usePagedList<T extends { id: string }>(
  key: string | null,
  fetchPage: (offset: number) => Promise<Page<T>>,
) {
  const [page, setPage] = useState<Page<T>>({ items: [], hasMore: false });
  const [status, setStatus] = useState<Status>(key === null ? "idle" : "loading");
  const [loadingMore, setLoadingMore] = useState(false);
  const [attempt, setAttempt] = useState(0);
  // The latest fetcher without making every render a new request.
  const fetcher = useRef(fetchPage);
  fetcher.current = fetchPage;

  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` is the retry trigger
  useEffect(() => {
    if (key === null) return;
    let active = true;
    setStatus("loading");
    fetcher.current(0).then(
      (first) => {
        if (!active) return;
        setPage(first);
        setStatus("ready");
      },
      () => {
        // The API client has shown the error toast; the list offers another try.
        if (active) setStatus("failed");
      },
    );
    return () => {
      active = false;
    };
  }, [key, attempt]);

  const loadMore = async () => {
    setLoadingMore(true);
    try {
      const next = await fetcher.current(page.items.length);
      setPage((current) => appendPage(current, next));
    } catch {
      // Already told by the API client's toast; the button stays for another try.
    } finally {
      setLoadingMore(false);
    }
  };

  const remove = useCallback((id: string) => setPage((current) => removeFromPage(current, id)), []);

  return {
    items: page.items,
    hasMore: page.hasMore,
    status,
    loadingMore,
    loadMore,
    remove,
    retry: () => setAttempt((n) => n + 1),
  };
}
