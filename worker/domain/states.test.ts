import { describe, expect, it } from "vitest";
import { toStateAbbr, US_STATES } from "./states";

describe("US_STATES", () => {
  it("lists the 50 states, DC and five territories once each", () => {
    const abbrs = US_STATES.map((s) => s.abbr);
    expect(abbrs).toHaveLength(56);
    expect(new Set(abbrs).size).toBe(56);
    for (const code of ["DC", "PR", "GU", "VI", "AS", "MP", "TX", "WY"]) expect(abbrs).toContain(code);
  });

  it("normalises a code and rejects unknown ones", () => {
    expect(toStateAbbr(" tx ")).toBe("TX");
    expect(toStateAbbr("ZZ")).toBeUndefined();
  });
});
