import { describe, expect, it } from "vitest";
import { nextCheck, RESCREEN_WINDOW_SECONDS, spreadDelays } from "./watch-schedule";

describe("watch schedule", () => {
  it("checks a week later, or the same day next month (clamped to its last day)", () => {
    expect(nextCheck("week", new Date("2026-11-26T10:00:00Z")).toISOString()).toBe(
      "2026-12-03T10:00:00.000Z",
    );
    expect(nextCheck("month", new Date("2026-11-26T10:00:00Z")).toISOString()).toBe(
      "2026-12-26T10:00:00.000Z",
    );
    expect(nextCheck("month", new Date("2027-01-31T10:00:00Z")).toISOString()).toBe(
      "2027-02-28T10:00:00.000Z",
    );
  });

  it("spreads a run's re-screens evenly over the window, the first at once", () => {
    expect(spreadDelays(0)).toEqual([]);
    expect(spreadDelays(1)).toEqual([0]);
    const delays = spreadDelays(50);
    expect(delays[0]).toBe(0);
    expect(new Set(delays).size).toBe(50);
    expect(Math.max(...delays)).toBeLessThan(RESCREEN_WINDOW_SECONDS);
    expect(delays[1]).toBe(Math.floor(RESCREEN_WINDOW_SECONDS / 50));
  });
});
