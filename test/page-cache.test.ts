import { describe, expect, it } from "vitest";
import { PAGE_CACHE_HEADER } from "../worker/page-cache";
import { signUp } from "./accounts";
import { callWithEnv, type EnvOverrides, readPage } from "./http";

/**
 * The page cache as visitors meet it. Single-host mode serves any host, so each test gets hosts
 * of its own and starts with nothing stored, whatever other tests left in the shared cache.
 */
const SINGLE_HOST: EnvOverrides = { LANDING_ORIGIN: "", APP_ORIGIN: "" };
let hosts = 0;
function freshOrigin(): string {
  hosts += 1;
  return `http://cache-${hosts}-${crypto.randomUUID().slice(0, 8)}.example.test`;
}

async function visit(url: string, init: RequestInit = {}, overrides: EnvOverrides = {}) {
  const res = await callWithEnv({ ...SINGLE_HOST, ...overrides }, url, init);
  return { res, how: res.headers.get(PAGE_CACHE_HEADER), html: await readPage(res) };
}

const BANNER = 'aria-label="Cookie consent"';
const cspNonce = (res: Response) =>
  /'nonce-([^']+)'/.exec(res.headers.get("Content-Security-Policy") ?? "")?.[1];
const count = (text: string, part: string) => text.split(part).length - 1;
const withoutNonce = ({ res, html }: { res: Response; html: string }) =>
  html.replaceAll(cspNonce(res) ?? "", "");

describe("the page cache", () => {
  it("serves a signed-out visitor's landing page from the cache the second time, the same page", async () => {
    const origin = freshOrigin();
    const first = await visit(`${origin}/`);
    const second = await visit(`${origin}/`);
    expect([first.res.status, first.how]).toEqual([200, "miss"]);
    expect([second.res.status, second.how]).toEqual([200, "hit"]);
    expect(second.html).toContain("Social media background check");
    expect(second.html).toContain("Special first-week offer");
    expect(withoutNonce(second)).toBe(withoutNonce(first));
    // The browser is told nothing new about caching the page.
    expect(second.res.headers.get("Cache-Control")).toBeNull();
  });

  it("caches the FAQ and both info pages, and nothing else", async () => {
    const origin = freshOrigin();
    for (const path of ["/faq", "/info/terms-of-service", "/info/privacy-policy"]) {
      await visit(`${origin}${path}`);
      expect((await visit(`${origin}${path}`)).how).toBe("hit");
    }
    for (const path of ["/plans", "/report-examples", "/login", "/faq/", "/no-such-page"]) {
      await visit(`${origin}${path}`);
      expect((await visit(`${origin}${path}`)).how).toBe("bypass");
    }
  });

  it("gives a cached page a nonce of its own, in the CSP and on every inline script", async () => {
    const origin = freshOrigin();
    const miss = await visit(`${origin}/`);
    const hit = await visit(`${origin}/`);
    const [missNonce, hitNonce] = [cspNonce(miss.res), cspNonce(hit.res)];
    expect(hitNonce).toBeTruthy();
    expect(hitNonce).not.toBe(missNonce);
    expect(hit.res.headers.get("Content-Security-Policy")).toBe(
      miss.res.headers.get("Content-Security-Policy")?.replace(`'nonce-${missNonce}'`, `'nonce-${hitNonce}'`),
    );
    const scripts = [...hit.html.matchAll(/<script\b[^>]*>/g)].map((m) => m[0]);
    expect(scripts.length).toBeGreaterThan(0);
    for (const tag of scripts) expect(tag).toContain(`nonce="${hitNonce}"`);
    expect(hit.html).not.toContain(missNonce);
    // Wherever the page names its nonce (the hydration data too), it names the new one.
    expect(count(hit.html, `${hitNonce}`)).toBe(count(miss.html, `${missNonce}`));
    const third = await visit(`${origin}/`);
    expect(cspNonce(third.res)).not.toBe(hitNonce);
  });

  it("answers HEAD from the cache without a body", async () => {
    const origin = freshOrigin();
    await visit(`${origin}/`);
    const head = await callWithEnv(SINGLE_HOST, `${origin}/`, { method: "HEAD" });
    expect([head.status, head.headers.get(PAGE_CACHE_HEADER)]).toEqual([200, "hit"]);
    expect(await head.text()).toBe("");
  });

  it("never serves the cached page to a request with a session cookie, valid or not, nor stores its page", async () => {
    const origin = freshOrigin();
    const { client, email } = await signUp();
    const session = [...client.cookies].map(([name, value]) => `${name}=${value}`).join("; ");
    const signedIn = await visit(`${origin}/`, { headers: { Cookie: session } });
    expect(signedIn.how).toBe("bypass");
    expect(signedIn.html).toContain(email);
    expect(signedIn.html).toContain('aria-label="Settings"');
    // The signed-in page was not stored: the next visitor's is rendered, and is a visitor's.
    const visitor = await visit(`${origin}/`);
    expect(visitor.how).toBe("miss");
    expect(visitor.html).not.toContain(email);
    expect(visitor.html).toContain("Sign Up");
    // Once a visitor's page is stored, a session cookie still gets a page of its own.
    expect((await visit(`${origin}/`)).how).toBe("hit");
    const again = await visit(`${origin}/`, { headers: { Cookie: session } });
    expect(again.how).toBe("bypass");
    expect(again.html).toContain(email);
    const invalid = await visit(`${origin}/`, { headers: { Cookie: "lw_session=forged" } });
    expect(invalid.how).toBe("bypass");
  });

  it("renders for itself a request with a bearer token or a cookie it does not know", async () => {
    const origin = freshOrigin();
    await visit(`${origin}/`);
    for (const headers of <Record<string, string>[]>[
      { Authorization: "Bearer whatever" },
      { Cookie: "theme=dark" },
      { Cookie: "promocode=SPRING; other=1" },
      { Cookie: "=nameless" },
    ]) {
      expect((await visit(`${origin}/`, { headers })).how).toBe("bypass");
    }
    // Cookies no shared page reads change nothing: the stored page serves them.
    const unread = "promocode=SPRING; offer_start=1700000000000; lw_visitor=v1; friend_search=rep_1";
    expect((await visit(`${origin}/`, { headers: { Cookie: unread } })).how).toBe("hit");
  });

  it("keeps the consent banner's state apart: each consent cookie gets its own cached page", async () => {
    const origin = freshOrigin();
    const as = (consent: string | null) =>
      visit(`${origin}/`, consent === null ? {} : { headers: { Cookie: `cookie_consent=${consent}` } });
    const first = {
      none: await as(null),
      accepted: await as("accepted"),
      essentials: await as("essentials"),
    };
    expect(Object.values(first).map((v) => v.how)).toEqual(["miss", "miss", "miss"]);
    const again = {
      none: await as(null),
      accepted: await as("accepted"),
      essentials: await as("essentials"),
    };
    expect(Object.values(again).map((v) => v.how)).toEqual(["hit", "hit", "hit"]);
    expect(again.none.html).toContain(BANNER);
    expect(again.accepted.html).not.toContain(BANNER);
    expect(again.essentials.html).not.toContain(BANNER);
    // Each is the page rendered for its own choice (the hydration data names the choice too).
    for (const consent of ["none", "accepted", "essentials"] as const)
      expect(withoutNonce(again[consent])).toBe(withoutNonce(first[consent]));
    expect(withoutNonce(again.accepted)).not.toBe(withoutNonce(again.essentials));
    // A value the root reads as no choice is served the page of no choice, banner included.
    const unknown = await as("maybe");
    expect(unknown.how).toBe("hit");
    expect(withoutNonce(unknown)).toBe(withoutNonce(first.none));
  });

  it("renders every request with a query for itself and stores none", async () => {
    const origin = freshOrigin();
    const promo = await visit(`${origin}/?promocode=SPRING`);
    expect(promo.how).toBe("bypass");
    expect(promo.res.headers.get("Set-Cookie")).toContain("promocode=SPRING");
    for (const query of ["?utm_source=mail", "?"])
      expect((await visit(`${origin}/${query}`)).how).toBe("bypass");
    const plain = await visit(`${origin}/`);
    expect(plain.how).toBe("miss");
    expect(plain.res.headers.get("Set-Cookie")).toBeNull();
    expect((await visit(`${origin}/?utm_source=mail`)).how).toBe("bypass");
  });

  it("keeps a host's pages to that host", async () => {
    const [a, b] = [freshOrigin(), freshOrigin()];
    await visit(`${a}/`);
    const other = await visit(`${b}/`);
    expect(other.how).toBe("miss");
    expect(other.html).toContain(`<link rel="canonical" href="${b}/"/>`);
  });

  it("answers the maintenance page while maintenance is on, never from the cache and never stored", async () => {
    const origin = freshOrigin();
    const down = await visit(`${origin}/`, {}, { MAINTENANCE: "on" });
    expect([down.res.status, down.how]).toEqual([503, "bypass"]);
    expect(down.html).toContain("down for scheduled maintenance");
    expect((await visit(`${origin}/`)).how).toBe("miss");
    expect((await visit(`${origin}/`)).how).toBe("hit");
    const stillDown = await visit(`${origin}/`, {}, { MAINTENANCE: "on" });
    expect([stillDown.res.status, stillDown.how]).toEqual([503, "bypass"]);
    expect(stillDown.html).toContain("down for scheduled maintenance");
  });

  it("serves a page rendered under other configuration afresh", async () => {
    const origin = freshOrigin();
    await visit(`${origin}/`);
    const withVideo = await visit(`${origin}/`, {}, { HOWTO_VIDEO_CODE: "dQw4w9WgXcQ" });
    expect(withVideo.how).toBe("miss");
    expect(withVideo.html).toContain("Watch how it works");
  });

  it("is off with PAGE_CACHE=off: every page rendered, nothing stored", async () => {
    const origin = freshOrigin();
    const off = { PAGE_CACHE: "off" };
    expect((await visit(`${origin}/`, {}, off)).how).toBe("bypass");
    expect((await visit(`${origin}/`, {}, off)).how).toBe("bypass");
    expect((await visit(`${origin}/`)).how).toBe("miss");
  });
});
