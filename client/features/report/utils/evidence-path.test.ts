import { describe, expect, it } from "vitest";
import { reportDetailPath } from "./evidence-path";

describe("reportDetailPath", () => {
  it("builds the path with paging and no hash", () => {
    expect(reportDetailPath("r1", "ig", ["gambling"], { offset: 0, limit: 10 }, null)).toBe(
      "/report/r1/ig/gambling?offset=0&limit=10",
    );
  });

  it("adds the share hash after the other parameters", () => {
    expect(reportDetailPath("r1", "tw", ["friends"], { offset: 10, limit: 10 }, "a b")).toBe(
      "/report/r1/tw/friends?offset=10&limit=10&h=a+b",
    );
  });

  it("uses ?h= alone when there is no other parameter, and encodes segments", () => {
    expect(reportDetailPath("r1", "fb", ["common", "x/y"], {}, "hash")).toBe(
      "/report/r1/fb/common/x%2Fy?h=hash",
    );
    expect(reportDetailPath("r1", "fb", ["pets", "issue"], { skip: undefined }, null)).toBe(
      "/report/r1/fb/pets/issue",
    );
  });
});
