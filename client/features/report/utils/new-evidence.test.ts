import { describe, expect, it } from "vitest";
import { newViolence, reportChange } from "../../../../test/report-change";
import type { ChangedFlag } from "../../../../worker/contracts/report";
import { newEvidenceOn } from "./new-evidence";

const flag = newViolence;
const changeOf = (redFlags: ChangedFlag[]) => reportChange({ redFlags });

describe("newEvidenceOn", () => {
  it("marks the items of a new red flag and of one with more evidence, on their own network only", () => {
    const change = changeOf([
      flag({}),
      flag({ id: "drugs", change: "more", items: ["p9"] }),
      flag({ source: "ig", id: "weapons", items: ["a1"] }),
    ]);
    const onX = newEvidenceOn(change, "tw");
    expect([...(onX.get("violence") ?? [])]).toEqual(["p1", "p2"]);
    expect([...(onX.get("drugs") ?? [])]).toEqual(["p9"]);
    expect(onX.has("weapons")).toBe(false);
    expect([...(newEvidenceOn(change, "ig").get("weapons") ?? [])]).toEqual(["a1"]);
  });

  it("marks nothing for a red flag that went, a network without change, or no change at all", () => {
    const change = changeOf([flag({ change: "gone", items: [] })]);
    expect(newEvidenceOn(change, "tw").size).toBe(0);
    expect(newEvidenceOn(changeOf([flag({})]), "fb").size).toBe(0);
    expect(newEvidenceOn(null, "tw").size).toBe(0);
  });
});
