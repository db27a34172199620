import type { AnalyticsEvent } from "../../worker/contracts/analytics";

/** Sends one analytics event without delaying navigation: a keepalive request survives page unload. */
export function track(name: AnalyticsEvent, label = "") {
  fetch("/api/v1/events", {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ name, label }),
    keepalive: true,
    credentials: "include",
  }).catch(() => undefined);
}

/**
 * Reports a failed or drifted API call (a status below 400 means its answer broke the contract)
 * in the form `POST /events` reads: `METHOD /path STATUS`, of which only the route is stored.
 */
export function trackClientError(method: string, path: string, status: number) {
  track("client_error", `${method} ${path} ${status}`);
}
