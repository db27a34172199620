import { describe, expect, it } from "vitest";
import { appendPage, removeFromPage } from "./evidence-page";

const page = (ids: string[], hasMore: boolean) => ({ items: ids.map((id) => ({ id })), hasMore });

describe("appendPage", () => {
  it("adds the next page and takes its hasMore", () => {
    expect(appendPage(page(["a", "b"], true), page(["c"], false))).toEqual(page(["a", "b", "c"], false));
  });

  it("never lists an item twice when the pages shifted", () => {
    expect(appendPage(page(["a", "b"], true), page(["b", "c"], true))).toEqual(page(["a", "b", "c"], true));
  });
});

describe("removeFromPage", () => {
  it("drops the item and keeps hasMore", () => {
    expect(removeFromPage(page(["a", "b"], true), "a")).toEqual(page(["b"], true));
  });
});
