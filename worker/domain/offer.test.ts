import { describe, expect, it } from "vitest";
import { offerFor, parseFirstSeen } from "./offer";

describe("offer", () => {
  it("expires durationHours after the visitor first saw it", () => {
    const offer = offerFor(
      { planId: "first-week", price: 4.99, reports: 10, durationHours: 24 },
      Date.UTC(2026, 10, 21, 12),
    );
    expect(offer).toEqual({
      price: 4.99,
      reports: 10,
      durationHours: 24,
      expiresAt: "2026-11-22T12:00:00.000Z",
      planId: "first-week",
    });
  });

  it("accepts only a past numeric first-seen time", () => {
    const now = 1_800_000_000_000;
    expect(parseFirstSeen("1700000000000", now)).toBe(1_700_000_000_000);
    expect(parseFirstSeen("1900000000000", now)).toBeNull();
    expect(parseFirstSeen("abc", now)).toBeNull();
    expect(parseFirstSeen(undefined, now)).toBeNull();
  });
});
