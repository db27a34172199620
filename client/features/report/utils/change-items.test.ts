import { describe, expect, it } from "vitest";
import { newViolence, reportChange } from "../../../../test/report-change";
import { changeItems } from "./change-items";

const change = reportChange({
  redFlags: [
    newViolence(),
    newViolence({ source: "ig", id: "drugs", title: "Drugs", change: "gone", posts: 0, items: [] }),
  ],
  interests: [{ source: "ig", id: "fitness", title: "Fitness", change: "rose", from: 3, to: 9 }],
  friends: [{ source: "tw", count: 2 }],
});

describe("changeItems", () => {
  it("keeps the shared wording and tells the red flags' lines from the others", () => {
    expect(changeItems(change)).toEqual([
      { text: "New red flag Violence & Threats, 2 posts on X", flag: "new" },
      { text: "Red flag Drugs no longer found on Instagram", flag: "gone" },
      { text: "Fitness rose from 3 to 9 on Instagram", flag: null },
      { text: "2 new friends on X", flag: null },
    ]);
  });
});
