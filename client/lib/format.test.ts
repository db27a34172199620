import { describe, expect, it } from "vitest";
import { longDate, periodEndFact, periodEndText, reportsText, shortDate, usd } from "./format";

describe("plan and subscription formats", () => {
  it("shows prices in dollars and counts reports", () => {
    expect(usd(6.99)).toBe("$6.99");
    expect(usd(5)).toBe("$5.00");
    expect(reportsText(1)).toBe("1 report");
    expect(reportsText(9)).toBe("9 reports");
  });

  it("dates a period's end in UTC, whatever the reader's time zone", () => {
    expect(longDate("2026-03-03T23:30:00.000Z")).toBe("March 3, 2026");
    expect(longDate("nope")).toBe("");
  });

  it("says a running plan renews, a canceled one ends, and nothing for an inactive one", () => {
    const end = "2026-03-03T10:00:00.000Z";
    expect(periodEndText("active", end)).toBe("Renews on March 3, 2026");
    expect(periodEndText("canceled", end)).toBe("Ends on March 3, 2026");
    expect(periodEndText("inactive", end)).toBe("");
    expect(periodEndText("active", null)).toBe("");
    expect(periodEndFact("active", end)).toEqual({ term: "Renews on", day: "March 3, 2026" });
    expect(periodEndFact("canceled", end)).toEqual({ term: "Ends on", day: "March 3, 2026" });
    expect(periodEndFact("inactive", end)).toBeNull();
    expect(periodEndFact("canceled", null)).toBeNull();
  });
});

describe("dates without Intl", () => {
  const intl = (month: "long" | "short") =>
    new Intl.DateTimeFormat("en-US", { year: "numeric", month, day: "numeric", timeZone: "UTC" });

  it("writes every day as Intl does in UTC, near midnight and across years", () => {
    const start = Date.UTC(1999, 11, 30, 23, 59, 59);
    for (let i = 0; i < 800; i++) {
      const at = start + i * 86_400_000 + (i % 7) * 3_600_000;
      const iso = new Date(at).toISOString();
      expect(longDate(iso)).toBe(intl("long").format(at));
      expect(shortDate(iso)).toBe(intl("short").format(at));
      expect(shortDate(at)).toBe(intl("short").format(at));
    }
  });

  it("answers nothing for a time that is no time", () => {
    expect(longDate("soon")).toBe("");
    expect(shortDate(Number.NaN)).toBe("");
  });
});
