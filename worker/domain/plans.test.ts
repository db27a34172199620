import { describe, expect, it } from "vitest";
import { withSavings } from "./plans";

describe("withSavings", () => {
  it("measures each plan's saving per report against the dearest per-report price", () => {
    const plans = withSavings([
      { id: "starter", title: "Starter", price: 0.99, reports: 1, period: "week" },
      { id: "standard", title: "Standard", price: 6.99, reports: 10, period: "month" },
      { id: "pro", title: "Pro", price: 19.99, reports: 40, period: "month" },
    ]);
    expect(plans.map((p) => p.savePerReport)).toEqual([0, 0.29, 0.49]);
  });

  it("handles an empty list", () => {
    expect(withSavings([])).toEqual([]);
  });
});
