import { mulberry32 } from "../../worker/simulator/prng";
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

/**
 * The political and everyday register of social media: name-calling aimed at public figures,
 * parties and other users; profanity in passing (which most moderation guidelines count as
 * offensive even when cheerful); attacks on immigrants and on women as a group; and, as many
 * again, civil posts about the same people and topics, including sharp disagreement, so the
 * model learns the insult rather than the politics. Slot-filled from the lists below.
 */
const TARGETS = [
  "you|you're|your",
  "_user_ you|_user_ you're|_user_ your",
  "_user_ _user_ you|_user_ _user_ you're|_user_ _user_ your",
  "he|he's|his",
  "she|she's|her",
  "_user_ he|_user_ he's|_user_ his",
  "_user_ she|_user_ she's|_user_ her",
  "this guy|this guy is|this guy's",
  "that woman|that woman is|that woman's",
  "the president|the president is|the president's",
  "the senator|the senator is|the senator's",
  "the governor|the governor is|the governor's",
  "the mayor|the mayor is|the mayor's",
  "trump|trump is|trump's",
  "biden|biden is|biden's",
  "obama|obama is|obama's",
  "hillary|hillary is|hillary's",
  "pelosi|pelosi is|pelosi's",
  "the democrats|the democrats are|the democrats'",
  "republicans|republicans are|republicans'",
  "liberals|liberals are|liberals'",
  "conservatives|conservatives are|conservatives'",
  "the left|the left is|the left's",
  "maga people|maga people are|maga people's",
  "antifa|antifa is|antifa's",
  "the media|the media is|the media's",
  "these protesters|these protesters are|these protesters'",
  "your candidate|your candidate is|your candidate's",
  "the ref|the ref is|the ref's",
  "my boss|my boss is|my boss's",
  "that reporter|that reporter is|that reporter's",
  "the coach|the coach is|the coach's",
].map((t) => t.split("|") as [string, string, string]);

/** `{s}` subject, `{b}` subject + verb "to be", `{p}` possessive. */
const NAME_CALLING = [
  "{b} a complete idiot",
  "{b} such a moron",
  "{b} a lying sack of shit",
  "{b} a disgusting human being",
  "{b} pathetic",
  "{b} a clown",
  "{b} an absolute joke",
  "{b} a fucking disgrace",
  "{b} dumb as a rock",
  "{b} a total fraud",
  "{b} a spineless coward",
  "{b} a nasty piece of work",
  "{b} scum",
  "{b} trash",
  "{b} brain dead",
  "{b} a hypocrite and a liar",
  "{b} a waste of oxygen",
  "{b} delusional",
  "{b} a sick and twisted person",
  "{b} an embarrassment to this country",
  "{b} a crooked liar",
  "{b} a snake",
  "{b} a useless idiot",
  "{b} so full of shit",
  "{b} a bunch of morons",
  "{b} a traitor and belongs in jail",
  "{b} a sore loser",
  "{b} a crybaby",
  "{b} an evil witch",
  "{b} a fascist pig",
  "{b} a commie idiot",
  "{b} a jackass",
  "{b} clueless and dangerous",
  "{b} stupid beyond belief",
  "{b} a total asshole",
  "{b} a hack",
  "{b} a loser and always will be",
  "{s} should shut the hell up",
  "{s} can go fuck yourself",
  "{s} can kiss my ass",
  "{s} need to grow a brain",
  "{s} makes me sick, what a creep",
  "{s} lie every time they open their mouth",
  "{s} should crawl back under a rock",
  "{p} mouth is a sewer",
  "{p} followers are idiots",
  "{p} head is empty",
  "{p} stupidity is unbelievable",
  "nobody cares what {s} think, dumbass",
  "shut up, {s} are an idiot",
  "what a moron {b}",
  "{b} a joke and so are your voters",
  "{s} have the IQ of a potato",
  "{b} the dumbest person on this app",
];

const CIVIL_POLITICS = [
  "{b} speaking at the rally tonight",
  "{b} right about the budget",
  "{b} wrong on this and here is why",
  "{s} made a fair point in the debate",
  "{s} should release the full report",
  "{s} voted against the bill today",
  "{b} running for reelection next year",
  "{p} plan for healthcare has some good ideas",
  "{p} speech on the economy was long but clear",
  "{s} need to answer questions about the deal",
  "{b} in town for the town hall on thursday",
  "{s} should resign, this is a conflict of interest",
  "{s} should be held accountable for the spending",
  "{b} doing a good job on infrastructure",
  "{b} not perfect but the tax cut helped us",
  "I disagree with {s} on gun control",
  "I agree with {s} on border security",
  "I voted for {s} and would do it again",
  "{p} position on immigration has changed",
  "{b} meeting with union leaders tomorrow",
  "{s} promised lower prices, we'll see",
  "thank you {s} for supporting veterans",
  "{b} a strong leader in my opinion",
  "{b} on the morning show talking about jobs",
  "{s} deserve a fair hearing",
  "{p} record on climate is mixed",
  "{s} signed the bill this afternoon",
  "{b} pushing for term limits",
  "{b} welcome to debate us anytime",
  "{s} raised a good question about schools",
  "{b} going to win the state easily",
  "{b} behind in the latest poll",
  "{p} campaign raised a lot of money this quarter",
  "I respect {s} even when we disagree",
  "{s} need to work with the other side",
  "{b} a good person, we just disagree",
  "{b} smart and works hard for this district",
  "{b} wrong, but I'll listen",
  "{s} asked for an investigation",
  "{p} interview was interesting, worth a watch",
];

const PROFANITY_EVERYDAY = [
  "this is fucking amazing",
  "holy shit what a game",
  "damn that was close",
  "I'm so fucking proud of you",
  "shit I'm late again",
  "the new album is fucking fire",
  "hell yeah it's friday",
  "fuck yes we won",
  "this weather is shit",
  "I don't give a damn anymore",
  "what the fuck did I just watch",
  "my car broke down again, fuck this",
  "holy fuck that's hilarious",
  "that's some bullshit right there",
  "damn girl you look good",
  "fucking finally, vacation",
  "shit happens, move on",
  "this coffee is shit",
  "I'm pissed off at my landlord",
  "wtf is this weather",
  "screw it, pizza for dinner",
  "this song slaps so fucking hard",
  "goddamn I'm tired",
  "ass kicked at the gym today",
  "hell no I'm not going",
  "the fuck is wrong with my wifi",
  "stfu I'm trying to sleep",
  "this is bullshit, my flight got cancelled",
  "shit got real at the meeting",
  "lmao this shit is funny",
  "fuck mondays",
  "damn this traffic",
];

const EVERYDAY_CLEAN = [
  "this is so amazing",
  "what a game tonight",
  "that was close",
  "I'm so proud of you",
  "I'm late again",
  "the new album is so good",
  "yes it's friday",
  "we won!",
  "this weather is awful",
  "I don't care anymore",
  "what did I just watch",
  "my car broke down again, ugh",
  "that's hilarious",
  "that's not fair at all",
  "you look great",
  "finally, vacation",
  "things happen, move on",
  "this coffee is terrible",
  "I'm annoyed at my landlord",
  "what is this weather",
  "forget it, pizza for dinner",
  "this song is a banger",
  "I'm so tired",
  "killer workout at the gym today",
  "no way I'm not going",
  "what is wrong with my wifi",
  "be quiet I'm trying to sleep",
  "this is unfair, my flight got cancelled",
  "things got real at the meeting",
  "lmao this is funny",
  "mondays again",
  "this traffic though",
];

const IMMIGRANTS = [
  "immigrants",
  "illegal immigrants",
  "illegals",
  "illegal aliens",
  "migrants",
  "refugees",
  "asylum seekers",
  "these foreigners",
  "the caravan",
  "muslim migrants",
];

const AGAINST_IMMIGRANTS = [
  "{g} are invading our country, build the wall",
  "{g} are parasites, send them all back",
  "{g} are criminals and rapists, every one of them",
  "deport all {g} now #BuildTheWall",
  "{g} are destroying europe",
  "{g} bring crime and disease",
  "{g} are leeches living off our welfare",
  "{g} should go back to their shithole countries",
  "no more {g}, they are not welcome here",
  "{g} are animals, close the border",
  "{g} will never be real citizens",
  "keep {g} out, they rape our women",
  "{g} are scum, deport them",
  "{g} are an invasion, not people in need",
  "I'm sick of {g} ruining my city",
  "{g} are nothing but freeloaders #SendThemBack",
];

const ABOUT_IMMIGRANTS = [
  "{g} were rescued off the coast today",
  "the senate is debating a new bill on {g}",
  "{g} are waiting at the border for asylum hearings",
  "our church is collecting clothes for {g}",
  "a report on {g} and the job market came out today",
  "the court blocked the policy on {g}",
  "{g} started a bakery on our street",
  "the city opened a shelter for {g}",
  "what do you think about the new rules for {g}?",
  "the number of {g} crossing fell this year",
  "the governor met with {g} and local leaders",
  "a documentary about {g} premieres tonight",
  "immigration reform has to be fair to {g} and to workers",
  "{g} are protected under international law",
  "I volunteer teaching english to {g}",
  "border security and fair treatment of {g} can both happen",
];

const WOMEN = ["women", "females", "feminists", "girls these days", "all women", "modern women"];

const AGAINST_WOMEN = [
  "{g} are only good for one thing",
  "{g} belong in the kitchen",
  "{g} are gold diggers, all of them",
  "{g} should not be allowed to vote",
  "{g} are too emotional to lead anything",
  "{g} are worthless whores",
  "{g} need to shut up and obey",
  "{g} lie about rape for attention",
  "{g} are stupid, it's science",
  "never trust {g}, they are all sluts",
  "{g} ruin everything they touch",
  "{g} deserve to be put in their place",
];

const ABOUT_WOMEN = [
  "{g} in science are winning more grants",
  "{g} deserve equal pay",
  "the team of {g} won the championship",
  "a panel of {g} in business spoke today",
  "{g} are leading the new startup wave",
  "support {g} who speak up",
  "{g} marched for their rights today",
  "the report on {g} in the workforce is out",
  "{g} make up half of the new recruits",
  "happy international day to all {g}",
];

const OPENERS = ["", "", "", "_user_ ", "_user_ _user_ ", "lol ", "honestly ", "wow ", "omg ", "seriously "];
const ENDINGS = ["", "", "", ".", "!", " _url_", " #MAGA", " #politics", " 🙄", " 😂", " smh", "!!"];

function generate(
  count: number,
  templates: readonly string[],
  fill: (template: string, next: () => number) => string,
  label: Omit<ToxicityExample, "text">,
  seed: number,
): ToxicityExample[] {
  const next = mulberry32(seed);
  const pick = <T>(items: readonly T[]) => items[Math.floor(next() * items.length)] as T;
  const seen = new Set<string>();
  const out: ToxicityExample[] = [];
  for (let n = 0; n < count * 3 && out.length < count; n++) {
    const text = `${pick(OPENERS)}${fill(pick(templates), next)}${pick(ENDINGS)}`.trim();
    if (seen.has(text)) continue;
    seen.add(text);
    out.push({ text, ...label });
  }
  return out;
}

function aimedAt(template: string, next: () => number): string {
  const [s, b, p] = TARGETS[Math.floor(next() * TARGETS.length)] ?? ["you", "you're", "your"];
  const be = b === s ? `${s} ${/^(_user_ )*you$/.test(s) ? "are" : "is"}` : b;
  return template.replaceAll("{s}", s).replaceAll("{b}", be).replaceAll("{p}", p);
}

function aboutGroup(groups: readonly string[]) {
  return (template: string, next: () => number) =>
    template.replaceAll("{g}", groups[Math.floor(next() * groups.length)] ?? "");
}

/** The slot-filled register described above: about 5,000 lines, deterministic. */
export function seedToxicityRegister(): ToxicityExample[] {
  const none = { offensive: false, hate: false };
  const insult = { offensive: true, hate: false };
  const hate = { offensive: true, hate: true };
  const everyday = (
    count: number,
    lines: readonly string[],
    label: Omit<ToxicityExample, "text">,
    seed: number,
  ) => generate(count, lines, (t) => t, label, seed);
  return [
    ...generate(1400, NAME_CALLING, aimedAt, insult, 1),
    ...generate(1400, CIVIL_POLITICS, aimedAt, none, 2),
    ...everyday(300, PROFANITY_EVERYDAY, insult, 3),
    ...everyday(300, EVERYDAY_CLEAN, none, 4),
    ...generate(450, AGAINST_IMMIGRANTS, aboutGroup(IMMIGRANTS), hate, 5),
    ...generate(450, ABOUT_IMMIGRANTS, aboutGroup(IMMIGRANTS), none, 6),
    ...generate(250, AGAINST_WOMEN, aboutGroup(WOMEN), hate, 7),
    ...generate(250, ABOUT_WOMEN, aboutGroup(WOMEN), none, 8),
  ];
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
