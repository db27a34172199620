import { describe, expect, it } from "vitest";
import {
  ageIn,
  band,
  birthYearIn,
  type MatchInput,
  nameScore,
  rankAcrossSources,
  rankCandidates,
  scoreCandidate,
  statesIn,
} from "./matching";
import { nameTokens, withinOneEdit } from "./name-text";

const YEAR = 2026;

function candidate(fullname: string, extra: Partial<MatchInput> = {}): MatchInput {
  return { source: "ig", username: "someone", fullname, bio: null, location: null, ...extra };
}

describe("name text", () => {
  it("normalises case, accents, punctuation and spaces", () => {
    expect(nameTokens("  ÉMILY   o'Carter-Smith ")).toEqual(["emily", "ocarter", "smith"]);
  });

  it.each([
    ["carter", "carter", true],
    ["carter", "crater", true],
    ["carter", "carte", true],
    ["carter", "cartter", true],
    ["carter", "karter", true],
    ["carter", "kartre", false],
    ["smith", "smyth3", false],
  ])("withinOneEdit(%s, %s) = %s", (a, b, expected) => {
    expect(withinOneEdit(a, b)).toBe(expected);
  });
});

describe("nameScore", () => {
  it.each<[string, string, string, number, string]>([
    ["Emily Carter", "Emily Carter", "x", 1, "name matches"],
    ["  emily   CARTER ", "Emily Carter", "x", 1, "name matches"],
    ["Emily Carter", "Emily Ann Carter", "x", 0.98, "name matches, with a middle name"],
    ["Emily A Carter", "Emily Carter", "x", 1, "name matches"],
    ["Emily Carter", "Emily A. Carter", "x", 0.98, "name matches, with a middle name"],
    ["Emily Carter", "Carter Emily", "x", 1, "name matches"],
    ["Emily Crater", "Emily Carter", "x", 0.925, "name nearly matches (one letter off)"],
    ["Emilly Carter", "Emily Carter", "x", 0.925, "name nearly matches (one letter off)"],
    ["Emily Carter", "Emily C", "emilycarter", 0.95, "name matches (shortened; the username spells it)"],
    ["Emily Carter", "Emily", "em_carter", 0.95, "name matches (shortened; the username spells it)"],
    ["Emily Carter", "Emily Johnson", "x", 0.5, "only the first name matches"],
    ["Emily Carter", "Sarah Carter", "x", 0.5, "only the surname matches"],
    ["Emily Carter", "Jake Morrison", "x", 0, "name differs"],
  ])("%j vs %j (@%s)", (query, fullname, username, score, reason) => {
    const result = nameScore(query, fullname, username);
    expect(result.score).toBeCloseTo(score, 3);
    expect(result.reason).toBe(reason);
  });
});

describe("evidence readers", () => {
  it.each<[string, string[]]>([
    ["Austin, TX", ["TX"]],
    ["Austin TX · runner", ["TX"]],
    ["Austin, Texas, United States", ["TX"]],
    ["TX born and raised", ["TX"]],
    ["📍 Ohio", ["OH"]],
    ["Indianapolis, IN", ["IN"]],
    ["living IN the moment OR not", []],
    ["ATX | coffee & trails", []],
    ["New York, NY", ["NY"]],
  ])("statesIn(%j) = %j", (text, states) => {
    expect(statesIn(text).sort()).toEqual(states);
  });

  it.each<[string, number | null]>([
    ["29 | Austin TX", 29],
    ["Runner, 29. Coffee.", 29],
    ["age 41", 41],
    ["34 y/o", 34],
    ["23yo", 23],
    ["class of 2027", null],
    ["Top 10 runner", null],
  ])("ageIn(%j) = %s", (bio, age) => {
    expect(ageIn(bio)).toBe(age);
  });

  it.each<[string, number | null]>([
    ["jsmith_tx81", 1981],
    ["anna1997", 1997],
    ["john.smith.05", 2005],
    ["john.smith2", null],
    ["emily.carter", null],
  ])("birthYearIn(%s) = %s", (username, year) => {
    expect(birthYearIn(username, YEAR)).toBe(year);
  });
});

describe("scoreCandidate", () => {
  const query = { name: "Emily Carter", age: 29, state: "TX" };

  it("ranks corroborated matches high, with reasons the user can read", () => {
    const result = scoreCandidate(
      query,
      candidate("Emily Carter", { username: "emily.carter", bio: "29 | Austin, TX" }),
      { year: YEAR },
    );
    expect(result.band).toBe("high");
    expect(result.reasons).toEqual(["name matches", "age 29", "lives in TX", "username spells the name"]);
  });

  it("still likes an age off by one or two", () => {
    const result = scoreCandidate(query, candidate("Emily Carter", { bio: "31 · Austin TX" }), {
      year: YEAR,
    });
    expect(result.band).toBe("high");
    expect(result.reasons).toContain("age 31, close to 29");
  });

  it("never hides a strong name match, whatever age and state say", () => {
    const result = scoreCandidate(query, candidate("Emily Carter", { bio: "55 | Seattle, WA" }), {
      year: YEAR,
    });
    expect(result.band).toBe("medium");
    expect(result.reasons).toEqual(["name matches", "age 55, not 29", "shows WA, not TX"]);
  });

  it("says what it does not know", () => {
    expect(scoreCandidate(query, candidate("Emily Carter"), { year: YEAR }).reasons).toEqual([
      "name matches",
      "age unknown",
      "state unknown",
    ]);
  });

  it("hides a different person behind show more", () => {
    expect(
      scoreCandidate(query, candidate("Emily Johnson", { bio: "Austin, TX" }), { year: YEAR }).band,
    ).toBe("low");
  });

  it("takes a consistent birth year in the username as age evidence", () => {
    const result = scoreCandidate(query, candidate("Emily Carter", { username: "emily.carter97" }), {
      year: YEAR,
    });
    expect(result.reasons).toContain("username suggests born 1997");
  });

  it("keeps scores within [0, 1]", () => {
    expect(band(1)).toBe("high");
    for (const c of [
      candidate("Emily Carter", { bio: "29 Austin, TX", username: "emilycarter" }),
      candidate("Zed Zulu", { bio: "99 · Anchorage, AK" }),
    ]) {
      const { score } = scoreCandidate(query, c, { year: YEAR, elsewhere: "tt" });
      expect(score).toBeGreaterThanOrEqual(0);
      expect(score).toBeLessThanOrEqual(1);
    }
  });
});

describe("rankCandidates", () => {
  it("puts the state and age match first among namesakes", () => {
    const people = [
      candidate("John Smith", { username: "john.smith", bio: "Houston, TX" }),
      candidate("John Smith", { username: "jsmith_ky63", bio: "63 | Louisville, KY" }),
      candidate("John Smith", { username: "johnsmith", bio: "Miami, FL" }),
    ];
    const ranked = rankCandidates({ name: "John Smith", age: 62, state: "ky" }, people, { year: YEAR });
    expect(ranked[0]?.candidate.username).toBe("jsmith_ky63");
    expect(ranked[0]?.band).toBe("high");
  });

  it("preselects nobody among equally likely namesakes", () => {
    const people = [candidate("John Smith", { username: "a1" }), candidate("John Smith", { username: "b2" })];
    const ranked = rankCandidates({ name: "John Smith" }, people, { year: YEAR });
    expect(ranked.map((m) => m.band)).toEqual(["medium", "medium"]);
  });

  it("keeps the network's order among ties", () => {
    const people = [
      candidate("Ann Lee", { username: "first" }),
      candidate("Ann Lee", { username: "second" }),
    ];
    expect(rankCandidates({ name: "Ann Lee" }, people).map((m) => m.candidate.username)).toEqual([
      "first",
      "second",
    ]);
  });
});

describe("rankAcrossSources", () => {
  it("adds evidence for the same handle on another network", () => {
    const ranked = rankAcrossSources(
      { name: "Emily Carter" },
      {
        ig: [candidate("Emily Carter", { username: "emily.carter" })],
        tt: [
          candidate("Emily C", { source: "tt", username: "emilycarter" }),
          candidate("Emily Carter", { source: "tt", username: "emily_c_art" }),
        ],
      },
      { year: YEAR },
    );
    expect(ranked.tt?.[0]?.candidate.username).toBe("emilycarter");
    expect(ranked.tt?.[0]?.reasons).toContain("same username on Instagram");
    expect(ranked.ig?.[0]?.reasons).toContain("same username on TikTok");
  });
});
