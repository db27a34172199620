import { describe, expect, it } from "vitest";
import type { Coverage } from "../../../../worker/contracts/report-events";
import { countLabel, noFriendsText } from "./evidence-text";

const coverage = (
  followings: Coverage["followings"]["status"],
  followers: Coverage["followers"]["status"],
): Coverage => ({
  text: "",
  followings: { status: followings, count: 20 },
  followers: { status: followers, count: 10 },
  posts: { status: "loaded", count: 6 },
});

describe("countLabel", () => {
  it("says one or many", () => {
    expect(countLabel(1, "item", "items")).toBe("1 item");
    expect(countLabel(0, "item", "items")).toBe("0 items");
    expect(countLabel(3, "common interest", "common interests")).toBe("3 common interests");
  });
});

describe("noFriendsText", () => {
  it("says none were found when both lists were read", () => {
    expect(noFriendsText(coverage("loaded", "loaded"), "Instagram")).toMatch(
      /^No friends .* found on Instagram\.$/,
    );
  });

  it("says which list was not analysed and why", () => {
    expect(noFriendsText(coverage("loaded", "unsupported"), "X")).toBe(
      "Friends could not be looked for on X because the followers list needs sign-in.",
    );
    expect(noFriendsText(coverage("private", "failed"), "TikTok")).toContain(
      "the followed accounts list is private and the followers list could not be loaded",
    );
  });
});
