import type { ApiFailure, ErrorReporter } from "./error-reporting-sdk";

/**
 * The browser's error reporting: off until the public configuration carries a DSN, then the SDK
 * (client/lib/error-reporting-sdk.ts) loads as a chunk of its own, so a page without a DSN ships
 * none of it. What happens while it loads is passed on once it has.
 */
type Report = (reporter: ErrorReporter) => void;
type State =
  | { status: "off" }
  | { status: "loading"; early: Report[] }
  | { status: "on"; reporter: ErrorReporter };

/** A page failing in a loop before the SDK is in keeps only its first reports. */
const EARLY_REPORTS_MAX = 20;

let state: State = { status: "off" };

export function startErrorReporting(config: { sentryDsn: string; sentryEnvironment: string }) {
  // Only ever called in the browser; the check keeps the browser SDK out of the Worker's bundle.
  if (import.meta.env.SSR || !config.sentryDsn || state.status !== "off") return;
  const early: Report[] = [];
  state = { status: "loading", early };
  import("./error-reporting-sdk")
    .then(({ startSdk }) => {
      const reporter = startSdk({ dsn: config.sentryDsn, environment: config.sentryEnvironment });
      state = { status: "on", reporter };
      for (const report of early) report(reporter);
    })
    .catch(() => {
      // The chunk did not load (offline, a new deployment): the page goes on without reporting.
      state = { status: "off" };
    });
}

function whenReady(report: Report) {
  if (state.status === "on") report(state.reporter);
  else if (state.status === "loading" && state.early.length < EARLY_REPORTS_MAX) state.early.push(report);
}

/** An error the page handled (the crash page). */
export function reportError(error: unknown) {
  whenReady((reporter) => reporter.captureError(error));
}

/** A failed API call the user was told about with the 'Oops' toast. */
export function reportApiFailure(failure: ApiFailure) {
  whenReady((reporter) => reporter.captureApiFailure(failure));
}

/** A page visited, for the history every report carries. */
export function recordNavigation(path: string) {
  const at = new Date();
  whenReady((reporter) => reporter.recordNavigation(path, at));
}
