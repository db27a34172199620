import { describe, expect, it } from "vitest";
import { type ExampleSpec, examplesInUse, isExampleReportId, SIMULATOR_EXAMPLES } from "./examples";

const consenting: ExampleSpec[] = [
  {
    id: "ex-jane-doe",
    name: "Jane Doe",
    age: 31,
    state: "CA",
    profiles: [{ source: "ig", username: "jane.doe" }],
  },
];

describe("examplesInUse", () => {
  it.each([
    ["development", "simulator", SIMULATOR_EXAMPLES],
    ["test", "simulator", SIMULATOR_EXAMPLES],
    ["production", "simulator", consenting],
    ["production", "direct", consenting],
    ["development", "direct", consenting],
    ["test", "proxy", consenting],
  ])("is the simulator's personas only on the simulator, locally (%s, %s)", (environment, mode, expected) => {
    const config = { ENVIRONMENT: environment, SOURCES_MODE: mode, EXAMPLE_PROFILES: consenting };
    expect(examplesInUse(config)).toBe(expected);
  });

  it("is none outside the simulator without a configured list", () => {
    expect(
      examplesInUse({ ENVIRONMENT: "production", SOURCES_MODE: "direct", EXAMPLE_PROFILES: [] }),
    ).toEqual([]);
  });
});

describe("isExampleReportId", () => {
  it("holds only for the ids of the list given", () => {
    const persona = SIMULATOR_EXAMPLES[0]?.id ?? "";
    expect(isExampleReportId(SIMULATOR_EXAMPLES, persona)).toBe(true);
    expect(isExampleReportId(consenting, persona)).toBe(false);
    expect(isExampleReportId(consenting, "ex-jane-doe")).toBe(true);
    expect(isExampleReportId([], "ex-jane-doe")).toBe(false);
  });
});
