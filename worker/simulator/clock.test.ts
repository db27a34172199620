import { describe, expect, it } from "vitest";
import { posts } from "./accounts";
import { directory, SIM_NOW_MS, withClock } from "./directory";
import { DEFAULT_PEOPLE, DEFAULT_SEED, readKnobs } from "./faults";

const DAY = 86_400_000;
const dir = directory(DEFAULT_SEED, DEFAULT_PEOPLE);
const jake = {
  kind: "person",
  index: dir.people.findIndex((p) => p.handles.tw === "jake_morrison"),
} as const;
const emily = { kind: "person", index: dir.people.findIndex((p) => p.handles.tw === "em_carter") } as const;

describe("the simulated clock", () => {
  it("reads how far it moved from x-sim-advance-ms, anything else being its start", () => {
    const advance = (value: string | null) =>
      readKnobs({}, new Headers(value === null ? {} : { "x-sim-advance-ms": value })).advanceMs;
    expect(advance(String(8 * DAY))).toBe(8 * DAY);
    expect([advance(null), advance("soon"), advance("-5"), advance("")]).toEqual([0, 0, 0, 0]);
  });

  it("shows Jake Morrison's two threats on X from a week after its start, newest first, and nothing new before", () => {
    const before = posts(dir, "tw", jake);
    expect(posts(withClock(dir, 6 * DAY), "tw", jake)).toEqual(before);
    const later = posts(withClock(dir, 7 * DAY + 1), "tw", jake);
    expect(later.slice(2)).toEqual(before);
    expect(later.slice(0, 2).map((p) => p.text)).toEqual([
      "Next time that guy at work crosses me I will put a bullet in his head",
      "Gonna beat him half to death when I see him Friday #noregrets",
    ]);
    for (const post of later.slice(0, 2)) {
      expect(post.createdMs).toBeGreaterThanOrEqual(SIM_NOW_MS + 7 * DAY);
      expect(before.map((p) => p.id)).not.toContain(post.id);
    }
    // The same posts, the same ids, however far the clock moves on.
    expect(posts(withClock(dir, 30 * DAY), "tw", jake).slice(0, 2)).toEqual(later.slice(0, 2));
  });

  it("changes nothing else: Jake's Instagram and everyone else's posts", () => {
    const week = withClock(dir, 8 * DAY);
    expect(posts(week, "ig", jake)).toEqual(posts(dir, "ig", jake));
    expect(posts(week, "tw", emily)).toEqual(posts(dir, "tw", emily));
  });
});
