import type { Source } from "../contracts/sources";
import type { StateAbbr } from "../domain/states";

/** How a persona's network answers, beyond its data. */
export type Behaviour = "normal" | "private" | "zeroFollows" | "flaky";

export interface PersonaSpec {
  first: string;
  last: string;
  age: number;
  state: StateAbbr;
  city: string;
  handles: Partial<Record<Source, string>>;
  interests: readonly string[];
  behaviour: Behaviour;
  /** Bio per network; networks without one get a generated bio. */
  bios?: Partial<Record<Source, string>>;
  /** Posts this persona always has, newest first, before the generated ones. */
  captions?: readonly string[];
  /** Posts that appear on one network once the simulated clock passes `afterDays` past its start. */
  later?: readonly LaterPosts[];
}

export interface LaterPosts {
  afterDays: number;
  source: Source;
  /** Newest first, a few hours apart from the moment on; at most 100 per batch (their ids). */
  captions: readonly string[];
}

/** API.md "Fixture personas in the source simulator": present whatever the seed. */
const NAMED: readonly PersonaSpec[] = [
  {
    first: "Emily",
    last: "Carter",
    age: 29,
    state: "TX",
    city: "Austin",
    handles: {
      ig: "emily.carter",
      fb: "emily.carter.94",
      tt: "emilycarter",
      tw: "em_carter",
      li: "emily-carter-tx",
    },
    interests: ["fitness-health", "food", "pets", "travel", "daily-life"],
    behaviour: "normal",
    bios: {
      ig: "Austin TX · runner · #coffee",
      tt: "ATX | coffee & trails",
      tw: "Runner, 29. Coffee. Dog mom.",
      fb: "Trail runner and coffee lover in Austin",
      li: "Product manager who runs trails before standup.",
    },
    captions: ["Sunday run #austin", "Trail day #austin #running", "Coffee and a long run with Biscuit"],
  },
  {
    first: "Jake",
    last: "Morrison",
    age: 34,
    state: "FL",
    city: "Tampa",
    handles: { ig: "jake.morrison", tw: "jake_morrison" },
    interests: ["sports", "cars", "gambling", "weapons", "drugs", "offensive"],
    behaviour: "normal",
    bios: { ig: "Tampa FL | parlays & range days | 2A", tw: "Bets, guns, no apologies. 34." },
    captions: [
      "Five leg parlay hit, sportsbook paid out big tonight #parlay",
      "New AR build is done, range day tomorrow #2A",
      "Plug came through again, rolling up all weekend #420",
      "Shut up you absolute idiot, nobody asked for your stupid opinion",
      "Lost the whole paycheck at the casino, running it back tomorrow #casino",
    ],
    // A week on, two threats on X: the re-screen of a watched report finds a new red flag.
    later: [
      {
        afterDays: 7,
        source: "tw",
        captions: [
          "Next time that guy at work crosses me I will put a bullet in his head",
          "Gonna beat him half to death when I see him Friday #noregrets",
        ],
      },
    ],
  },
  {
    first: "Pat",
    last: "Quinn",
    age: 41,
    state: "OH",
    city: "Columbus",
    handles: { ig: "pat.private" },
    interests: ["family", "religion"],
    behaviour: "private",
    bios: { ig: "Columbus, OH" },
  },
  {
    first: "Zoe",
    last: "Nobody",
    age: 22,
    state: "CA",
    city: "Los Angeles",
    handles: { ig: "zero.follows" },
    interests: ["daily-life"],
    behaviour: "zeroFollows",
    bios: { ig: "LA, CA" },
  },
  {
    first: "Flaky",
    last: "Fred",
    age: 50,
    state: "NY",
    city: "Buffalo",
    handles: { ig: "flaky.fred" },
    interests: ["sports"],
    behaviour: "flaky",
    bios: { ig: "Buffalo, NY" },
  },
  {
    first: "Olivia",
    last: "Optout",
    age: 37,
    state: "WA",
    city: "Seattle",
    handles: { ig: "olivia.optout" },
    interests: ["beauty", "travel", "food"],
    behaviour: "normal",
    bios: { ig: "Seattle, WA · travel & skincare" },
  },
];

/** The common-name persona: 25 John Smiths, each in a different state, on every network. */
const JOHN_SMITH_STATES: readonly [StateAbbr, string, number][] = [
  ["TX", "Houston", 45],
  ["CA", "San Diego", 23],
  ["NY", "New York", 38],
  ["FL", "Miami", 61],
  ["OH", "Cleveland", 29],
  ["IL", "Chicago", 52],
  ["GA", "Atlanta", 34],
  ["WA", "Seattle", 27],
  ["CO", "Denver", 41],
  ["AZ", "Phoenix", 67],
  ["PA", "Pittsburgh", 31],
  ["MI", "Detroit", 48],
  ["NC", "Raleigh", 25],
  ["TN", "Nashville", 36],
  ["MA", "Boston", 58],
  ["MN", "Minneapolis", 22],
  ["MO", "St. Louis", 44],
  ["OR", "Portland", 33],
  ["NV", "Las Vegas", 55],
  ["VA", "Richmond", 40],
  ["KY", "Louisville", 63],
  ["UT", "Salt Lake City", 28],
  ["AL", "Birmingham", 50],
  ["LA", "New Orleans", 35],
  ["WI", "Milwaukee", 46],
];

const JOHN_SMITH_INTERESTS = ["sports", "cars", "outdoors", "music", "food", "family", "finance", "travel"];

function johnSmith([state, city, age]: [StateAbbr, string, number], k: number): PersonaSpec {
  const st = state.toLowerCase();
  const yy = String((2026 - age) % 100).padStart(2, "0");
  // The plain handles go to the first few; later ones carry the state or birth year, as real ones do.
  const plain = ["john.smith", "johnsmith", "john_smith", "jsmith", "smith.john"][k];
  const plainTikTok = ["johnsmith", "john_smith", "john.smith", "jsmith", "smithjohn"][k];
  return {
    first: "John",
    last: "Smith",
    age,
    state,
    city,
    handles: {
      ig: plain ?? `john.smith.${st}${k % 2 === 0 ? "" : yy}`,
      fb: k === 0 ? "john.smith" : `john.smith.${yy}${k}`,
      tt: plainTikTok ?? `johnsmith_${st}${yy}`,
      tw: k === 0 ? "johnsmith" : `jsmith_${st}${yy}`,
      li: k === 0 ? "john-smith" : `john-smith-${st}-${yy}${k}`,
    },
    interests: [0, 3, 5].map(
      (offset) => JOHN_SMITH_INTERESTS[(k + offset) % JOHN_SMITH_INTERESTS.length] ?? "sports",
    ),
    behaviour: "normal",
  };
}

export const PERSONAS: readonly PersonaSpec[] = [...NAMED, ...JOHN_SMITH_STATES.map(johnSmith)];

/** Usernames with this prefix never exist on any network (API.md). */
export const NOBODY_PREFIX = "nobody.";
