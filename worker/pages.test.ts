import { describe, expect, it } from "vitest";
import { APP, call, callWithEnv, LANDING, readPage } from "../test/http";
import { SIMULATOR_EXAMPLES } from "./domain/examples";

async function page(url: string, init?: RequestInit) {
  const res = await call(url, init);
  return { res, html: await readPage(res) };
}

describe("SSR pages", () => {
  it("renders the landing page with header, footer disclaimer and the $4.99 structured offer", async () => {
    const { res, html } = await page(`${LANDING}/`);
    expect(res.status).toBe(200);
    expect(res.headers.get("Content-Type")).toContain("text/html");
    for (const text of ["Plans", "Report examples", "FAQ", "Blog", "Sign Up", "Log In"])
      expect(html).toContain(text);
    expect(html).toContain("not a consumer reporting agency");
    expect(html).toContain("Fair Credit Reporting Act");
    expect(html).toContain('"price":"4.99"');
    expect(html).toContain('<link rel="canonical" href="http://example.test/"/>');
  });

  it("puts the canonical link on the host the spec's rule names, without the query", async () => {
    const { html: plans } = await page(`${LANDING}/plans?promocode=SPRING&pid=2`);
    expect(plans).toContain('<link rel="canonical" href="http://example.test/plans"/>');
    const { html: missing } = await page(`${APP}/some/page?x=1`);
    expect(missing).toContain('<link rel="canonical" href="http://app.example.test/some/page"/>');
  });

  it("lists the plans from D1 on /plans", async () => {
    const { html } = await page(`${LANDING}/plans`);
    for (const text of [
      "Starter",
      "Standard",
      "Pro",
      "Business",
      "$0.99",
      "$69.99",
      "Save $0.29 per report",
    ]) {
      expect(html).toContain(text);
    }
  });

  it("renders the FAQ and both info pages with their own text", async () => {
    expect((await page(`${LANDING}/faq`)).html).toContain("Frequently asked questions");
    const terms = (await page(`${LANDING}/info/terms-of-service`)).html;
    expect(terms).toContain("Not a consumer reporting agency (FCRA)");
    const privacy = (await page(`${LANDING}/info/privacy-policy`)).html;
    expect(privacy).toContain("Opting out");
    // The retention period comes from configuration (RAW_RETENTION_DAYS), so the policy states the real one.
    expect(privacy.replaceAll("<!-- -->", "")).toContain("is deleted 30 days after the report is generated");
  });

  it("answers an unknown page with the 404 page and status", async () => {
    const { res, html } = await page(`${APP}/no-such-page`);
    expect(res.status).toBe(404);
    expect(html).toContain("Page not found");
  });

  it("links the how-to video only when a video code is configured", async () => {
    const withVideo = await callWithEnv({ HOWTO_VIDEO_CODE: "dQw4w9WgXcQ" }, "/");
    const html = await readPage(withVideo);
    expect(html).toContain('href="https://www.youtube.com/watch?v=dQw4w9WgXcQ"');
    expect(html).toContain("Watch how it works");
    const { html: without } = await page(`${LANDING}/`);
    expect(without).not.toContain("youtube.com/watch");
  });

  it("serves the maintenance page with 503 when maintenance is on", async () => {
    const res = await callWithEnv({ MAINTENANCE: "on" }, "/faq");
    expect(res.status).toBe(503);
    expect(await res.text()).toContain("down for scheduled maintenance");
  });
});

describe("hosts", () => {
  it("redirects a landing page requested on the app host, keeping the query", async () => {
    const res = await call(`${APP}/plans?pid=3`);
    expect(res.status).toBe(301);
    expect(res.headers.get("Location")).toBe(`${LANDING}/plans?pid=3`);
  });

  it("redirects an app page requested on the landing host", async () => {
    const res = await call(`${LANDING}/dashboard?id=abc`);
    expect(res.status).toBe(301);
    expect(res.headers.get("Location")).toBe(`${APP}/dashboard?id=abc`);
  });

  it("links between hosts with absolute addresses", async () => {
    const { html } = await page(`${LANDING}/faq`);
    expect(html).toContain(`href="${LANDING}/login?state=signUp"`);
    expect(html).toContain(`href="${LANDING}/plans"`);
  });

  it("serves single-host mode on the request's own origin without redirects", async () => {
    const res = await callWithEnv({ LANDING_ORIGIN: "", APP_ORIGIN: "" }, "/dashboard");
    expect(res.status).not.toBe(301);
    const home = await callWithEnv({ LANDING_ORIGIN: "", APP_ORIGIN: "" }, "/plans");
    expect(await home.text()).toContain('<link rel="canonical" href="http://example.test/plans"/>');
  });
});

describe("security headers on pages", () => {
  it("sends a nonce-based CSP without unsafe-inline scripts, and every inline script carries the nonce", async () => {
    const { res, html } = await page(`${LANDING}/`);
    const csp = res.headers.get("Content-Security-Policy") ?? "";
    const nonce = /'nonce-([^']+)'/.exec(csp)?.[1];
    expect(nonce).toBeTruthy();
    expect(csp).toMatch(/script-src 'self' 'nonce-[^']+'(;|$)/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(res.headers.get("X-Content-Type-Options")).toBe("nosniff");
    expect(res.headers.get("Referrer-Policy")).toBe("strict-origin-when-cross-origin");
    const scripts = [...html.matchAll(/<script\b[^>]*>/g)].map((m) => m[0]);
    expect(scripts.length).toBeGreaterThan(0);
    for (const tag of scripts) expect(tag).toContain(`nonce="${nonce}"`);
  });

  it("allows Google's sign-in script on /login only, and only when a Google client id is set", async () => {
    const gsi = "https://accounts.google.com/gsi/";
    const login = (await call(`${LANDING}/login`)).headers.get("Content-Security-Policy") ?? "";
    expect(login).toMatch(new RegExp(`script-src 'self' 'nonce-[^']+' ${gsi}client(;|$)`));
    for (const directive of ["connect-src", "frame-src", "style-src"])
      expect(login).toMatch(new RegExp(`${directive} [^;]*${gsi}`));
    const elsewhere = (await call(`${LANDING}/faq`)).headers.get("Content-Security-Policy") ?? "";
    expect(elsewhere).not.toContain("accounts.google.com");
    const unset = await callWithEnv({ GOOGLE_CLIENT_ID: "" }, `${LANDING}/login`);
    expect(unset.headers.get("Content-Security-Policy")).not.toContain("accounts.google.com");
  });

  it("uses a fresh nonce per response and HSTS only on https", async () => {
    const a = (await call(`${LANDING}/faq`)).headers.get("Content-Security-Policy");
    const b = (await call(`${LANDING}/faq`)).headers.get("Content-Security-Policy");
    expect(a).not.toBe(b);
    expect((await call(`${LANDING}/faq`)).headers.get("Strict-Transport-Security")).toBeNull();
    const https = await callWithEnv(
      { LANDING_ORIGIN: "https://example.test", APP_ORIGIN: "https://app.example.test" },
      "https://example.test/faq",
    );
    expect(https.status).toBe(200);
    expect(https.headers.get("Strict-Transport-Security")).toContain("max-age=");
  });
});

describe("query parameters and files", () => {
  it("keeps a promo code in a 1-year cookie", async () => {
    const res = await call(`${LANDING}/?promocode=SPRING-26`);
    const cookie = res.headers.get("Set-Cookie") ?? "";
    expect(cookie).toContain("promocode=SPRING-26");
    expect(cookie).toContain("Max-Age=31536000");
  });

  it("ignores a malformed promo code", async () => {
    const res = await call(`${LANDING}/?promocode=${encodeURIComponent("<script>")}`);
    expect(res.headers.get("Set-Cookie")).toBeNull();
  });

  it("serves robots.txt per host and a sitemap of landing pages and examples", async () => {
    const landing = await (await call(`${LANDING}/robots.txt`)).text();
    expect(landing).toContain("Sitemap: http://example.test/sitemap.xml");
    expect(landing).toContain("Disallow: /api/");
    expect(await (await call(`${APP}/robots.txt`)).text()).toContain("Disallow: /\n");
    const sitemap = await call(`${APP}/sitemap.xml`);
    expect(sitemap.headers.get("Content-Type")).toContain("application/xml");
    const xml = await sitemap.text();
    expect(xml).toContain("<loc>http://example.test/plans</loc>");
    expect(xml).toContain(`<loc>http://example.test/report/${SIMULATOR_EXAMPLES[0]?.id}</loc>`);
    expect(xml).not.toContain("/dashboard");
  });
});
