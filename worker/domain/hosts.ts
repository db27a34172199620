import { type ExampleSpec, isExampleReportId } from "./examples";
import type { PagePath } from "./page-path";

/** Where the two hosts live. In single-host mode both are the request's own origin. */
export type Origins = { landing: string; app: string };
export type Host = keyof Origins;

/** Origins from configuration, falling back to the request's origin for whichever is unset. */
export function resolveOrigins(
  config: { LANDING_ORIGIN: string; APP_ORIGIN: string },
  requestUrl: URL,
): Origins {
  return {
    landing: config.LANDING_ORIGIN || requestUrl.origin,
    app: config.APP_ORIGIN || requestUrl.origin,
  };
}

/** The landing site's own pages, canonical on the landing host; login is served there too. */
const LANDING_CANONICAL_PAGES = new Set(["/", "/plans", "/report-examples", "/faq", "/opt-out"]);
const LANDING_PAGES = new Set([...LANDING_CANONICAL_PAGES, "/login"]);
const INFO_PREFIX = "/info/";
const LANDING_PREFIXES = ["/report/", INFO_PREFIX];
/** Served identically on both hosts: files, images, the API. */
const ANY_HOST_PATHS = new Set(["/robots.txt", "/sitemap.xml", "/favicon.ico", "/img"]);
const ANY_HOST_PREFIXES = ["/assets/", "/api/", "/__"];

/** Which host serves a path: the landing host its marketing pages, login and reports; the app the rest. */
export function servingHost(pathname: string): Host | "any" {
  if (ANY_HOST_PATHS.has(pathname) || ANY_HOST_PREFIXES.some((p) => pathname.startsWith(p))) return "any";
  // React Router's data requests (`/login.data`, `/_root.data`) follow the page they belong to,
  // which is on the host the browser is already on: redirecting them would break navigation.
  if (pathname.endsWith(".data")) return "any";
  if (LANDING_PAGES.has(pathname) || LANDING_PREFIXES.some((p) => pathname.startsWith(p))) return "landing";
  return "app";
}

/**
 * The canonical host of a page (the spec's rule): plans, examples, FAQ and the example reports (of
 * the list in use), plus the landing site's own pages, belong to the landing host; every other page
 * to the app host.
 */
function canonicalHost(pathname: string, examples: readonly ExampleSpec[]): Host {
  if (LANDING_CANONICAL_PAGES.has(pathname) || pathname.startsWith(INFO_PREFIX)) return "landing";
  const report = /^\/report\/([^/]+)(?:\/|$)/.exec(pathname);
  if (report?.[1] && isExampleReportId(examples, decodeURIComponent(report[1]))) return "landing";
  return "app";
}

/** The canonical URL of a page: its canonical host, the same path, no query string or hash. */
export function canonicalUrl(pathname: string, origins: Origins, examples: readonly ExampleSpec[]): string {
  return `${origins[canonicalHost(pathname, examples)]}${pathname}`;
}

/** Absolute URL of a page on the host that serves it, for links between hosts. */
export function pageUrl(pathAndQuery: PagePath, origins: Origins): string {
  const pathname = pathAndQuery.split(/[?#]/, 1)[0] ?? "/";
  const host = servingHost(pathname);
  return `${origins[host === "any" ? "landing" : host]}${pathAndQuery}`;
}

/** Where to send a page request that reached the wrong host, or null when it is on the right one. */
export function wrongHostRedirect(url: URL, origins: Origins): string | null {
  if (origins.landing === origins.app) return null;
  const host = servingHost(url.pathname);
  if (host === "any" || url.origin === origins[host]) return null;
  return `${origins[host]}${url.pathname}${url.search}`;
}
