import { describe, expect, it } from "vitest";
import { SEARCH_MIN_LENGTH, searchOnEnter } from "./search-query";

describe("searchOnEnter", () => {
  it("submits an empty search for an empty or blank box", () => {
    expect(searchOnEnter("")).toBe("");
    expect(searchOnEnter("   ")).toBe("");
  });

  it("does not submit a single character, even surrounded by spaces", () => {
    expect(searchOnEnter("a")).toBeNull();
    expect(searchOnEnter("  a ")).toBeNull();
  });

  it("submits the trimmed text from two characters on", () => {
    expect(SEARCH_MIN_LENGTH).toBe(2);
    expect(searchOnEnter(" ab ")).toBe("ab");
    expect(searchOnEnter("emily.carter")).toBe("emily.carter");
  });
});
