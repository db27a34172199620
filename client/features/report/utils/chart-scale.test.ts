import { describe, expect, it } from "vitest";
import type { ReportInterest } from "../../../../worker/contracts/report";
import { barPercent, chartMax, MIN_BAR_PERCENT, splitInterests } from "./chart-scale";

const interest = (id: string, count: number, redzone = false): ReportInterest => ({
  id,
  title: id,
  count,
  redzone,
});

describe("splitInterests", () => {
  it("puts red flags apart, each list by count, ties in the given order", () => {
    const { redFlags, everyday } = splitInterests([
      interest("pets", 3),
      interest("drugs", 2, true),
      interest("travel", 9),
      interest("gambling", 5, true),
      interest("music", 3),
    ]);
    expect(redFlags.map((i) => i.id)).toEqual(["gambling", "drugs"]);
    expect(everyday.map((i) => i.id)).toEqual(["travel", "pets", "music"]);
  });

  it("lists the catch-all Daily Life last, whatever its count", () => {
    const { everyday } = splitInterests([
      interest("daily-life", 40),
      interest("pets", 3),
      interest("music", 5),
    ]);
    expect(everyday.map((i) => i.id)).toEqual(["music", "pets", "daily-life"]);
  });

  it("does not reorder the list it is given", () => {
    const list = [interest("a", 1), interest("b", 2)];
    splitInterests(list);
    expect(list.map((i) => i.id)).toEqual(["a", "b"]);
  });
});

describe("chartMax and barPercent", () => {
  it("scales every bar against the network's largest count", () => {
    const max = chartMax([interest("a", 40), interest("b", 10, true), interest("c", 3)]);
    expect(max).toBe(40);
    expect(barPercent(40, max)).toBe(100);
    expect(barPercent(10, max)).toBe(25);
    expect(barPercent(3, max)).toBe(7.5);
  });

  it("keeps small counts visible and empty ones empty", () => {
    expect(barPercent(1, 1000)).toBe(MIN_BAR_PERCENT);
    expect(barPercent(0, 10)).toBe(0);
    expect(barPercent(5, 0)).toBe(0);
    expect(chartMax([])).toBe(0);
  });

  it("never passes the track", () => {
    expect(barPercent(12, 10)).toBe(100);
  });
});
