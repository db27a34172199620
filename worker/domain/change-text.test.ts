import { describe, expect, it } from "vitest";
import { newViolence, reportChange } from "../../test/report-change";
import type { ReportChange } from "../contracts/report";
import { changeHeadline, changeLines } from "./change-text";

const change: ReportChange = reportChange({
  since: Date.UTC(2026, 10, 3, 15),
  redFlags: [
    newViolence(),
    { source: "ig", id: "weapons", title: "Weapons", change: "more", posts: 1, accounts: 2, items: ["c"] },
    { source: "tw", id: "gambling", title: "Gambling", change: "gone", posts: 0, accounts: 0, items: [] },
  ],
  interests: [
    { source: "ig", id: "cars", title: "Cars", change: "rose", from: 4, to: 12 },
    { source: "fb", id: "food", title: "Food", change: "gone", from: 5, to: 0 },
    { source: "tt", id: "music", title: "Music", change: "new", from: 0, to: 6 },
  ],
  profiles: [
    { source: "ig", username: "jake.morrison", change: "renamed", to: "jake.m" },
    { source: "tt", username: "jakem", change: "private", to: null },
  ],
  friends: [{ source: "ig", count: 3 }],
});

describe("change wording", () => {
  it("lists red flags first, then profiles, interests and friends", () => {
    expect(changeLines(change)).toEqual([
      "New red flag Violence & Threats, 2 posts on X",
      "Red flag Weapons: 1 post and 2 followed accounts more on Instagram",
      "Red flag Gambling no longer found on X",
      "The Instagram profile @jake.morrison is now @jake.m",
      "The TikTok profile @jakem went private",
      "Cars rose from 4 to 12 on Instagram",
      "Interest Food no longer found on Facebook",
      "New interest Music on TikTok",
      "3 new friends on Instagram",
    ]);
  });

  it("puts the first change in a banner's line with the day of the version before", () => {
    expect(changeHeadline(change)).toBe(
      "Since Nov 3: new red flag Violence & Threats, 2 posts on X (and 8 more changes)",
    );
    expect(
      changeHeadline({
        ...change,
        redFlags: change.redFlags.slice(0, 1),
        interests: [],
        profiles: [],
        friends: [],
      }),
    ).toBe("Since Nov 3: new red flag Violence & Threats, 2 posts on X");
  });
});
