import { describe, expect, it } from "vitest";
import { SOURCES } from "../contracts/sources";
import { INTEREST_IDS, type InterestId } from "../domain/taxonomy";
import { knownAccount, parseKnownAccounts } from "./known-accounts";
import { KNOWN_ACCOUNT_GROUPS } from "./known-accounts/data";

/** Interests with few famous accounts of their own (the brief allows ~10–20). */
const NARROW: ReadonlySet<InterestId> = new Set(["daily-life", "family", "relationships"]);

describe("known accounts directory", () => {
  const { entries } = parseKnownAccounts(KNOWN_ACCOUNT_GROUPS.join("\n"));

  it("holds at least 1,500 accounts", () => {
    expect(entries.length).toBeGreaterThanOrEqual(1500);
  });

  it("covers every interest", () => {
    for (const id of INTEREST_IDS) {
      const count = entries.filter((e) => e.interests.includes(id)).length;
      expect(count, id).toBeGreaterThanOrEqual(NARROW.has(id) ? 10 : 20);
    }
  });

  it("gives each account one or two interests", () => {
    for (const { name, interests } of entries) {
      expect(interests.length, name).toBeGreaterThanOrEqual(1);
      expect(interests.length, name).toBeLessThanOrEqual(2);
    }
  });

  it("spans all five networks", () => {
    const { byHandle } = parseKnownAccounts(KNOWN_ACCOUNT_GROUPS.join("\n"));
    const keys = [...byHandle.keys()];
    for (const source of SOURCES) {
      expect(keys.filter((k) => k.startsWith(`${source}:`)).length, source).toBeGreaterThanOrEqual(50);
    }
  });

  it("finds well-known accounts whatever the case or a leading @", () => {
    expect(knownAccount("tw", "NFL")?.interests).toEqual(["sports"]);
    expect(knownAccount("ig", "@nasa")?.interests).toEqual(["science-tech"]);
    expect(knownAccount("tt", "ESPN")?.name).toBe("ESPN");
    expect(knownAccount("fb", "barackobama")?.interests).toEqual(["news-politics"]);
    expect(knownAccount("li", "Microsoft")?.interests).toEqual(["science-tech"]);
    expect(knownAccount("ig", "badgalriri")?.interests).toEqual(["music", "celebrities"]);
    expect(knownAccount("tw", "rihanna")?.name).toBe("Rihanna");
    expect(knownAccount("ig", "Sephora")?.interests).toEqual(["beauty"]);
    expect(knownAccount("tw", "@Pontifex")?.interests).toEqual(["religion"]);
  });

  it("keeps per-network handles on their networks", () => {
    // Manchester United is "manchesterunited" on Instagram but "ManUtd" on X.
    expect(knownAccount("tw", "manutd")?.name).toBe("Manchester United");
    expect(knownAccount("tw", "manchesterunited")).toBeUndefined();
    // A bare handle does not stand for a LinkedIn slug.
    expect(knownAccount("li", "nfl")?.name).toBe("NFL");
    expect(knownAccount("li", "dallascowboys")).toBeUndefined();
  });

  it("knows nothing of ordinary users", () => {
    expect(knownAccount("ig", "jane.doe.1987")).toBeUndefined();
    expect(knownAccount("tw", "")).toBeUndefined();
  });
});

describe("known accounts parsing", () => {
  it("reads bare and per-network handles", () => {
    const { entries, byHandle } = parseKnownAccounts(
      "# a comment\n\nSome Team|sports|someteam tw=some_team li=some-team\n",
    );
    expect(entries).toEqual([{ name: "Some Team", interests: ["sports"] }]);
    expect([...byHandle.keys()].sort()).toEqual([
      "fb:someteam",
      "ig:someteam",
      "li:some-team",
      "tt:someteam",
      "tw:some_team",
    ]);
  });

  it.each([
    ["an unknown interest", "Team|sportz|team", /unknown interest/],
    ["an unknown network", "Team|sports|yt=team", /unknown network/],
    ["a missing field", "Team|sports", /malformed/],
    ["an extra field", "Team|sports|team|x", /malformed/],
    ["a bad handle", "Team|sports|ig=te am!", /bad handle/],
    ["two bare handles", "Team|sports|team otherteam", /two bare handles/],
    ["a network given twice", "Team|sports|ig=team ig,tw=team2", /given twice/],
    ["a handle listed twice", "Team|sports|team\nOther|music|ig=team", /ig:team is listed twice/],
  ])("throws on %s", (_, text, error) => {
    expect(() => parseKnownAccounts(text)).toThrow(error);
  });
});
