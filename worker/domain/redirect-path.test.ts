import { describe, expect, it } from "vitest";
import { safeRedirectPath } from "./redirect-path";

describe("safeRedirectPath", () => {
  it.each([
    ["/dashboard", "/dashboard"],
    ["/report/abc?h=1#x", "/report/abc?h=1#x"],
    ["//evil.example/x", null],
    ["https://evil.example", null],
    ["/\\evil.example", null],
    ["dashboard", null],
    [null, null],
  ])("%s -> %s", (input, expected) => {
    expect(safeRedirectPath(input)).toBe(expected);
  });
});
