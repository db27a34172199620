import { describe, expect, it } from "vitest";
import { LEXICON_ONLY_FLAGS, PRESENT, RED_FLAG_IDS, type RedFlagId } from "../domain/taxonomy";
import { shippedClassifier } from "./shipped-model";

/**
 * Tricky cases of the lexicon-only red flags, taken from the dev set of
 * `scripts/training/flag-sets.ts` (the labelling rules are at the top of that file). Run
 * `npx tsx scripts/training/flag-eval.ts dev` for the full measurement. The serious flags, which
 * the learned head decides, are checked in `model-flags.test.ts`.
 */
const classifier = shippedClassifier();

function flags(text: string): RedFlagId[] {
  const scores = classifier.score(text).redflags;
  return RED_FLAG_IDS.filter(
    (id, i) => (LEXICON_ONLY_FLAGS as readonly string[]).includes(id) && (scores[i] ?? 0) >= PRESENT,
  );
}

describe("lexicon red flags: harmless uses of flag words", () => {
  it.each([
    // Drugs: names, chemistry, food and slang for "great" or "a contact".
    "my cousin molly is in town this weekend 🥰 brunch sunday?",
    "shameless plug: my etsy shop just restocked the candles 🕯️ link in bio",
    "lean protein and veggies all week, meal prep sunday 💪",
    "acid reflux is kicking my butt tonight, no more late night tacos",
    "grandma needs her blood pressure pills picked up, anyone going to cvs?",
    "2 years clean from heroin today. never thought i'd make it out of that life. grateful for my sponsor 🙏",
    "the shelves in this apartment are so high i need a ladder for my mugs",
    // Alcohol: one drink, cooking, names and titles.
    "a glass of wine with dinner and an early night, that's the dream 🍷",
    "vodka sauce pasta 🍝 recipe in bio",
    "the hangover is still the funniest movie ever made",
    "brewery tour with my dad for father's day, he loved the history part 🍺",
    // Gambling: idioms, appointments, films, commentary.
    "betting on myself this year. new job, new city 🙏",
    "only 2 slots left for saturday lash appointments! book now 💕",
    "took a gamble on bangs and honestly? love them",
    "sports betting ads are everywhere now and i'm so tired of it",
    // Weapons: idioms, biceps, games, policy.
    "check out these guns 💪 arm day paying off",
    "sticking to my guns on this one: pineapple belongs on pizza 🍍🍕",
    "sniper mode in fortnite is my comfort zone 🎮",
    "we need real gun control in this country. enough.",
    // Sexual: appliances, animals, birthdays, kisses, fitness.
    "the hookup for the washing machine is leaking again, landlord pls",
    "horny toad spotted on the hike 🦎",
    "my baby turns 18 tomorrow 😭🎂",
    "love you mum, see you at christmas xxx",
    "booty band workout, glutes on fire 🍑🔥",
  ])("flags nothing in %j", (text) => {
    expect(flags(text)).toEqual([]);
  });
});

describe("lexicon red flags: true positives", () => {
  it.each<[string, RedFlagId[]]>([
    ["anyone got a plug for carts in the area? dm me", ["drugs"]],
    ["need a xan after today fr", ["drugs"]],
    ["weed and tequila kinda night 🌿🥃", ["drugs", "alcohol"]],
    ["drank a whole bottle of wine alone and cried at a dog commercial", ["alcohol"]],
    ["wine o'clock started at noon today 🍷🍷🍷", ["alcohol"]],
    ["put $500 on the chiefs -3, lock of the century", ["gambling"]],
    ["went skeet shooting with my uncle, hit 18 of 25 clays 🎯", ["weapons"]],
    ["she gave me head in the back seat lmao", ["sexual"]],
    ["looking for a hookup tonight, discreet, dm me 💦", ["sexual"]],
  ])("flags %j as %j", (text, expected) => {
    expect(flags(text)).toEqual(expected);
  });
});
