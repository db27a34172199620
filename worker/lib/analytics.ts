/** Events the product records; one list so dashboards and code agree. */
export const ANALYTICS_EVENTS = ["logo_click", "client_error"] as const;
export type AnalyticsEvent = (typeof ANALYTICS_EVENTS)[number];

/** Writes to Workers Analytics Engine where it is bound (production); a no-op everywhere else. */
export function recordEvent(
  dataset: AnalyticsEngineDataset | undefined,
  event: { name: AnalyticsEvent; label: string; host: string },
) {
  dataset?.writeDataPoint({
    indexes: [event.name],
    blobs: [event.name, event.label, event.host],
    doubles: [1],
  });
}
