import { describe, expect, it } from "vitest";
import { INTEREST_IDS, LEXICON_ONLY_FLAGS, PRESENT, RED_FLAG_IDS, type RedFlagId } from "../domain/taxonomy";
import { shippedClassifier } from "./shipped-model";

const classifier = shippedClassifier();

function flag(text: string, id: RedFlagId): number {
  return classifier.classify(text).redflags.find((r) => r.id === id)?.score ?? Number.NaN;
}

describe("classifier contract", () => {
  const texts = [
    "",
    "lol",
    "Concert tonight with my favorite band 🎶",
    "you are a fucking idiot",
    "🔫🔫🔫 #420 RT @someone: http://t.co/x &amp; &#128514;",
    "a".repeat(5000),
  ];

  it("lists every taxonomy id once, in taxonomy order, with scores in [0, 1]", () => {
    for (const text of texts) {
      const result = classifier.classify(text);
      expect(result.interests.map((i) => i.id)).toEqual(INTEREST_IDS);
      expect(result.redflags.map((r) => r.id)).toEqual(RED_FLAG_IDS);
      for (const { score } of [...result.interests, ...result.redflags]) {
        expect(score).toBeGreaterThanOrEqual(0);
        expect(score).toBeLessThanOrEqual(1);
      }
    }
  });

  it("is deterministic, whatever was classified before", () => {
    const first = texts.map((t) => classifier.classify(t));
    const again = [...texts].reverse().map((t) => classifier.classify(t));
    expect(again.reverse()).toEqual(first);
  });

  it("finds the obvious topics", () => {
    const top = (text: string) =>
      classifier
        .classify(text)
        .interests.filter((i) => i.score >= PRESENT)
        .map((i) => i.id);
    expect(top("Adopted a rescue puppy today, meet Max 🐶 #dogsofinstagram")).toContain("pets");
    expect(top("New album drops Friday, the first single is on Spotify now 🎶")).toContain("music");
    expect(top("Restoring a 1969 Mustang in the garage, new V8 engine")).toContain("cars");
  });

  it("flags profanity and insults as offensive, and leaves civil disagreement alone", () => {
    expect(flag("you are a fucking idiot", "offensive")).toBeGreaterThanOrEqual(PRESENT);
    expect(flag("shut up, you pathetic clown", "offensive")).toBeGreaterThanOrEqual(PRESENT);
    expect(flag("I disagree with the senator on taxes, here is why", "offensive")).toBeLessThan(PRESENT);
    expect(flag("Lovely sunset at the beach with my family", "offensive")).toBeLessThan(PRESENT);
  });

  it("flags attacks on groups as hate but not plain insults or support", () => {
    expect(flag("immigrants are animals and should be deported", "hate")).toBeGreaterThanOrEqual(PRESENT);
    expect(flag("women belong in the kitchen", "hate")).toBeGreaterThanOrEqual(PRESENT);
    expect(flag("immigrants are welcome in our town", "hate")).toBeLessThan(PRESENT);
    expect(flag("you are a fucking idiot", "hate")).toBeLessThan(PRESENT);
  });
});

describe("lexicon red flags", () => {
  it("reads negation: 'I don't do drugs' is not drugs", () => {
    expect(flag("smoking weed all day #420", "drugs")).toBeGreaterThanOrEqual(PRESENT);
    expect(flag("I don't do drugs", "drugs")).toBeLessThan(PRESENT);
    expect(flag("never touched cocaine in my life", "drugs")).toBeLessThan(PRESENT);
    expect(flag("proud to be drug-free for 5 years", "drugs")).toBeLessThan(PRESENT);
    expect(flag("#DrugFree and loving it", "drugs")).toBeLessThan(PRESENT);
  });

  it("keeps 'no cap' as slang, not a negation", () => {
    expect(flag("no cap this weed is fire, getting high tonight", "drugs")).toBeGreaterThanOrEqual(PRESENT);
  });

  it("halves terms inside quotes (titles, reported speech)", () => {
    expect(flag("gonna kill you", "violence")).toBeGreaterThanOrEqual(PRESENT);
    expect(flag('the villain says "gonna kill you" in the trailer', "violence")).toBeLessThan(PRESENT);
  });

  it("reads sports 'shooting' and performance 'killing it' as innocent", () => {
    expect(flag("shooting hoops with the team, my jumper is back 🏀", "weapons")).toBeLessThan(PRESENT);
    expect(flag("new glock and 500 rounds of 9mm ammo for range day", "weapons")).toBeGreaterThanOrEqual(
      PRESENT,
    );
    expect(flag("she was killing it on stage tonight", "violence")).toBeLessThan(PRESENT);
    expect(flag("this workout is killing me lol", "violence")).toBeLessThan(PRESENT);
    expect(flag("photo shoot downtown today 📸", "weapons")).toBeLessThan(PRESENT);
  });

  it("reads hashtags, including camel case", () => {
    expect(flag("weekend vibes #WeedLife", "drugs")).toBeGreaterThanOrEqual(PRESENT);
    expect(flag("#CasinoNight with the crew, blackjack till 3am", "gambling")).toBeGreaterThanOrEqual(
      PRESENT,
    );
  });

  it("reads emoji", () => {
    expect(flag("friday 🍺🍻🥃", "alcohol")).toBeGreaterThanOrEqual(PRESENT);
    expect(flag("🎰🎰 jackpot baby", "gambling")).toBeGreaterThanOrEqual(PRESENT);
    expect(flag("🙂🌞", "alcohol")).toBe(0);
  });

  it("recognises self-harm and extremism phrases, not their everyday lookalikes", () => {
    expect(flag("i just want to die, no reason to live anymore", "self-harm")).toBeGreaterThanOrEqual(
      PRESENT,
    );
    expect(flag("dying laughing at this video 😂", "self-harm")).toBeLessThan(PRESENT);
    expect(flag("white power, the race war is coming", "extremism")).toBeGreaterThanOrEqual(PRESENT);
    expect(
      flag("watching a documentary about the history of nazi germany on the news", "extremism"),
    ).toBeLessThan(PRESENT);
  });

  it("scores a benign everyday post zero on every lexicon-only flag and below present on the others", () => {
    const result = classifier.classify("Sunday brunch with my mom, then a long walk in the park");
    for (const r of result.redflags) {
      if ((LEXICON_ONLY_FLAGS as readonly string[]).includes(r.id)) expect(r.score).toBe(0);
      else expect(r.score).toBeLessThan(PRESENT);
    }
  });
});

describe("spans", () => {
  const marked = (text: string, id: RedFlagId) =>
    classifier.spans(text, id).map(([start, end]) => text.slice(start, end));

  it("marks the words that triggered a red flag, in the original text", () => {
    expect(marked("you are a fucking idiot", "offensive").join(" ")).toContain("idiot");
    expect(marked("picked up some cocaine for the party tonight", "drugs")).toEqual(["cocaine"]);
    const text = "lol &amp; https://t.co/x you f***ing moron";
    expect(marked(text, "offensive").join(" ")).toContain("moron");
  });

  it("gives no spans for a flag that is not present", () => {
    expect(classifier.spans("Sunday brunch with my mom", "offensive")).toEqual([]);
    expect(classifier.spans("I don't do drugs", "drugs")).toEqual([]);
  });

  it("lists spans on every red flag of classify, sorted and within the text", () => {
    const text = "shut up you stupid bitch, I'll kill you";
    for (const flag of classifier.classify(text).redflags) {
      if (flag.score < PRESENT) expect(flag.spans).toEqual([]);
      let previous = -1;
      for (const [start, end] of flag.spans) {
        expect(start).toBeGreaterThan(previous);
        expect(end).toBeLessThanOrEqual(text.length);
        previous = end;
      }
    }
    expect(marked(text, "violence").join(" ")).toContain("kill");
  });
});
