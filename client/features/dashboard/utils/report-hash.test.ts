import { describe, expect, it } from "vitest";
import { reportHashRedirect, reportIdFromHash } from "./report-hash";

describe("reportHashRedirect", () => {
  it("moves the id query parameter into the hash, keeping the rest of the query", () => {
    expect(reportHashRedirect(new URL("http://app.example.test/dashboard?id=rep_1"))).toBe(
      "/dashboard#rep_1",
    );
    expect(
      reportHashRedirect(new URL("http://app.example.test/dashboard?subscription_result=success&id=a%20b")),
    ).toBe("/dashboard?subscription_result=success#a%20b");
  });

  it("answers null without an id", () => {
    expect(reportHashRedirect(new URL("http://app.example.test/dashboard"))).toBeNull();
    expect(reportHashRedirect(new URL("http://app.example.test/dashboard?id="))).toBeNull();
  });
});

describe("reportIdFromHash", () => {
  it("reads the id back, decoded", () => {
    expect(reportIdFromHash("#a%20b")).toBe("a b");
    expect(reportIdFromHash("rep_1")).toBe("rep_1");
  });

  it("answers null for an empty or malformed hash", () => {
    expect(reportIdFromHash("")).toBeNull();
    expect(reportIdFromHash("#")).toBeNull();
    expect(reportIdFromHash("#%E0%A4%A")).toBeNull();
  });
});
