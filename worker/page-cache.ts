/**
 * The edge cache of the pages every signed-out visitor sees alike (docs/foundation.md "Page
 * cache"). The rule is the pure functions here; `cachedPage` applies it through `caches.default`.
 *
 * A page is looked up and stored only for a request that shows no viewer: no credentials of any
 * kind, no cookie these pages might read, no query. Everything else that reaches the page is in
 * its key: host, path, the consent cookie's state, the build and the configuration.
 */
import { hasCredentials } from "./auth/request-auth";
import { readConsent } from "./consent";
import { FRIEND_SEARCH_COOKIE } from "./contracts/billing";
import { pagePath } from "./domain/page-path";
import type { Config } from "./env";
import { COOKIE, requestCookie } from "./lib/cookies";
import { randomNonce } from "./lib/nonce";

/**
 * How long a stored page is served. The landing's offer line (an offer switched on or off in D1)
 * is at most this late.
 */
export const PAGE_CACHE_SECONDS = 60;

/** Says how a page was served: `hit`, `miss` (rendered, and stored if it could be) or `bypass`. */
export const PAGE_CACHE_HEADER = "X-Page-Cache";

/**
 * Pages whose loaders read nothing of the request but the root's viewer and consent (client/routes.ts).
 * Not /plans: its offer countdown runs from a cookie it sets.
 */
const SHARED_PAGES: ReadonlySet<string> = new Set([
  pagePath("/"),
  pagePath("/faq"),
  pagePath("/info/terms-of-service"),
  pagePath("/info/privacy-policy"),
]);

/** Cookies of ours that no shared page reads. Any other cookie, ours or not, means the page is rendered for it. */
const UNREAD_COOKIES: ReadonlySet<string> = new Set([
  COOKIE.promocode,
  COOKIE.offerStart,
  COOKIE.visitor,
  FRIEND_SEARCH_COOKIE.name,
]);

/** What rendered a page: the build and the configuration (a deploy changes one or both). */
export type PageVersion = { build: string; config: string };

/** Cookie names as sent; commas split too (two Cookie headers may arrive joined by one). */
function cookieNames(request: Request): string[] {
  return (request.headers.get("Cookie") ?? "")
    .split(/[;,]/)
    .filter((pair) => pair.trim() !== "")
    .map((pair) => pair.slice(0, Math.max(pair.indexOf("="), 0)).trim());
}

/**
 * The cache key of a request for a shared page, or null when the page must be rendered for this
 * request alone: the cache is off, maintenance is on (its 503 page is never stored, and nothing
 * stored before is served), not a GET or HEAD, not a shared page, any query (a promo code sets a
 * cookie; utm tags would only split the cache), credentials of any kind (valid or not), or any
 * cookie but the consent cookie and the ones no shared page reads.
 */
export function sharedPageKey(request: Request, config: Config, version: PageVersion): string | null {
  if (config.PAGE_CACHE === "off" || config.MAINTENANCE === "on") return null;
  if (request.method !== "GET" && request.method !== "HEAD") return null;
  if (request.url.includes("?")) return null;
  const url = new URL(request.url);
  if (!SHARED_PAGES.has(url.pathname) || hasCredentials(request)) return null;
  if (cookieNames(request).some((name) => name !== COOKIE.consent && !UNREAD_COOKIES.has(name))) return null;
  // The consent state as the root loader reads it: the banner and the hydration data show it.
  const consent = readConsent(requestCookie(request, COOKIE.consent));
  const variant = new URLSearchParams({ ...version, consent: JSON.stringify(consent) });
  return `${url.origin}${url.pathname}?${variant}`;
}

/** The nonce a page's CSP allows, if any. */
function cspNonce(headers: Headers): string | null {
  return /'nonce-([^']+)'/.exec(headers.get("Content-Security-Policy") ?? "")?.[1] ?? null;
}

/**
 * Whether a rendered shared page may be stored: a 200 HTML page with a CSP nonce (none under
 * `vite dev`), setting no cookie and saying nothing about caching itself.
 */
export function isStorable(response: Response): boolean {
  return (
    response.status === 200 &&
    (response.headers.get("Content-Type") ?? "").startsWith("text/html") &&
    !response.headers.has("Set-Cookie") &&
    !response.headers.has("Cache-Control") &&
    cspNonce(response.headers) !== null
  );
}

/** The copy the cache keeps: the page as served, for PAGE_CACHE_SECONDS in shared caches only. */
export function forStorage(response: Response): Response {
  const stored = new Response(response.body, response);
  stored.headers.set("Cache-Control", `public, s-maxage=${PAGE_CACHE_SECONDS}`);
  return stored;
}

/**
 * A stored page served again, under `nonce`: every occurrence of the stored nonce (script
 * attributes, the hydration data, the CSP header) is replaced, so no two responses share one.
 * The cache's own headers go; the page said nothing about caching.
 */
export async function withFreshNonce(stored: Response, nonce: string, method: string): Promise<Response> {
  const old = cspNonce(stored.headers);
  if (old === null) throw new Error("a stored page has no CSP nonce");
  const headers = new Headers(stored.headers);
  for (const name of ["Cache-Control", "Age", "CF-Cache-Status", "Content-Length"]) headers.delete(name);
  headers.set(
    "Content-Security-Policy",
    (stored.headers.get("Content-Security-Policy") ?? "").replaceAll(old, nonce),
  );
  if (method === "HEAD") {
    await stored.body?.cancel();
    return new Response(null, { status: stored.status, headers });
  }
  return new Response((await stored.text()).replaceAll(old, nonce), { status: stored.status, headers });
}

const configDigests = new WeakMap<Config, Promise<string>>();

/** A digest of the whole configuration (secrets included, so it is one-way), once per configuration. */
function configDigest(config: Config): Promise<string> {
  let digest = configDigests.get(config);
  if (!digest) {
    const text = JSON.stringify(config, (_, value) => (value instanceof Map ? [...value] : value));
    digest = crypto.subtle
      .digest("SHA-256", new TextEncoder().encode(text))
      .then((hash) => [...new Uint8Array(hash, 0, 12)].map((b) => b.toString(16).padStart(2, "0")).join(""));
    configDigests.set(config, digest);
  }
  return digest;
}

async function pageVersion(config: Config): Promise<PageVersion> {
  const [build, digest] = await Promise.all([
    import("virtual:react-router/server-build"),
    configDigest(config),
  ]);
  return { build: build.assets.version, config: digest };
}

/**
 * A shared page from `caches.default` when stored, else `render()`ed (and stored when it may be);
 * any other page rendered as it is. Marked with PAGE_CACHE_HEADER.
 */
export async function cachedPage(
  request: Request,
  config: Config,
  ctx: ExecutionContext,
  render: () => Promise<Response>,
): Promise<Response> {
  const key = sharedPageKey(request, config, await pageVersion(config));
  if (key === null) return marked(await render(), "bypass");
  // Typed by hand: the DOM typings (for the browser code) hide the Workers' `caches.default`.
  const cache = (caches as CacheStorage & { default: Cache }).default;
  const stored = await cache.match(key);
  if (stored) return marked(await withFreshNonce(stored, randomNonce(), request.method), "hit");
  const response = await render();
  if (request.method === "GET" && isStorable(response)) {
    // A put fails when the visitor leaves mid-stream: the page is rendered again next time.
    const put = cache.put(key, forStorage(response.clone()));
    ctx.waitUntil(put.catch((error: unknown) => console.warn("page cache: not stored", String(error))));
  }
  return marked(response, "miss");
}

function marked(response: Response, how: "hit" | "miss" | "bypass"): Response {
  response.headers.set(PAGE_CACHE_HEADER, how);
  return response;
}
