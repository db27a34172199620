import type { ToxicityExample } from "./data";

/**
 * Hand-written training text for offensive language and hate, in the two shapes the licensed
 * data (Davidson: mostly slurs and profanity) lacks: insults aimed at a person or a public figure,
 * and attacks on a group for its origin, religion or gender. The same targets also appear in
 * civil sentences, so the model learns the insult, not the target. Written for this project.
 */

const PEOPLE: readonly (readonly [string, "is" | "are"])[] = [
  ["you", "are"],
  ["_user_ you", "are"],
  ["this guy", "is"],
  ["he", "is"],
  ["she", "is"],
  ["they", "are"],
  ["the senator", "is"],
  ["your boss", "is"],
  ["that reporter", "is"],
  ["the coach", "is"],
  ["liberals", "are"],
  ["conservatives", "are"],
  ["the president", "is"],
  ["the media", "is"],
  ["my ex", "is"],
  ["the governor", "is"],
  ["these protesters", "are"],
  ["the referee", "is"],
];

const INSULTS = [
  "{be} a complete idiot",
  "{be} such a moron",
  "{be} pathetic and everyone knows it",
  "{be} disgusting liars",
  "{be} a lying piece of garbage",
  "should shut the hell up",
  "{be} full of shit",
  "{be} a clown show",
  "{be} a fucking joke",
  "{be} trash, plain and simple",
  "{be} a dumbass",
  "{be} a coward and a hypocrite",
  "need to stfu already",
  "{be} so damn stupid it hurts",
  "can go to hell",
  "{be} a sleazy fraud",
  "{be} a disgrace and an embarrassment",
  "{be} a worthless loser",
  "can kiss my ass",
  "{be} an absolute jackass",
  "{be} brain dead",
  "{be} a spineless weasel",
  "{be} a crybaby snowflake",
  "{be} an ignorant fool",
];

const CIVIL = [
  "{be} speaking at the town hall tonight",
  "made a good point about taxes",
  "should release the full report",
  "{be} running for reelection",
  "disagree with the new policy",
  "voted against the bill",
  "posted a long thread about education",
  "{be} wrong about this policy and here is why",
  "{be} open to a debate on gun control",
  "deserve a fair hearing",
  "{be} on the morning news",
  "won the debate in my opinion",
  "need to explain the budget numbers",
  "answered questions from reporters",
  "announced a new plan for schools",
  "{be} right, we need better roads",
  "{be} doing a great job this season",
  "{be} welcome to join the discussion",
  "changed my mind on this issue",
  "{be} not perfect but worked hard",
];

const GROUPS: readonly (readonly [string, "women" | "origin" | "faith" | "identity"])[] = [
  ["immigrants", "origin"],
  ["illegal immigrants", "origin"],
  ["refugees", "origin"],
  ["migrants", "origin"],
  ["asylum seekers", "origin"],
  ["mexicans", "origin"],
  ["muslims", "faith"],
  ["jews", "faith"],
  ["women", "women"],
  ["feminists", "women"],
  ["females", "women"],
  ["black people", "identity"],
  ["gay people", "identity"],
  ["trans people", "identity"],
];

const HATEFUL = [
  "are animals and should be deported",
  "are invading our country",
  "are parasites living off our taxes",
  "are all criminals and rapists",
  "should go back where they came from",
  "don't belong here, send them back",
  "are ruining this country, kick them all out",
  "are inferior and always will be",
  "are filth",
  "should have no rights at all",
  "are a disease on this nation",
  "must be banned from this country",
  "breed like rats",
  "are subhuman trash",
  "should be wiped out",
];

const HATEFUL_WOMEN = [
  "belong in the kitchen, not in charge",
  "are all gold digging whores",
  "should know their place and shut up",
  "are too stupid to vote",
  "are lying sluts, every one of them",
  "are nothing but hoes",
];

const CIVIL_GROUPS = [
  "are welcome in our town",
  "deserve equal rights",
  "contribute so much to our economy",
  "are our neighbors and friends",
  "face discrimination at work, the report says",
  "marched for fair treatment today",
  "started many of the small businesses on my street",
  "were the topic of tonight's panel on policy",
  "need better access to healthcare",
  "shared their stories at the library event",
  "are protesting the new law downtown",
  "won several awards at the science fair",
];

const PROFANE = [
  "this traffic is fucking ridiculous",
  "shit, I forgot my keys again",
  "damn this weather sucks",
  "what the hell was that call",
  "holy shit that ending",
  "I'm so fucking tired of mondays",
  "this printer is a piece of shit",
  "fuck it, ordering pizza tonight",
  "bullshit call by the ref",
  "my phone died again, fml this shit",
  "wtf is going on with this wifi",
  "damn it I burned the toast",
];

/** Deterministic pairing: every n-th combination, so the set stays small but covers each slot. */
function every<T>(items: readonly T[], step: number): T[] {
  return items.filter((_, i) => i % step === 0);
}

function combine(
  subjects: readonly (readonly [string, string])[],
  predicates: readonly string[],
  step: number,
  label: (subject: readonly [string, string]) => Omit<ToxicityExample, "text">,
): ToxicityExample[] {
  const all = subjects.flatMap((subject) =>
    predicates.map((p) => ({ text: `${subject[0]} ${p.replaceAll("{be}", subject[1])}`, ...label(subject) })),
  );
  return every(all, step);
}

export function seedToxicity(): ToxicityExample[] {
  const none = { offensive: false, hate: false };
  const insult = { offensive: true, hate: false };
  const hate = { offensive: true, hate: true };
  return [
    ...combine(PEOPLE, INSULTS, 2, () => insult),
    ...combine(PEOPLE, CIVIL, 2, () => none),
    ...combine(GROUPS, HATEFUL, 2, () => hate),
    ...combine(
      GROUPS.filter(([, kind]) => kind === "women"),
      HATEFUL_WOMEN,
      1,
      () => hate,
    ),
    ...combine(GROUPS, CIVIL_GROUPS, 2, () => none),
    ...PROFANE.map((text) => ({ text, ...insult })),
  ];
}
