import { describe, expect, it } from "vitest";
import { watchCardText, watchFacts, watchingText } from "./watch-text";

const DEC_3 = Date.UTC(2026, 11, 3, 9);
const NOV_26 = Date.UTC(2026, 10, 26, 22);

describe("a watched report, in words", () => {
  it("says on the report how often, the next check and the last change once there was one", () => {
    expect(watchingText({ every: "week", next: DEC_3, lastChange: null })).toBe(
      "Watching every week · next check Dec 3, 2026",
    );
    expect(watchingText({ every: "month", next: DEC_3, lastChange: NOV_26 })).toBe(
      "Watching every month · next check Dec 3, 2026 · last change Nov 26",
    );
  });

  it("gives a dashboard card the next check and the last change as lines of their own", () => {
    expect(watchCardText({ every: "week", next: DEC_3, lastChange: null })).toEqual({
      next: "Watching · next check Dec 3",
      lastChange: null,
    });
    expect(watchCardText({ every: "week", next: DEC_3, lastChange: NOV_26 }).lastChange).toBe(
      "Last change Nov 26",
    );
  });

  it("lists a settings row's facts, saying when nothing has changed yet", () => {
    expect(watchFacts({ every: "month", next: DEC_3, lastChange: null })).toBe(
      "Every month · next check Dec 3, 2026 · no change yet",
    );
    expect(watchFacts({ every: "week", next: DEC_3, lastChange: NOV_26 })).toBe(
      "Every week · next check Dec 3, 2026 · last change Nov 26, 2026",
    );
  });
});
