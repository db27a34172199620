import { describe, expect, it } from "vitest";
import { markedParts } from "./evidence-marks";

describe("markedParts", () => {
  it("marks the spans and keeps the rest as it is", () => {
    expect(markedParts("Five leg parlay hit", [[9, 15]])).toEqual([
      { start: 0, text: "Five leg ", marked: false },
      { start: 9, text: "parlay", marked: true },
      { start: 15, text: " hit", marked: false },
    ]);
  });

  it("merges overlapping spans and clips those out of range", () => {
    const parts = markedParts("abcdef", [
      [4, 99],
      [1, 3],
      [2, 4],
      [-5, 0],
    ]);
    expect(parts.map((p) => [p.text, p.marked])).toEqual([
      ["a", false],
      ["bcdef", true],
    ]);
  });

  it("gives the whole text unmarked without spans", () => {
    expect(markedParts("plain", [])).toEqual([{ start: 0, text: "plain", marked: false }]);
  });
});
