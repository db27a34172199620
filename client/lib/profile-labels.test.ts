import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { compactCount } from "./profile-labels";

const intl = new Intl.NumberFormat("en-US", { notation: "compact", maximumFractionDigits: 1 });

describe("compactCount", () => {
  it("writes follower counts as Intl's en-US compact notation does", () => {
    for (const count of [
      0, 1, 999, 1000, 1049, 1050, 1149, 1150, 1250, 9999, 99_949, 99_950, 999_949, 999_950, 999_999,
      1_000_000, 1_250_000, 999_950_000, 1_050_000_000, 7_400_000_000, 2_000_000_000_000,
    ])
      expect(compactCount(count), String(count)).toBe(intl.format(count));
  });

  it("agrees with Intl on any count up to a trillion", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 999_999_999_999 }), (count) => {
        expect(compactCount(count)).toBe(intl.format(count));
      }),
      { numRuns: 2000 },
    );
  });
});
