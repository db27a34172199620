import { describe, expect, it } from "vitest";
import { historyOf } from "./report-history";

const music = { source: "ig" as const, id: "music", title: "Music", redzone: false };
const gambling = { source: "ig" as const, id: "gambling", title: "Gambling", redzone: true };
const sportsTw = { source: "tw" as const, id: "sports", title: "Sports", redzone: false };

describe("historyOf", () => {
  it("lists versions newest first with the interests added and gone since the one before", () => {
    expect(
      historyOf([
        { version: 2, tracked: 2000, interests: [music, sportsTw, gambling] },
        { version: 1, tracked: 1000, interests: [music, gambling] },
        { version: 3, tracked: 3000, interests: [sportsTw] },
      ]),
    ).toEqual([
      { version: 3, tracked: 3000, added: [], removed: [music, gambling] },
      { version: 2, tracked: 2000, added: [sportsTw], removed: [] },
      { version: 1, tracked: 1000, added: [], removed: [] },
    ]);
  });
});
