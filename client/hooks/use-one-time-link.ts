import { useEffect, useRef, useState } from "react";
import { ApiRequestError } from "../lib/api-client";

export type LinkState<T> =
  | { status: "pending" }
  | { status: "done"; result: T }
  /** The API's 404 'Invalid Link': unknown, used or expired. */
  | { status: "invalid" }
  | { status: "failed" };

/**
 * Runs a one-time email link's request once, in the browser, when the page opens. Not in a loader:
 * link scanners that prefetch pages must not use the link up. Guarded so a re-run cannot spend it twice.
 */
export function useOneTimeLink<T>(run: () => Promise<T>): LinkState<T> {
  const [state, setState] = useState<LinkState<T>>({ status: "pending" });
  const started = useRef(false);
  const action = useRef(run);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    action.current().then(
      (result) => setState({ status: "done", result }),
      (error: unknown) =>
        setState({ status: error instanceof ApiRequestError && error.status === 404 ? "invalid" : "failed" }),
    );
  }, []);

  return state;
}
