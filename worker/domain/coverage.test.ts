import { describe, expect, it } from "vitest";
import { coverageText, PENDING_SECTIONS } from "./coverage";

const loaded = (count: number) => ({ status: "loaded" as const, count });

describe("coverageText", () => {
  it("says what was analysed, with counts", () => {
    expect(coverageText({ followings: loaded(212), followers: loaded(1), posts: loaded(48) })).toBe(
      "212 followed accounts, 1 follower and 48 posts analysed",
    );
  });

  it("says what was not analysed and why", () => {
    expect(
      coverageText({
        followings: loaded(20),
        followers: { status: "unsupported", count: 0 },
        posts: { status: "failed", count: 0 },
      }),
    ).toBe(
      "20 followed accounts analysed; followers list needs sign-in: not analysed; posts list could not be loaded: not analysed",
    );
    expect(
      coverageText({
        followings: { status: "unsupported", count: 0 },
        followers: { status: "unsupported", count: 0 },
        posts: { status: "unsupported", count: 0 },
      }),
    ).toMatch(/^only the profile analysed; followed accounts list needs sign-in: not analysed/);
  });

  it("says a private profile was not analysed", () => {
    expect(coverageText(PENDING_SECTIONS, true)).toBe("private: not analysed");
  });
});
