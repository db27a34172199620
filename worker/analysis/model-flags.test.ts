import { describe, expect, it } from "vitest";
import { MODEL_FLAGS, type ModelFlag, PRESENT, RED_FLAG_IDS } from "../domain/taxonomy";
import { shippedClassifier } from "./shipped-model";

/**
 * The serious red flags as a report shows them, on posts written for this test (none of them in
 * the training corpus). `npm run train` measures the head on thousands of held-out posts; these
 * pin the behaviours issue 19 asked for: threats without "kill you", self-harm described rather
 * than named, approval of extremism, hate without a slur, insults without a swear word, and
 * the harmless uses of the same words.
 */
const classifier = shippedClassifier();

function serious(text: string): ModelFlag[] {
  const scores = classifier.score(text).redflags;
  return MODEL_FLAGS.filter((flag) => (scores[RED_FLAG_IDS.indexOf(flag)] ?? 0) >= PRESENT);
}

describe("serious red flags", () => {
  it.each<[string, ModelFlag]>([
    ["if I see him near my house again he's done", "violence"],
    ["keep running your mouth and see what happens when i catch you outside 🔪", "violence"],
    ["i don't want to wake up tomorrow. the letters are already written", "self-harm"],
    ["relapsed last night, fresh cuts on my arm again after 4 months", "self-harm"],
    ["the day of the rope is coming. join us while there's still time", "extremism"],
    ["i hate muslims, every last one of them", "hate"],
    ["nobody in this town can stand you, you smug little weasel", "offensive"],
  ])("flags %j as %s", (text, flag) => {
    expect(serious(text)).toContain(flag);
  });

  it.each([
    "this traffic is fucking insane, 45 minutes to go two miles",
    "we murdered them 5-0 last night, what a game 🔥",
    "my feet are killing me after that double shift",
    "2 years clean from self harm today. if you're struggling, please call 988",
    "watched the documentary on the christchurch attack. heartbreaking, those poor families",
    "sunday brunch with my mom, then a long walk in the park",
  ])("flags nothing serious in %j", (text) => {
    expect(serious(text)).toEqual([]);
  });
});

describe("disguised words", () => {
  it.each([
    ["i will k1ll you", "i will kill you"],
    ["go k i l l yourself", "go kill yourself"],
    ["you f*cking f*g", "you fucking fag"],
  ])("scores %j as %j", (disguised, plain) => {
    expect(Array.from(classifier.score(disguised).redflags)).toEqual(
      Array.from(classifier.score(plain).redflags),
    );
  });
});
