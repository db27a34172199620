import { describe, expect, it } from "vitest";
import { createTransport, type FetchLike, resolveUrl } from "./transport";
import { retryAfterMs } from "./upstream";

const NETWORK_URL = "https://www.instagram.com/api/v1/users/web_profile_info/?username=emily.carter";

describe("resolveUrl", () => {
  it("goes straight to the network in direct mode", () => {
    expect(resolveUrl({ mode: "direct" }, NETWORK_URL)).toBe(NETWORK_URL);
  });

  it("hands the whole URL to a scraping proxy", () => {
    expect(resolveUrl({ mode: "proxy", url: "https://proxy.example/fetch" }, NETWORK_URL)).toBe(
      `https://proxy.example/fetch?url=${encodeURIComponent(NETWORK_URL)}`,
    );
    expect(
      resolveUrl({ mode: "proxy", url: "https://proxy.example/v1?key=k", param: "target" }, NETWORK_URL),
    ).toBe(`https://proxy.example/v1?key=k&target=${encodeURIComponent(NETWORK_URL)}`);
  });

  it("prefixes the network's host under the simulator", () => {
    expect(resolveUrl({ mode: "simulator", url: "http://localhost:8788/" }, NETWORK_URL)).toBe(
      "http://localhost:8788/www.instagram.com/api/v1/users/web_profile_info/?username=emily.carter",
    );
  });
});

describe("createTransport", () => {
  it("sends the request's, the transport's and the network's credential headers, and keeps redirects", async () => {
    let seen: RequestInit | undefined;
    const fetch: FetchLike = async (_, init) => {
      seen = init;
      return new Response(null, {
        status: 302,
        headers: { location: "https://www.instagram.com/accounts/login/" },
      });
    };
    const transport = createTransport({
      target: { mode: "direct" },
      fetch,
      headers: { "x-api-key": "proxy-key" },
      credentials: { ig: { cookie: "sessionid=abc" } },
    });
    const result = await transport.send("ig", { url: NETWORK_URL, headers: { "x-ig-app-id": "1" } });
    expect(result).toMatchObject({
      ok: true,
      response: { status: 302, location: "https://www.instagram.com/accounts/login/" },
    });
    expect(seen?.redirect).toBe("manual");
    expect(new Headers(seen?.headers).get("cookie")).toBe("sessionid=abc");
    expect(new Headers(seen?.headers).get("x-api-key")).toBe("proxy-key");
    expect(new Headers(seen?.headers).get("x-ig-app-id")).toBe("1");
    expect(transport.hasCredentials("ig")).toBe(true);
    expect(transport.hasCredentials("tw")).toBe(false);
  });

  it("times out even when the fetch ignores the abort signal", async () => {
    const never: FetchLike = () => new Promise<Response>(() => {});
    const transport = createTransport({ target: { mode: "direct" }, fetch: never, timeoutMs: 20 });
    expect(await transport.send("ig", { url: NETWORK_URL })).toMatchObject({ ok: false, cause: "timeout" });
  });

  it("reports a network error as such", async () => {
    const failing: FetchLike = async () => {
      throw new TypeError("connection refused");
    };
    const transport = createTransport({ target: { mode: "direct" }, fetch: failing });
    expect(await transport.send("ig", { url: NETWORK_URL })).toEqual({
      ok: false,
      cause: "network",
      detail: "connection refused",
    });
  });
});

describe("retryAfterMs", () => {
  it("reads Retry-After seconds, or X's reset time once nothing remains", () => {
    expect(retryAfterMs(new Headers({ "retry-after": "3" }))).toBe(3000);
    const headers = new Headers({ "x-rate-limit-remaining": "0", "x-rate-limit-reset": "100" });
    expect(retryAfterMs(headers, 95_000)).toBe(5000);
    expect(
      retryAfterMs(new Headers({ "x-rate-limit-remaining": "3", "x-rate-limit-reset": "100" })),
    ).toBeNull();
  });
});
