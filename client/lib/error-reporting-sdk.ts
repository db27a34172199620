import { browserTracingIntegration, captureException, captureMessage, init } from "@sentry/react";
import {
  apiPathTemplate,
  NOTHING_PERSONAL,
  scrubBreadcrumb,
  scrubEvent,
  scrubSpan,
  scrubText,
  TRACES_SAMPLE_RATE,
} from "../../worker/domain/error-reports";
import {
  createNavigationHistory,
  NAVIGATION_HISTORY_SIZE,
  readNavigationEntries,
} from "./navigation-history";

/** A failed API call as reported: the route's template, status and code, never a body or message. */
export type ApiFailure = { method: string; path: string; status: number; code: string };

export type ErrorReporter = {
  captureError(error: unknown): void;
  captureApiFailure(failure: ApiFailure): void;
  recordNavigation(path: string, at: Date): void;
};

/**
 * Most links load a whole page, so the history lives in the tab's session storage (per host),
 * already scrubbed. Where storage is refused it is kept for the page alone.
 */
const HISTORY_KEY = "lw_navigation_history";

function storedHistory(): string | null {
  try {
    return sessionStorage.getItem(HISTORY_KEY);
  } catch {
    return null;
  }
}

function storeHistory(text: string) {
  try {
    sessionStorage.setItem(HISTORY_KEY, text);
  } catch {
    // Storage refused (disabled, full): the history still covers this page.
  }
}

/** No answer, a server failure or a broken contract is an error; a refusal shown as 'Oops' is a warning. */
function isServerSide(failure: ApiFailure): boolean {
  return failure.status === 0 || failure.status >= 500 || failure.code === "invalid_response";
}

/**
 * @sentry/react, loaded only where a DSN is configured (client/lib/error-reporting.ts). Its
 * default integrations report uncaught errors and unhandled rejections; page loads and
 * navigations are traced. Every event carries the navigation history, and every event,
 * breadcrumb and span is scrubbed as the Worker's are (worker/domain/error-reports.ts).
 */
export function startSdk(config: { dsn: string; environment: string }): ErrorReporter {
  const history = createNavigationHistory(NAVIGATION_HISTORY_SIZE, readNavigationEntries(storedHistory()));
  init({
    dsn: config.dsn,
    environment: config.environment,
    tracesSampleRate: TRACES_SAMPLE_RATE,
    integrations: [browserTracingIntegration()],
    dataCollection: NOTHING_PERSONAL,
    beforeBreadcrumb: (breadcrumb) => scrubBreadcrumb(breadcrumb),
    beforeSend: (event) => {
      event.extra = { ...event.extra, navigationHistory: history.entries() };
      return scrubEvent(event);
    },
    beforeSendSpan: (span) => scrubSpan(span),
  });
  return {
    captureError(error) {
      captureException(error);
    },
    captureApiFailure(failure) {
      const route = `${failure.method} ${apiPathTemplate(failure.path)}`;
      captureMessage(`API call failed: ${route} ${failure.status}`, {
        level: isServerSide(failure) ? "error" : "warning",
        tags: { "api.route": route, "api.status": String(failure.status), "api.code": failure.code },
        fingerprint: ["api-failure", route, String(failure.status)],
      });
    },
    recordNavigation(path, at) {
      history.add({ path: scrubText(path), at: at.toISOString() });
      storeHistory(JSON.stringify(history.entries()));
    },
  };
}
