import { describe, expect, it } from "vitest";
import { newViolence } from "../../test/report-change";
import { changeLines } from "./change-text";
import { changeBetween, hasChanges, isNotableMove, type VersionSnapshot } from "./report-change";

const profile = (
  source: "ig" | "tw",
  username: string,
  badReason: "private" | "notFound" | "unloaded" | null = null,
) => ({
  source,
  profileId: `${source}-1`,
  username,
  badReason,
  current: badReason === null ? username : null,
});

/** Jake's first version: Instagram and X read, gambling on X, a few friends. */
const before: VersionSnapshot = {
  version: 1,
  tracked: Date.UTC(2026, 10, 3),
  interests: [
    { source: "tw", id: "gambling", title: "Gambling", redzone: true, count: 2 },
    { source: "tw", id: "sports", title: "Sports", redzone: false, count: 4 },
    { source: "ig", id: "cars", title: "Cars", redzone: false, count: 10 },
    { source: "ig", id: "travel", title: "Travel", redzone: false, count: 3 },
  ],
  flagEvidence: new Map([
    [
      "tw:gambling",
      [
        { id: "p1", kind: "post" },
        { id: "p2", kind: "post" },
      ],
    ],
  ]),
  profiles: [profile("ig", "jake.morrison"), profile("tw", "jake_morrison")],
  friends: [
    { source: "ig", id: "f1" },
    { source: "ig", id: "f2" },
  ],
};

const nextVersion = (changes: Partial<VersionSnapshot>): VersionSnapshot => ({
  ...before,
  version: 2,
  tracked: Date.UTC(2026, 10, 26),
  ...changes,
});

const noChange = { redFlags: [], interests: [], profiles: [], friends: [] };

describe("changeBetween", () => {
  it("finds nothing between two equal versions", () => {
    const change = changeBetween(before, nextVersion({}));
    expect(change).toEqual({
      version: 2,
      since: before.tracked,
      tracked: Date.UTC(2026, 10, 26),
      ...noChange,
    });
    expect(hasChanges(change)).toBe(false);
  });

  it("puts a new red flag first, with how many new posts and accounts are its evidence and their ids", () => {
    const change = changeBetween(
      before,
      nextVersion({
        interests: [
          { source: "tw", id: "violence", title: "Violence & Threats", redzone: true, count: 2 },
          ...before.interests,
        ],
        flagEvidence: new Map([
          ...before.flagEvidence,
          [
            "tw:violence",
            [
              { id: "p9", kind: "post" },
              { id: "p8", kind: "post" },
            ],
          ],
        ]),
      }),
    );
    expect(change.redFlags).toEqual([newViolence({ items: ["p9", "p8"] })]);
    expect(hasChanges(change)).toBe(true);
    expect(changeLines(change)).toEqual(["New red flag Violence & Threats, 2 posts on X"]);
  });

  it("tells new evidence of a known red flag, and a red flag that went", () => {
    const change = changeBetween(
      before,
      nextVersion({
        interests: [
          { source: "tw", id: "weapons", title: "Weapons", redzone: true, count: 3 },
          ...before.interests.filter((i) => i.id !== "gambling"),
        ],
        flagEvidence: new Map([
          [
            "tw:weapons",
            [
              { id: "a1", kind: "account" },
              { id: "p5", kind: "post" },
            ],
          ],
        ]),
      }),
    );
    expect(change.redFlags.map((f) => [f.id, f.change, f.posts, f.accounts, f.items])).toEqual([
      ["weapons", "new", 1, 1, ["p5"]],
      ["gambling", "gone", 0, 0, []],
    ]);
    const more = changeBetween(
      before,
      nextVersion({
        flagEvidence: new Map([
          [
            "tw:gambling",
            [
              { id: "p3", kind: "post" },
              { id: "p1", kind: "post" },
              { id: "p2", kind: "post" },
            ],
          ],
        ]),
      }),
    );
    expect(changeLines(more)).toEqual(["Red flag Gambling: 1 post more on X"]);
  });

  it("tells interests that appeared, went, or moved notably, not small moves", () => {
    const change = changeBetween(
      before,
      nextVersion({
        interests: [
          ...before.interests.slice(0, 1),
          { source: "tw", id: "sports", title: "Sports", redzone: false, count: 5 },
          { source: "ig", id: "cars", title: "Cars", redzone: false, count: 4 },
          { source: "ig", id: "music", title: "Music", redzone: false, count: 6 },
        ],
      }),
    );
    expect(change.interests).toEqual([
      { source: "ig", id: "cars", title: "Cars", change: "fell", from: 10, to: 4 },
      { source: "ig", id: "music", title: "Music", change: "new", from: 0, to: 6 },
      { source: "ig", id: "travel", title: "Travel", change: "gone", from: 3, to: 0 },
    ]);
    expect(isNotableMove(4, 5)).toBe(false);
    expect(isNotableMove(4, 7)).toBe(true);
    expect(isNotableMove(20, 12)).toBe(false);
    expect(isNotableMove(20, 10)).toBe(true);
  });

  it("tells a profile that went private, was deleted or renamed, and loses nothing of a network it could not read", () => {
    const privateNow = changeBetween(
      before,
      nextVersion({
        profiles: [profile("ig", "jake.morrison", "private"), profile("tw", "jake_morrison", "notFound")],
        interests: [],
        flagEvidence: new Map(),
        friends: [],
      }),
    );
    expect(privateNow.profiles).toEqual([
      { source: "ig", username: "jake.morrison", change: "private", to: null },
      { source: "tw", username: "jake_morrison", change: "deleted", to: null },
    ]);
    // Neither network was read this time: their interests and friends did not go.
    expect([privateNow.redFlags, privateNow.interests, privateNow.friends]).toEqual([[], [], []]);

    const renamed = changeBetween(
      before,
      nextVersion({
        profiles: [
          { ...profile("ig", "jake.morrison"), current: "jake.m" },
          profile("tw", "jake_morrison", "unloaded"),
        ],
      }),
    );
    expect(renamed.profiles).toEqual([
      { source: "ig", username: "jake.morrison", change: "renamed", to: "jake.m" },
    ]);
    // X was not read (down): its gambling flag is not "gone".
    expect(renamed.redFlags).toEqual([]);
  });

  it("counts new friends per network, never names them", () => {
    const change = changeBetween(
      before,
      nextVersion({
        friends: [
          { source: "ig", id: "f1" },
          { source: "ig", id: "f3" },
          { source: "ig", id: "f4" },
          { source: "tw", id: "f5" },
        ],
      }),
    );
    expect(change.friends).toEqual([
      { source: "ig", count: 2 },
      { source: "tw", count: 1 },
    ]);
    expect(changeLines(change)).toEqual(["2 new friends on Instagram", "1 new friend on X"]);
  });
});
