import { describe, expect, it } from "vitest";
import { pagePath, withQuery } from "./page-path";

describe("page paths", () => {
  it("fills a route's parameters, encoded", () => {
    expect(pagePath("/report/:id", { id: "a b/c" })).toBe("/report/a%20b%2Fc");
    expect(pagePath("/report/:id/create", { id: "r1" })).toBe("/report/r1/create");
  });

  it("adds a query without undefined values, and an encoded fragment", () => {
    expect(withQuery(pagePath("/login"), { state: "logIn", redirectTo: "/report/r1", skip: undefined })).toBe(
      "/login?state=logIn&redirectTo=%2Freport%2Fr1",
    );
    expect(withQuery(pagePath("/dashboard"), {}, "r 1")).toBe("/dashboard#r%201");
    expect(withQuery(withQuery(pagePath("/plans"), { a: 1 }), { b: 2 })).toBe("/plans?a=1&b=2");
    expect(withQuery(withQuery(pagePath("/dashboard"), {}, "r1"), { a: 1 })).toBe("/dashboard?a=1#r1");
  });
});
