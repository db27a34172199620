import { describe, expect, it } from "vitest";
import { watchAnnouncement, watchChoices } from "./watch-choices";

const DEC_3 = Date.UTC(2026, 11, 3, 9);

describe("the watch control's choices", () => {
  it("offers both frequencies to a report not watched, and marks the one in force", () => {
    expect(watchChoices(null)).toEqual([
      { every: "week", label: "Every week", current: false },
      { every: "month", label: "Every month", current: false },
    ]);
    expect(watchChoices({ every: "month", next: DEC_3, lastChange: null }).map((c) => c.current)).toEqual([
      false,
      true,
    ]);
  });

  it("tells what happened: watching and when the next check is, or stopped", () => {
    expect(watchAnnouncement({ every: "week", next: DEC_3, lastChange: null })).toBe(
      "You are watching this report every week. The next check is on Dec 3, 2026; you get an email when something changes.",
    );
    expect(watchAnnouncement(null)).toBe("You stopped watching this report. It is no longer checked again.");
  });
});
