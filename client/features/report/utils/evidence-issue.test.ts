import { describe, expect, it } from "vitest";
import type { ReportInterest } from "../../../../worker/contracts/report";
import { applyIssue } from "./evidence-issue";

const gambling: ReportInterest = { id: "gambling", title: "Gambling", count: 5, redzone: true };
const pets: ReportInterest = { id: "pets", title: "Pets & Animals", count: 3, redzone: false };
const interests = [gambling, pets];

describe("applyIssue", () => {
  it("replaces the count with the server's", () => {
    const next = applyIssue(interests, "gambling", { ...gambling, count: 4 });
    expect(next).toEqual([{ ...gambling, count: 4 }, pets]);
  });

  it("drops the interest when it no longer shows", () => {
    expect(applyIssue(interests, "gambling", null)).toEqual([pets]);
  });

  it("leaves the given list alone", () => {
    applyIssue(interests, "pets", null);
    expect(interests).toHaveLength(2);
  });
});
