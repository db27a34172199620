import type { AnalyticsEvent } from "../../worker/lib/analytics";

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
