import { useEffect, useRef, useState } from "react";
import type { CheckResponse } from "../../../../worker/contracts/report";
import type { ReportStatus } from "../../../../worker/contracts/report-events";
import { isGenerating } from "../../../../worker/domain/report-lifecycle";
import { ApiRequestError } from "../../../lib/api-client";
import { getGeneration } from "../api/get-generation";
import { GENERATION_POLL_MS } from "../utils/generation-status";

type Generation = Pick<CheckResponse, "status" | "progress">;

/**
 * A generating report's status, asked every GENERATION_POLL_MS while the tab is visible (a hidden
 * tab asks again as soon as it is shown). Polling rather than one event stream per card keeps a
 * long list within the browser's connection limit. `onEnd` is told once it completes or fails.
 */
export function useGenerationStatus(
  id: string,
  initial: ReportStatus,
  onEnd: (status: ReportStatus) => void,
): Generation {
  const [generation, setGeneration] = useState<Generation>({
    status: initial,
    progress: { done: 0, total: 0 },
  });
  const following = isGenerating(generation.status);
  // The latest callback, without restarting the polling when the parent re-renders.
  const endRef = useRef(onEnd);
  endRef.current = onEnd;

  useEffect(() => {
    if (!following) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    // Set while a hidden tab waits to be shown again before the next question.
    let paused = false;
    const controller = new AbortController();

    const poll = async () => {
      timer = undefined;
      if (document.visibilityState !== "visible") {
        paused = true;
        return;
      }
      try {
        const check = await getGeneration(id, controller.signal);
        setGeneration({ status: check.status, progress: check.progress });
        if (!isGenerating(check.status)) return endRef.current(check.status);
      } catch (error) {
        // Deleted meanwhile (or no longer ours): nothing left to follow. Other failures: ask again.
        if (controller.signal.aborted || (error instanceof ApiRequestError && error.status === 404)) return;
      }
      timer = setTimeout(poll, GENERATION_POLL_MS);
    };
    const onVisibility = () => {
      if (!paused || document.visibilityState !== "visible") return;
      paused = false;
      void poll();
    };

    void poll();
    document.addEventListener("visibilitychange", onVisibility);
    return () => {
      controller.abort();
      if (timer !== undefined) clearTimeout(timer);
      document.removeEventListener("visibilitychange", onVisibility);
    };
  }, [id, following]);

  return generation;
}
