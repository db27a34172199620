import { describe, expect, it } from "vitest";
import { shareHashOf, shareLinks } from "./share-links";

describe("shareLinks", () => {
  it("puts the link and title into each network's share address, encoded", () => {
    const links = shareLinks("https://example.test/report/rep_1?h=a&b", "Report on Emily Carter, 29, TX");
    const x = new URL(links.x);
    expect(`${x.origin}${x.pathname}`).toBe("https://twitter.com/intent/tweet");
    expect(x.searchParams.get("url")).toBe("https://example.test/report/rep_1?h=a&b");
    expect(x.searchParams.get("text")).toBe("Report on Emily Carter, 29, TX");
    const facebook = new URL(links.facebook);
    expect(`${facebook.origin}${facebook.pathname}`).toBe("https://www.facebook.com/sharer/sharer.php");
    expect(facebook.searchParams.get("u")).toBe("https://example.test/report/rep_1?h=a&b");
  });
});

describe("shareHashOf", () => {
  it("reads the share hash of a share link", () => {
    expect(shareHashOf("https://example.test/report/rep_1?h=abc123")).toBe("abc123");
  });

  it("answers null without a hash or a valid link", () => {
    expect(shareHashOf("https://example.test/report/rep_1")).toBeNull();
    expect(shareHashOf("https://example.test/report/rep_1?h=")).toBeNull();
    expect(shareHashOf("/report/rep_1?h=abc")).toBeNull();
  });
});
