import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { type Config, readConfig } from "./env";
import { forStorage, isStorable, type PageVersion, sharedPageKey, withFreshNonce } from "./page-cache";

const config = readConfig(env);
const VERSION: PageVersion = { build: "b1", config: "c1" };
const key = (url: string, init: RequestInit = {}, version = VERSION, settings: Partial<Config> = {}) =>
  sharedPageKey(new Request(url, init), { ...config, ...settings }, version);

describe("sharedPageKey", () => {
  it("keys a visitor's shared page by host, path, consent, build and configuration", () => {
    const landing = key("http://example.test/");
    expect(landing).toMatch(/^http:\/\/example\.test\/\?/);
    expect(key("http://example.test/")).toBe(landing);
    const others = [
      key("https://example.test/"),
      key("http://other.example.test/"),
      key("http://example.test/faq"),
      key("http://example.test/", { headers: { Cookie: "cookie_consent=accepted" } }),
      key("http://example.test/", { headers: { Cookie: "cookie_consent=essentials" } }),
      key("http://example.test/", {}, { ...VERSION, build: "b2" }),
      key("http://example.test/", {}, { ...VERSION, config: "c2" }),
    ];
    expect(new Set([landing, ...others]).size).toBe(others.length + 1);
    expect(others).not.toContain(null);
  });

  it("gives HEAD the GET's key, and ignores the cookies no shared page reads", () => {
    const landing = key("http://example.test/");
    expect(key("http://example.test/", { method: "HEAD" })).toBe(landing);
    const unread = "promocode=A; offer_start=1; lw_visitor=v; friend_search=rep_1";
    expect(key("http://example.test/", { headers: { Cookie: unread } })).toBe(landing);
    // A consent value the root reads as no choice is the page of no choice.
    expect(key("http://example.test/", { headers: { Cookie: "cookie_consent=maybe" } })).toBe(landing);
  });

  it.each<[string, string, RequestInit, Partial<Config>]>([
    ["the cache is off", "http://example.test/", {}, { PAGE_CACHE: "off" }],
    ["maintenance is on", "http://example.test/", {}, { MAINTENANCE: "on" }],
    ["a POST", "http://example.test/", { method: "POST" }, {}],
    ["a page that is not shared", "http://example.test/plans", {}, {}],
    ["a trailing slash", "http://example.test/faq/", {}, {}],
    ["a data request", "http://example.test/_root.data", {}, {}],
    ["a query", "http://example.test/?utm_source=x", {}, {}],
    ["an empty query", "http://example.test/?", {}, {}],
    ["a session cookie", "http://example.test/", { headers: { Cookie: "lw_session=x" } }, {}],
    ["an empty session cookie", "http://example.test/", { headers: { Cookie: "lw_session=" } }, {}],
    ["a bearer token", "http://example.test/", { headers: { Authorization: "Bearer x" } }, {}],
    [
      "an unknown cookie",
      "http://example.test/",
      { headers: { Cookie: "cookie_consent=accepted; x=1" } },
      {},
    ],
    ["a nameless cookie", "http://example.test/", { headers: { Cookie: "=1" } }, {}],
    [
      "cookies joined by a comma",
      "http://example.test/",
      { headers: { Cookie: "promocode=A, lw_session=x" } },
      {},
    ],
  ])("has no key for %s", (_, url, init, settings) => {
    expect(key(url, init, VERSION, settings)).toBeNull();
  });
});

const CSP = "default-src 'self'; script-src 'self' 'nonce-OLD+/=='";
const page = (init: ResponseInit & { body?: string } = {}) =>
  new Response(init.body ?? "<p>page</p>", {
    status: init.status ?? 200,
    headers: { "Content-Type": "text/html; charset=utf-8", "Content-Security-Policy": CSP, ...init.headers },
  });

describe("isStorable", () => {
  it("stores a 200 HTML page with a nonce that sets no cookie and no caching of its own", () => {
    expect(isStorable(page())).toBe(true);
  });

  it.each<[string, Response]>([
    ["a 404", page({ status: 404 })],
    ["a 503", page({ status: 503 })],
    ["a page setting a cookie", page({ headers: { "Set-Cookie": "a=1" } })],
    ["a page with its own Cache-Control", page({ headers: { "Cache-Control": "private" } })],
    ["a page without a nonce", page({ headers: { "Content-Security-Policy": "default-src 'self'" } })],
    ["JSON", page({ headers: { "Content-Type": "application/json" } })],
  ])("never stores %s", (_, response) => {
    expect(isStorable(response)).toBe(false);
  });

  it("keeps the stored copy for shared caches only, for at most a minute", () => {
    expect(forStorage(page()).headers.get("Cache-Control")).toBe("public, s-maxage=60");
  });
});

describe("withFreshNonce", () => {
  const stored = () =>
    page({
      body: '<script nonce="OLD+/==">x</script><script nonce="OLD+/==">{"nonce":"OLD+/=="}</script>',
      headers: { "Cache-Control": "public, s-maxage=60", Age: "3" },
    });

  it("replaces the stored nonce everywhere, in the page and its CSP, and drops the cache's headers", async () => {
    const served = await withFreshNonce(stored(), "NEW", "GET");
    expect(await served.text()).toBe(
      '<script nonce="NEW">x</script><script nonce="NEW">{"nonce":"NEW"}</script>',
    );
    expect(served.headers.get("Content-Security-Policy")).toBe(
      "default-src 'self'; script-src 'self' 'nonce-NEW'",
    );
    expect(served.headers.get("Cache-Control")).toBeNull();
    expect(served.headers.get("Age")).toBeNull();
  });

  it("answers HEAD with the headers alone", async () => {
    const served = await withFreshNonce(stored(), "NEW", "HEAD");
    expect(served.status).toBe(200);
    expect(served.body).toBeNull();
    expect(served.headers.get("Content-Security-Policy")).toContain("'nonce-NEW'");
  });
});
