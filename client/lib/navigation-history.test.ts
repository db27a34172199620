import { describe, expect, it } from "vitest";
import {
  createNavigationHistory,
  NAVIGATION_HISTORY_SIZE,
  type NavigationEntry,
  readNavigationEntries,
} from "./navigation-history";

const visit = (path: string, at = "2026-01-01T00:00:00.000Z"): NavigationEntry => ({ path, at });

describe("navigation history", () => {
  it("keeps the pages visited, oldest first", () => {
    const history = createNavigationHistory();
    history.add(visit("/", "2026-01-01T00:00:00.000Z"));
    history.add(visit("/faq", "2026-01-01T00:00:05.000Z"));
    expect(history.entries()).toEqual([
      visit("/", "2026-01-01T00:00:00.000Z"),
      visit("/faq", "2026-01-01T00:00:05.000Z"),
    ]);
  });

  it("holds the spec's 200 entries at most, dropping the oldest", () => {
    expect(NAVIGATION_HISTORY_SIZE).toBe(200);
    const history = createNavigationHistory();
    for (let i = 0; i < 450; i++) history.add(visit(`/page/${i}`));
    const paths = history.entries().map((entry) => entry.path);
    expect(paths).toHaveLength(200);
    expect(paths[0]).toBe("/page/250");
    expect(paths.at(-1)).toBe("/page/449");
  });

  it("is in order at every fill, across the wrap", () => {
    const history = createNavigationHistory(3);
    const seen: string[][] = [];
    for (const path of ["a", "b", "c", "d", "e"]) {
      history.add(visit(path));
      seen.push(history.entries().map((entry) => entry.path));
    }
    expect(seen).toEqual([["a"], ["a", "b"], ["a", "b", "c"], ["b", "c", "d"], ["c", "d", "e"]]);
  });

  it("goes on from restored entries, keeping only the newest that fit", () => {
    const restored = Array.from({ length: 250 }, (_, i) => visit(`/old/${i}`));
    const history = createNavigationHistory(NAVIGATION_HISTORY_SIZE, restored);
    history.add(visit("/new"));
    const paths = history.entries().map((entry) => entry.path);
    expect(paths).toHaveLength(200);
    expect(paths[0]).toBe("/old/51");
    expect(paths.at(-1)).toBe("/new");
  });
});

describe("readNavigationEntries", () => {
  it("reads stored entries back, and nothing from anything else", () => {
    expect(readNavigationEntries(JSON.stringify([visit("/"), { path: 1 }, null, "x"]))).toEqual([visit("/")]);
    for (const text of [null, "", "{", '{"path":"/"}', "42"]) expect(readNavigationEntries(text)).toEqual([]);
  });
});
