import type { AnalyticsEvent } from "../../worker/lib/analytics";

/** Sends one analytics event without delaying navigation (a beacon survives page unload). */
export function track(name: AnalyticsEvent, label = "") {
  const body = new Blob([JSON.stringify({ name, label })], { type: "application/json" });
  if (!navigator.sendBeacon?.("/api/v1/events", body)) {
    fetch("/api/v1/events", { method: "POST", body, keepalive: true, credentials: "include" }).catch(
      () => undefined,
    );
  }
}
