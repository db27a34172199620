import { describe, expect, it } from "vitest";
import { describeCountdown, formatCountdown, secondsUntil } from "./offer-time";

describe("offer countdown", () => {
  it("counts whole seconds to the end, never below 0", () => {
    const now = Date.parse("2026-01-01T00:00:00.000Z");
    expect(secondsUntil("2026-01-01T01:00:00.000Z", now)).toBe(3600);
    expect(secondsUntil("2026-01-01T00:00:01.500Z", now)).toBe(1);
    expect(secondsUntil("2026-01-01T00:00:00.500Z", now)).toBe(0);
    expect(secondsUntil("2026-01-02T00:00:02.000Z", now, 86_400)).toBe(86_400);
    expect(secondsUntil("2025-12-31T23:59:59.000Z", now)).toBe(0);
    expect(secondsUntil("not a time", now)).toBe(0);
  });

  it("shows a clock of hours, with days in front only for a long one", () => {
    expect(formatCountdown(0)).toBe("00:00:00");
    expect(formatCountdown(59)).toBe("00:00:59");
    expect(formatCountdown(23 * 3600 + 59 * 60 + 59)).toBe("23:59:59");
    expect(formatCountdown(86_400)).toBe("24:00:00");
    expect(formatCountdown(99 * 3600 + 59)).toBe("99:00:59");
    expect(formatCountdown(5 * 86_400 + 2 * 3600 + 3 * 60 + 4)).toBe("5d 02:03:04");
  });

  it("says it in words for screen readers", () => {
    expect(describeCountdown(23 * 3600 + 5 * 60 + 9)).toBe("23 hours 5 minutes");
    expect(describeCountdown(86_400 + 60)).toBe("1 day 1 minute");
    expect(describeCountdown(30)).toBe("less than a minute");
  });
});
