import { describe, expect, it } from "vitest";
import { SIMULATOR_EXAMPLES } from "./examples";
import { canonicalUrl, pageUrl, resolveOrigins, servingHost, wrongHostRedirect } from "./hosts";
import { pagePath, withQuery } from "./page-path";

const origins = { landing: "https://lookwise.example", app: "https://app.lookwise.example" };
const examples = SIMULATOR_EXAMPLES;
const example = examples[0]?.id;
const lastExample = examples[13]?.id;

describe("canonicalUrl (the spec's rule)", () => {
  it.each([
    ["/plans", "https://lookwise.example/plans"],
    ["/report-examples", "https://lookwise.example/report-examples"],
    ["/faq", "https://lookwise.example/faq"],
    [`/report/${example}`, `https://lookwise.example/report/${example}`],
    [`/report/${lastExample}`, `https://lookwise.example/report/${lastExample}`],
    ["/", "https://lookwise.example/"],
    ["/info/terms-of-service", "https://lookwise.example/info/terms-of-service"],
    ["/info/privacy-policy", "https://lookwise.example/info/privacy-policy"],
    ["/opt-out", "https://lookwise.example/opt-out"],
  ])("%s points to the landing host", (path, expected) => {
    expect(canonicalUrl(path, origins, examples)).toBe(expected);
  });

  it.each([
    ["/login", "https://app.lookwise.example/login"],
    ["/dashboard", "https://app.lookwise.example/dashboard"],
    ["/settings", "https://app.lookwise.example/settings"],
    ["/report/r8f3k2m1q0zz", "https://app.lookwise.example/report/r8f3k2m1q0zz"],
    [`/report/${example}x`, `https://app.lookwise.example/report/${example}x`],
    ["/report/r8f3k2m1q0zz/create", "https://app.lookwise.example/report/r8f3k2m1q0zz/create"],
    ["/plans/extra", "https://app.lookwise.example/plans/extra"],
  ])("%s points to the app host", (path, expected) => {
    expect(canonicalUrl(path, origins, examples)).toBe(expected);
  });

  it("drops the query string: callers pass the path only, and the URL built has none", () => {
    const url = new URL("https://app.lookwise.example/plans?promocode=X&pid=2");
    expect(canonicalUrl(url.pathname, origins, examples)).toBe("https://lookwise.example/plans");
  });

  it("uses the request origin for both hosts in single-host mode", () => {
    const single = resolveOrigins(
      { LANDING_ORIGIN: "", APP_ORIGIN: "" },
      new URL("http://localhost:5173/faq"),
    );
    expect(single).toEqual({ landing: "http://localhost:5173", app: "http://localhost:5173" });
    expect(canonicalUrl("/dashboard", single, examples)).toBe("http://localhost:5173/dashboard");
  });

  it("counts a report as an example only while it is in the list in use", () => {
    expect(canonicalUrl(`/report/${example}`, origins, [])).toBe(
      `https://app.lookwise.example/report/${example}`,
    );
  });
});

describe("hosts", () => {
  it("serves landing pages, reports and info pages on the landing host, the rest on the app host", () => {
    expect(servingHost("/")).toBe("landing");
    expect(servingHost("/login")).toBe("landing");
    expect(servingHost("/report/abc/create")).toBe("landing");
    expect(servingHost("/info/privacy-policy")).toBe("landing");
    expect(servingHost("/dashboard")).toBe("app");
    expect(servingHost("/settings")).toBe("app");
    expect(servingHost("/assets/app.js")).toBe("any");
    expect(servingHost("/robots.txt")).toBe("any");
    expect(servingHost("/login.data")).toBe("any");
    expect(servingHost("/_root.data")).toBe("any");
  });

  it("redirects a page on the wrong host, keeping path and query", () => {
    expect(wrongHostRedirect(new URL("https://app.lookwise.example/plans?pid=3"), origins)).toBe(
      "https://lookwise.example/plans?pid=3",
    );
    expect(wrongHostRedirect(new URL("https://lookwise.example/dashboard?id=r1"), origins)).toBe(
      "https://app.lookwise.example/dashboard?id=r1",
    );
    expect(wrongHostRedirect(new URL("https://lookwise.example/plans"), origins)).toBeNull();
    expect(wrongHostRedirect(new URL("https://app.lookwise.example/robots.txt"), origins)).toBeNull();
  });

  it("never redirects in single-host mode", () => {
    const single = { landing: "http://localhost:5173", app: "http://localhost:5173" };
    expect(wrongHostRedirect(new URL("http://localhost:5173/dashboard"), single)).toBeNull();
  });

  it("builds absolute links on the serving host", () => {
    expect(pageUrl(withQuery(pagePath("/dashboard"), {}, "r1"), origins)).toBe(
      "https://app.lookwise.example/dashboard#r1",
    );
    expect(pageUrl(withQuery(pagePath("/login"), { state: "signUp" }), origins)).toBe(
      "https://lookwise.example/login?state=signUp",
    );
  });
});
