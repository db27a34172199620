import { useEffect, useReducer } from "react";
import type { CheckResponse } from "../../../../worker/contracts/report";
import { trackClientError } from "../../../lib/analytics";
import { API_BASE } from "../../../lib/api-client";
import {
  applyEvent,
  EVENT_NAMES,
  INITIAL_LIVE_REPORT,
  type LiveReport,
  parseEvent,
} from "../utils/live-report";

function fromCheck(check: CheckResponse | null): LiveReport {
  return check
    ? { ...INITIAL_LIVE_REPORT, status: check.status, progress: check.progress }
    : INITIAL_LIVE_REPORT;
}

/**
 * Follows a generating report over SSE. The browser's EventSource reconnects by itself after a
 * drop; the room then sends its snapshot first, which replaces what the page shows, so nothing is
 * missed or doubled and no reload is needed. The stream is closed once the report ends.
 */
export function useLiveReport(reportId: string, shareHash: string | null, initial: CheckResponse | null) {
  const [state, dispatch] = useReducer(applyEvent, initial, fromCheck);
  useEffect(() => {
    const hash = shareHash ? `?h=${encodeURIComponent(shareHash)}` : "";
    const path = `/sse/${encodeURIComponent(reportId)}${hash}`;
    const source = new EventSource(`${API_BASE}${path}`, { withCredentials: true });
    // One report per stream: a drifted contract would otherwise send one for every event.
    let reported = false;
    const onMessage = (event: Event) => {
      // A connection error is a plain Event; the room's own `error` event carries data.
      if (!(event instanceof MessageEvent)) return;
      const parsed = parseEvent(event.type, String(event.data));
      if (!parsed) {
        if (!reported) trackClientError("GET", path, 200);
        reported = true;
        return;
      }
      dispatch(parsed);
      if (parsed.type === "done" || parsed.type === "error") source.close();
    };
    for (const name of EVENT_NAMES) source.addEventListener(name, onMessage);
    return () => source.close();
  }, [reportId, shareHash]);
  return state;
}
