import { describe, expect, it } from "vitest";
import { createConnectors } from "../sources/index";
import { directory } from "./directory";
import { DEFAULT_PEOPLE, DEFAULT_SEED } from "./faults";
import { inProcessTransport } from "./in-process";
import { evaluate, fixtureCases, generatedCases } from "./search-eval";

describe("name search quality on the simulator", () => {
  const dir = directory(DEFAULT_SEED, DEFAULT_PEOPLE);
  const connectors = createConnectors(inProcessTransport());

  it("ranks every fixture persona first on each of its networks", async () => {
    const cases = fixtureCases(dir);
    expect(cases.length).toBeGreaterThan(30);
    expect((await evaluate(connectors, cases)).precisionAt1).toBe(1);
  });

  it("ranks noisy searches for generated people first nearly always", async () => {
    const { precisionAt1 } = await evaluate(connectors, generatedCases(dir, 60));
    expect(precisionAt1).toBeGreaterThanOrEqual(0.85);
  });
});
