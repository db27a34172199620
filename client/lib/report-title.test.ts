import { describe, expect, it } from "vitest";
import { reportTitle } from "./report-title";

describe("reportTitle", () => {
  it("joins the known parts of the search", () => {
    expect(reportTitle({ name: "Emily Carter", age: 29, state: "TX" })).toBe("Emily Carter, 29, TX");
    expect(reportTitle({ name: "Emily Carter", age: null, state: "" })).toBe("Emily Carter");
  });

  it("answers 'Report' when nothing is known", () => {
    expect(reportTitle({ name: null, age: null, state: null })).toBe("Report");
  });
});
