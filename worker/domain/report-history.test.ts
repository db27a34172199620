import { describe, expect, it } from "vitest";
import type { ReportChange } from "../contracts/report";
import { historyOf } from "./report-history";

const music = { source: "ig" as const, id: "music", title: "Music", redzone: false };
const gambling = { source: "ig" as const, id: "gambling", title: "Gambling", redzone: true };
const sportsTw = { source: "tw" as const, id: "sports", title: "Sports", redzone: false };

/** Version 2's full comparison, as its room kept it (version 3's was not kept). */
const change: ReportChange = {
  version: 2,
  since: 1000,
  tracked: 2000,
  redFlags: [],
  interests: [{ source: "tw", id: "sports", title: "Sports", change: "new", from: 0, to: 4 }],
  profiles: [],
  friends: [],
};

describe("historyOf", () => {
  it("lists versions newest first with the interests added and gone since the one before", () => {
    expect(
      historyOf(
        [
          { version: 2, tracked: 2000, interests: [music, sportsTw, gambling] },
          { version: 1, tracked: 1000, interests: [music, gambling] },
          { version: 3, tracked: 3000, interests: [sportsTw] },
        ],
        [change],
      ),
    ).toEqual([
      { version: 3, tracked: 3000, added: [], removed: [music, gambling], change: null },
      { version: 2, tracked: 2000, added: [sportsTw], removed: [], change },
      { version: 1, tracked: 1000, added: [], removed: [], change: null },
    ]);
  });
});
