import { describe, expect, it } from "vitest";
import {
  blocksConfirm,
  type FoundPerson,
  fromMatch,
  fromProfile,
  isPreselected,
  optedOut,
  optedOutCandidate,
} from "./candidates";

const person: FoundPerson = {
  source: "ig",
  id: "42",
  username: "Emily.Carter",
  fullname: "Emily Carter",
  image: "https://scontent.cdninstagram.com/a.jpg",
  link: "https://www.instagram.com/emily.carter/",
  isPrivate: false,
  followers: 10,
  following: 5,
};

describe("candidates", () => {
  it("keeps a match's confidence and marks search-page hints unconfirmed", () => {
    const record = fromMatch({
      candidate: { ...person, isPrivate: true },
      score: 0.9,
      band: "high",
      reasons: ["name matches"],
    });
    expect(record).toMatchObject({
      username: "emily.carter",
      confidence: 0.9,
      badReason: "private",
      badReasonConfirmed: false,
    });
    expect(isPreselected(record, 0)).toBe(false);
    expect(isPreselected(fromProfile(person), 0)).toBe(true);
    expect(isPreselected(fromProfile(person), 1)).toBe(false);
  });

  it("strips an opted-out person to the username", () => {
    expect(optedOut(fromProfile(person))).toMatchObject({
      fullname: "emily.carter",
      remoteImage: null,
      count: null,
      badReason: "optOut",
    });
    expect(optedOutCandidate("tt", "someone")).toMatchObject({
      link: "https://www.tiktok.com/@someone",
      badReason: "optOut",
    });
  });

  it("blocks confirm only for a private Instagram or Facebook profile", () => {
    expect(blocksConfirm({ source: "ig", badReason: "private" })).toBe(true);
    expect(blocksConfirm({ source: "fb", badReason: "private" })).toBe(true);
    expect(blocksConfirm({ source: "tt", badReason: "private" })).toBe(false);
    expect(blocksConfirm({ source: "tw", badReason: "private" })).toBe(false);
    for (const badReason of [null, "zeroFollows", "notFound", "optOut", "unloaded", "unexpected"] as const) {
      expect(blocksConfirm({ source: "ig", badReason }), String(badReason)).toBe(false);
    }
  });
});
