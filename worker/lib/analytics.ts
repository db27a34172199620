import type { AnalyticsEvent } from "../contracts/analytics";

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

/** A route as Hono lists it: its method and template, e.g. `GET /api/v1/report/:id`. */
export type RouteTemplate = { method: string; path: string };

/** What is stored for a call, or a part of one, that matches nothing known. */
export const UNKNOWN_ROUTE = "(unknown)";

const METHODS = new Set(["GET", "POST", "PUT", "PATCH", "DELETE"]);

/** Compiled once per route: a client error names one route among a hundred. */
const patterns = new Map<string, RegExp>();

function templatePattern(template: string): RegExp {
  const known = patterns.get(template);
  if (known) return known;
  const segments = template.split("/").map((segment) => {
    if (segment.startsWith(":")) return "[^/]+";
    if (segment === "*") return ".*";
    return segment.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  });
  const pattern = new RegExp(`^${segments.join("/")}/?$`);
  patterns.set(template, pattern);
  return pattern;
}

/**
 * A failed API call as analytics stores it: `METHOD /template STATUS`, e.g.
 * `POST /auth/confirm/:hash 500`. The client names the path it called, which may hold a live
 * token (`/auth/confirm/{hash}`, `/report/{id}?h=…`, `/offer/{hash}`): only the template of the
 * route it matches is kept (`base` off), never a path's values or a query string.
 */
export function clientErrorLabel(label: string, routes: readonly RouteTemplate[], base: string): string {
  const parts = /^([A-Z]+) (\S+) (\d{1,3})$/.exec(label.trim());
  const [, method = "", path = "", status = ""] = parts ?? [];
  if (!parts || !METHODS.has(method)) return UNKNOWN_ROUTE;
  const pathname = `${base}${path.split(/[?#]/, 1)[0] ?? ""}`;
  const route = routes.find((r) => r.method === method && templatePattern(r.path).test(pathname));
  const template = route?.path.startsWith(base) ? route.path.slice(base.length) || "/" : UNKNOWN_ROUTE;
  return `${method} ${template} ${status}`;
}
