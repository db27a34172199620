import { describe, expect, it } from "vitest";
import { runFaults } from "./faults-run";

/**
 * Issue 21: every fault at once over 24 reports (test/faults-run.ts). The faults bench runs this
 * file and prints the figures it logs (bench/faults.ts).
 */
describe("every fault at once", () => {
  it("completes every report (a failed one on its retry), counts nothing twice and loses no row", async () => {
    const figures = await runFaults(24, 21);
    console.log(`FAULTS ${JSON.stringify(figures)}`);
    expect(figures).toMatchObject({
      reportsStarted: 24,
      reportsCompleted: 24,
      reportsFailed: 0,
      duplicatesCounted: 0,
      rowsLost: 0,
    });
    expect(figures.reportsRetried).toBeGreaterThan(0);
    expect(Object.values(figures.injected).every((n) => n > 0)).toBe(true);
  }, 120_000);
});
