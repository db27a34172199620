import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { SOURCES, type Source } from "../contracts/sources";
import { parseProfileLink, profileUrl } from "./profile-link";

type Valid = [input: string, source: Source, username: string];

const VALID_LINKS: Valid[] = [
  // Instagram
  ["https://www.instagram.com/emily.carter/", "ig", "emily.carter"],
  ["http://instagram.com/emily.carter", "ig", "emily.carter"],
  ["instagram.com/emily.carter", "ig", "emily.carter"],
  ["www.instagram.com/emily.carter/", "ig", "emily.carter"],
  ["m.instagram.com/emily.carter", "ig", "emily.carter"],
  ["HTTPS://WWW.INSTAGRAM.COM/Emily.Carter/", "ig", "emily.carter"],
  ["https://www.instagram.com/emily.carter/?igsh=MWQ1ZGUxMzBkMA==", "ig", "emily.carter"],
  ["https://www.instagram.com/emily.carter/#top", "ig", "emily.carter"],
  ["https://www.instagram.com/emily.carter/tagged/", "ig", "emily.carter"],
  ["https://www.instagram.com/@emily.carter", "ig", "emily.carter"],
  ["  instagram.com/under_score_99  ", "ig", "under_score_99"],
  ["https://www.instagram.com:443/emily.carter", "ig", "emily.carter"],
  // Facebook
  ["https://www.facebook.com/emily.carter.94", "fb", "emily.carter.94"],
  ["facebook.com/emily.carter.94/", "fb", "emily.carter.94"],
  ["https://web.facebook.com/emily.carter.94", "fb", "emily.carter.94"],
  ["https://m.facebook.com/emily.carter.94?ref=bookmarks", "fb", "emily.carter.94"],
  ["https://mobile.facebook.com/emily.carter.94/about", "fb", "emily.carter.94"],
  ["fb.com/emily.carter.94", "fb", "emily.carter.94"],
  ["https://www.facebook.com/profile.php?id=100004123456789", "fb", "100004123456789"],
  ["https://www.facebook.com/profile.php?id=100004123456789&sk=about", "fb", "100004123456789"],
  ["https://www.facebook.com/profile.php?id=123", "fb", "123"],
  ["https://www.facebook.com/profile.php?id=4", "fb", "4"],
  ["https://www.facebook.com/people/Emily-Carter/100004123456789/", "fb", "100004123456789"],
  // TikTok
  ["https://www.tiktok.com/@emilycarter", "tt", "emilycarter"],
  ["tiktok.com/@emilycarter/", "tt", "emilycarter"],
  ["https://m.tiktok.com/@emily-carter?lang=en", "tt", "emily-carter"],
  ["https://www.tiktok.com/@Emily.Carter_", "tt", "emily.carter_"],
  // X / Twitter
  ["https://x.com/em_carter", "tw", "em_carter"],
  ["https://twitter.com/em_carter/", "tw", "em_carter"],
  ["https://mobile.twitter.com/em_carter", "tw", "em_carter"],
  ["www.x.com/@em_carter", "tw", "em_carter"],
  ["https://x.com/Em_Carter/media", "tw", "em_carter"],
  ["https://x.com/em_carter?s=21&t=abc", "tw", "em_carter"],
  // LinkedIn
  ["https://www.linkedin.com/in/emily-carter-tx", "li", "emily-carter-tx"],
  ["https://www.linkedin.com/in/emily-carter-tx/", "li", "emily-carter-tx"],
  ["linkedin.com/in/Emily-Carter-TX?originalSubdomain=us", "li", "emily-carter-tx"],
  ["https://www.linkedin.com/in/emily-carter-tx/recent-activity/", "li", "emily-carter-tx"],
];

const INVALID_LINKS: string[] = [
  "",
  "   ",
  "https://www.instagram.com/",
  "https://www.instagram.com/p/C7xYzAbc/",
  "https://www.instagram.com/reel/C7xYzAbc/",
  "https://www.instagram.com/explore/tags/austin/",
  "https://www.instagram.com/stories/emily.carter/",
  "https://www.instagram.com/accounts/login/",
  "https://www.instagram.com/emily.carter/p/abc/",
  "https://www.instagram.com/emily carter/",
  "https://www.instagram.com/emily!carter/",
  "https://www.instagram.com/__/",
  "https://instagram.com.evil.example/emily.carter",
  "https://evil.example/instagram.com/emily.carter",
  "https://instagr.am/emily.carter",
  "ftp://instagram.com/emily.carter",
  "https://www.facebook.com/profile.php",
  "https://www.facebook.com/profile.php?id=abc",
  "https://www.facebook.com/photo.php?fbid=123456",
  "https://www.facebook.com/groups/austinrunners/",
  "https://www.facebook.com/watch/?v=123",
  "https://www.facebook.com/emily.carter.94/posts/123456",
  "https://www.facebook.com/people/Emily-Carter/",
  "https://www.tiktok.com/emilycarter",
  "https://www.tiktok.com/@emilycarter/video/7350000000000000000",
  "https://vm.tiktok.com/ZMabc123/",
  "https://www.tiktok.com/t/ZTabc123/",
  "https://www.tiktok.com/explore",
  "https://x.com/home",
  "https://x.com/i/user/2244994945",
  "https://twitter.com/intent/user?user_id=2244994945",
  "https://x.com/search?q=emily",
  "https://x.com/em_carter/status/2083305234688803178",
  "https://www.linkedin.com/emily-carter-tx",
  "https://www.linkedin.com/in/",
  "https://www.linkedin.com/company/acme/",
  "https://www.linkedin.com/pub/emily-carter/1/2/3",
  "https://www.linkedin.com/pulse/notes-from-a-10k-emily-carter",
  "https://nl.linkedin.com/in/emily-carter-tx",
  "https://www.youtube.com/@emilycarter",
  "emily.carter/",
];

describe("parseProfileLink: links", () => {
  it.each(VALID_LINKS)("%s → %s %s", (input, source, username) => {
    expect(parseProfileLink(input)).toEqual({ ok: true, source, username });
  });

  it.each(INVALID_LINKS)("refuses %j", (input) => {
    expect(parseProfileLink(input, "ig")).toEqual({ ok: false });
  });

  it("answers the link's own network whatever source was chosen", () => {
    expect(parseProfileLink("https://x.com/em_carter", "ig")).toEqual({
      ok: true,
      source: "tw",
      username: "em_carter",
    });
  });
});

describe("parseProfileLink: bare usernames", () => {
  const BARE: [input: string, chosen: Source, username: string][] = [
    ["emily.carter", "ig", "emily.carter"],
    ["@emily.carter", "ig", "emily.carter"],
    [" @EmCarter ", "tw", "emcarter"],
    ["emily-carter-tx", "li", "emily-carter-tx"],
    ["emily.carter.94", "fb", "emily.carter.94"],
    ["@emilycarter", "tt", "emilycarter"],
    ["nobody.here", "tw", "nobody.here"],
  ];

  it.each(BARE)("%j with %s → %s", (input, chosen, username) => {
    expect(parseProfileLink(input, chosen)).toEqual({ ok: true, source: chosen, username });
  });

  it.each([
    "emily carter",
    "emily@carter",
    "@",
    "@@emily",
    "...",
    "instagram.com",
    "emily.com",
    "a".repeat(101),
  ])("refuses %j", (input) => {
    expect(parseProfileLink(input, "ig")).toEqual({ ok: false });
  });

  it("needs a chosen source for a bare username", () => {
    expect(parseProfileLink("emily.carter")).toEqual({ ok: false });
  });
});

describe("profileUrl", () => {
  it.each<[Source, string, string]>([
    ["ig", "emily.carter", "https://www.instagram.com/emily.carter/"],
    ["fb", "emily.carter.94", "https://www.facebook.com/emily.carter.94"],
    ["fb", "100004123456789", "https://www.facebook.com/profile.php?id=100004123456789"],
    ["fb", "123", "https://www.facebook.com/profile.php?id=123"],
    ["tt", "emilycarter", "https://www.tiktok.com/@emilycarter"],
    ["tw", "em_carter", "https://x.com/em_carter"],
    ["li", "emily-carter-tx", "https://www.linkedin.com/in/emily-carter-tx/"],
  ])("%s %s → %s", (source, username, url) => {
    expect(profileUrl(source, username)).toBe(url);
  });

  it("round-trips through the parser", () => {
    for (const [, source, username] of VALID_LINKS) {
      expect(parseProfileLink(profileUrl(source, username))).toEqual({ ok: true, source, username });
    }
  });
});

/**
 * Text a user pastes may hold a lone surrogate or a broken percent-escape; neither makes the parser
 * (or a profile's link) throw. Inputs stay out of the test names: a lone surrogate cannot be reported.
 */
describe("text that is not well-formed", () => {
  const NOT_LINKS = [
    "https://www.instagram.com/emily\ud800/",
    "https://www.instagram.com/\udc00",
    "https://www.tiktok.com/@emily\ud83d",
    "https://www.facebook.com/profile.php?id=\ud800",
    "https://www.instagram.com/%E0%A4%A/",
    "https://www.instagram.com/emily%",
    "https://www.facebook.com/profile.php?id=%ZZ",
    "https://x.com/%ud800",
    "https://www.linkedin.com/in/%C0%80/",
    "instagram.com/emily.carter/%",
  ];

  it('answers "not a link" for a link with a lone surrogate or a malformed escape', () => {
    for (const input of NOT_LINKS) expect(parseProfileLink(input)).toEqual({ ok: false });
  });

  it("refuses a bare username with a lone surrogate or a percent sign", () => {
    for (const input of ["emily\ud800", "\udfff", "emily%E0%A4%A", "%"]) {
      expect(parseProfileLink(input, "ig")).toEqual({ ok: false });
    }
  });

  it("never throws, whatever the text; a profile's link is well-formed and encoded", () => {
    const text = fc.string({
      unit: fc.oneof(
        fc.integer({ min: 0, max: 0xffff }).map((c) => String.fromCharCode(c)),
        fc.constantFrom("\ud800", "\udfff", "%", "%E0", "/", "?", "@", "https://www.instagram.com/"),
      ),
      maxLength: 40,
    });
    fc.assert(
      fc.property(text, fc.option(fc.constantFrom(...SOURCES), { nil: undefined }), (input, chosen) => {
        const link = parseProfileLink(input, chosen);
        if (link.ok) expect(link.username).toMatch(/^[a-z0-9._-]+$/);
      }),
    );
    fc.assert(
      fc.property(fc.constantFrom(...SOURCES), text, (source, username) => {
        expect(profileUrl(source, username)).toMatch(/^https:\/\/[\x21-\x7e]+$/);
      }),
    );
    expect(profileUrl("ig", "emily\ud800")).toBe("https://www.instagram.com/emily%EF%BF%BD/");
  });
});
