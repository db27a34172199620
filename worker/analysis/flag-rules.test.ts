import { describe, expect, it } from "vitest";
import { shippedClassifier } from "./shipped-model";
import { PRESENT, RED_FLAG_IDS, type RedFlagId } from "./taxonomy";

/**
 * Tricky cases of the lexicon-only red flags, taken from the dev set of
 * `scripts/training/flag-sets.ts` (the labelling rules are at the top of that file). Run
 * `npx tsx scripts/training/flag-eval.ts dev` for the full measurement.
 */
const classifier = shippedClassifier();

function flags(text: string): RedFlagId[] {
  const scores = classifier.score(text).redflags;
  return RED_FLAG_IDS.filter((id, i) => id !== "offensive" && id !== "hate" && (scores[i] ?? 0) >= PRESENT);
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
    // Violence: idioms and hyperbole.
    "murder mystery dinner party was so fun, i was the butler 🕵️",
    "you're dead to me if you spoil the finale 😤📺",
    "watch your back when you lift heavy, form first 🏋️",
    // Sexual: appliances, animals, birthdays, kisses, fitness.
    "the hookup for the washing machine is leaking again, landlord pls",
    "horny toad spotted on the hike 🦎",
    "my baby turns 18 tomorrow 😭🎂",
    "love you mum, see you at christmas xxx",
    "booty band workout, glutes on fire 🍑🔥",
    // Self-harm: accidents, idioms, laughter.
    "hurt myself at the gym, pulled a hamstring 🤕",
    "i want to die of embarrassment, i waved at someone who was waving behind me 🫠",
    "if i have to sit through one more zoom meeting i'm going to kill myself lol",
    // Extremism: news, condemnation, names, history.
    "my friend isis is visiting from dallas this weekend 💕",
    "kkk rally met with 500 counter protesters, love to see it",
    "white supremacy has no place in our schools. period.",
    "the caliphate period of islamic art is so beautiful, museum trip today",
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
    ["every cop deserves a bullet", ["violence"]],
    ["i'll stab anyone who touches my car", ["violence"]],
    ["she gave me head in the back seat lmao", ["sexual"]],
    ["looking for a hookup tonight, discreet, dm me 💦", ["sexual"]],
    ["i don't want to be here anymore. everyone would be better off without me", ["self-harm"]],
    ["tired of living. tired of pretending i'm fine", ["self-harm"]],
    ["it's almost time for the day of the rope", ["violence", "extremism"]],
    ["the caliphate will return, may allah grant victory to the mujahideen", ["extremism"]],
  ])("flags %j as %j", (text, expected) => {
    expect(flags(text)).toEqual(expected);
  });
});
