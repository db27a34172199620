import { useCallback, useEffect, useState } from "react";
import type { Page } from "../../../../worker/contracts/paging";
import type { EvidenceItem } from "../../../../worker/contracts/report";
import type { Source } from "../../../../worker/contracts/sources";
import { getEvidence } from "../api/get-evidence";
import { appendPage, removeFromPage } from "../utils/evidence-page";

type Status = "loading" | "ready" | "failed";

/** The evidence of one interest: the first page on mount, "Show more" pages on, items removable. */
export function useEvidence(reportId: string, source: Source, interestId: string, shareHash: string | null) {
  const [page, setPage] = useState<Page<EvidenceItem>>({ items: [], hasMore: false });
  const [status, setStatus] = useState<Status>("loading");
  const [loadingMore, setLoadingMore] = useState(false);
  const [attempt, setAttempt] = useState(0);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` is the retry trigger
  useEffect(() => {
    let active = true;
    setStatus("loading");
    getEvidence(reportId, source, interestId, 0, shareHash).then(
      (first) => {
        if (!active) return;
        setPage(first);
        setStatus("ready");
      },
      () => {
        // The API client has shown the error toast; the panel offers another try.
        if (active) setStatus("failed");
      },
    );
    return () => {
      active = false;
    };
  }, [reportId, source, interestId, shareHash, attempt]);

  const loadMore = async () => {
    setLoadingMore(true);
    try {
      const next = await getEvidence(reportId, source, interestId, page.items.length, shareHash);
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
