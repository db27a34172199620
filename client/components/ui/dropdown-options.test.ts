import { describe, expect, it } from "vitest";
import { choiceOnClose, filterOptions, moveHighlight } from "./dropdown-options";

const STATES = [
  { abbr: "TX", title: "Texas" },
  { abbr: "CA", title: "California" },
  { abbr: "NC", title: "North Carolina" },
  { abbr: "OH", title: "Ohio" },
];

describe("filterOptions", () => {
  it("keeps every option for an empty or blank query", () => {
    expect(filterOptions(STATES, "")).toHaveLength(4);
    expect(filterOptions(STATES, "   ")).toHaveLength(4);
  });

  it("matches a substring of the title or the abbr, ignoring case", () => {
    expect(filterOptions(STATES, "carol").map((o) => o.abbr)).toEqual(["NC"]);
    expect(filterOptions(STATES, "tx").map((o) => o.abbr)).toEqual(["TX"]);
    expect(filterOptions(STATES, "CA").map((o) => o.abbr)).toEqual(["CA", "NC"]);
  });

  it("returns nothing when no option matches (the UI shows 'No options')", () => {
    expect(filterOptions(STATES, "zz")).toEqual([]);
  });
});

describe("choiceOnClose", () => {
  it("keeps the current choice when nothing was typed", () => {
    expect(choiceOnClose(STATES, "Texas", false, "TX")).toBe("TX");
  });

  it("clears the choice when the box was emptied", () => {
    expect(choiceOnClose(STATES, "  ", true, "TX")).toBe("");
  });

  it("picks the option whose title or abbr equals the text, in any case", () => {
    expect(choiceOnClose(STATES, "ohio", true, "")).toBe("OH");
    expect(choiceOnClose(STATES, "ca", true, "")).toBe("CA");
  });

  it("picks the only option left by the filter", () => {
    expect(choiceOnClose(STATES, "tex", true, "")).toBe("TX");
  });

  it("keeps the current choice when the text leaves several options or none", () => {
    expect(choiceOnClose(STATES, "o", true, "TX")).toBe("TX");
    expect(choiceOnClose(STATES, "zz", true, "")).toBe("");
  });
});

describe("moveHighlight", () => {
  it("starts at the first entry going down and the last going up", () => {
    expect(moveHighlight(-1, 1, 3)).toBe(0);
    expect(moveHighlight(-1, -1, 3)).toBe(2);
  });

  it("moves and wraps around both ends", () => {
    expect(moveHighlight(0, 1, 3)).toBe(1);
    expect(moveHighlight(2, 1, 3)).toBe(0);
    expect(moveHighlight(0, -1, 3)).toBe(2);
  });

  it("highlights nothing in an empty list", () => {
    expect(moveHighlight(0, 1, 0)).toBe(-1);
  });
});
