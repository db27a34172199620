import { describe, expect, it } from "vitest";
import { FRIEND_SEARCH_COOKIE } from "../../worker/contracts/billing";
import { clearedFriendSearchCookie, friendSearchCookie, readFriendSearch } from "./friend-search";

describe("friend-search cookie", () => {
  it("keeps the report id for the spec's 600 seconds, site-wide and SameSite=Lax", () => {
    expect(FRIEND_SEARCH_COOKIE.maxAgeSeconds).toBe(600);
    expect(friendSearchCookie("rep_1", { secure: false })).toBe(
      "friend_search=rep_1; Path=/; Max-Age=600; SameSite=Lax",
    );
    expect(friendSearchCookie("rep_1", { secure: true, domain: "example.test" })).toBe(
      "friend_search=rep_1; Path=/; Max-Age=600; SameSite=Lax; Domain=example.test; Secure",
    );
  });

  it("is deleted with the same path", () => {
    expect(clearedFriendSearchCookie({ secure: false })).toBe(
      "friend_search=; Path=/; Max-Age=0; SameSite=Lax",
    );
  });

  it("reads the id back from a Cookie string, and nothing that is no report id", () => {
    expect(readFriendSearch("a=1; friend_search=rep_1; b=2")).toBe("rep_1");
    expect(readFriendSearch("friend_search=rep_1")).toBe("rep_1");
    expect(readFriendSearch("a=1")).toBeNull();
    expect(readFriendSearch("friend_search=")).toBeNull();
    expect(readFriendSearch("friend_search=..%2F..%2Fsettings")).toBeNull();
    expect(readFriendSearch("friend_search=%E0%A4%A")).toBeNull();
  });
});
