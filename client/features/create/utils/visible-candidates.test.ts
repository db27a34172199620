import { describe, expect, it } from "vitest";
import type { CandidateProfile } from "../../../../worker/contracts/create";
import { visibleCandidates } from "./visible-candidates";

function candidate(id: string, band: CandidateProfile["band"]): CandidateProfile {
  return {
    id,
    username: id,
    fullname: id,
    image: null,
    imageNotLoaded: false,
    source: "ig",
    link: `https://www.instagram.com/${id}/`,
    count: 10,
    badReason: null,
    badReasonConfirmed: false,
    confidence: band === "high" ? 0.9 : band === "medium" ? 0.6 : 0.2,
    band,
    reasons: [],
    selected: false,
  };
}

const ITEMS = [
  candidate("a", "high"),
  candidate("b", "medium"),
  candidate("c", "low"),
  candidate("d", "low"),
];

describe("visibleCandidates", () => {
  it("hides low-confidence candidates until expanded", () => {
    const { shown, hidden } = visibleCandidates(ITEMS, () => false, false);
    expect(shown.map((c) => c.id)).toEqual(["a", "b"]);
    expect(hidden).toBe(2);
  });

  it("keeps a selected low-confidence candidate in view", () => {
    const { shown, hidden } = visibleCandidates(ITEMS, (c) => c.id === "d", false);
    expect(shown.map((c) => c.id)).toEqual(["a", "b", "d"]);
    expect(hidden).toBe(1);
  });

  it("shows everything once expanded", () => {
    expect(visibleCandidates(ITEMS, () => false, true)).toEqual({ shown: ITEMS, hidden: 0 });
  });
});
