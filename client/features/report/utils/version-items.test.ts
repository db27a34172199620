import { describe, expect, it } from "vitest";
import { newViolence, reportChange } from "../../../../test/report-change";
import type { ReportChange, ReportVersion } from "../../../../worker/contracts/report";
import { versionItems } from "./version-items";

const empty = reportChange();
const version = (change: ReportChange | null): ReportVersion => ({
  version: 2,
  tracked: Date.UTC(2026, 10, 11),
  added: [],
  removed: [],
  change,
});

describe("versionItems", () => {
  it("lists what a re-screen found, red flags marked", () => {
    const change: ReportChange = {
      ...empty,
      redFlags: [newViolence({ items: [] })],
    };
    expect(versionItems(version(change), false)).toEqual([
      { text: "New red flag Violence & Threats, 2 posts on X", flag: "new" },
    ]);
  });

  it("says when a re-screen found nothing, and which version came first", () => {
    expect(versionItems(version(empty), false)).toEqual([{ text: "No change", flag: null }]);
    expect(versionItems(version(null), true)).toEqual([{ text: "First version", flag: null }]);
    expect(versionItems(version(null), false)[0]?.text).toBe(
      "What changed was not recorded for this version",
    );
  });
});
