import { describe, expect, it } from "vitest";
import { createVocabulary, tokenizeClean } from "./deobfuscate";
import { hashString, WORD_SEED } from "./hash";
import { type Tokens, tokenize } from "./tokenize";

const vocabulary = createVocabulary([
  "kill",
  "fuck",
  "shit",
  "suicide",
  "nigger",
  "nigga",
  "fag",
  "bitch",
  "hate",
  "haters",
  "unalive",
  "asshole",
  "bastard",
  "die",
  "cunt",
]);

/** Tokens of `text`, checked to be consistent: arrays of one length, hashes of their words. */
function clean(text: string, words: Iterable<string> | null = null): Tokens {
  const tokens = tokenizeClean(text, words === null ? vocabulary : createVocabulary(words));
  const length = tokens.words.length;
  for (const array of [
    tokens.sentence,
    tokens.quoted,
    tokens.part,
    tokens.hashes,
    tokens.starts,
    tokens.ends,
  ])
    expect(array).toHaveLength(length);
  expect(tokens.hashes).toEqual(tokens.words.map((word) => hashString(word, WORD_SEED)));
  return tokens;
}

/** What each token covers in the original text. */
function spans(text: string, tokens: Tokens): string[] {
  return tokens.words.map((_, i) => text.slice(tokens.starts[i], tokens.ends[i]));
}

/** Asserts that each disguised text reads as `word`, one token covering the whole text. */
function expectEach(cases: Record<string, string>) {
  for (const [text, word] of Object.entries(cases)) {
    const tokens = clean(text);
    expect(tokens.words, text).toEqual([word]);
    expect(spans(text, tokens), text).toEqual([text]);
  }
}

function expectUnchanged(text: string) {
  expect(clean(text), text).toEqual(tokenize(text));
}

describe("tokenizeClean", () => {
  it("fills in masked letters with the vocabulary word that fits", () => {
    expectEach({ "f*g": "fag", "n*gg*r": "nigger", "s*icide": "suicide", "f**k": "fuck" });
  });

  it("reads masks that would split a word: ! @ $ | + inside it, and $ starting it", () => {
    expectEach({
      "sh!t": "shit",
      "SH!T": "shit",
      "b@stard": "bastard",
      a$$hole: "asshole",
      $hit: "shit",
      "sh|t": "shit",
      "f+ck": "fuck",
      "b!tch": "bitch",
    });
  });

  it("keeps the sentence a mask would have ended", () => {
    const text = "you sh!t head";
    const tokens = clean(text);
    expect(tokens.words).toEqual(["you", "shit", "head"]);
    expect(tokens.sentence).toEqual([0, 0, 0]);
    expect(spans(text, tokens)).toEqual(["you", "sh!t", "head"]);
  });

  it("reads leet digits as letters", () => {
    expectEach({
      k1ll: "kill",
      su1c1de: "suicide",
      n1gga: "nigga",
      h8: "hate",
      h8ers: "haters",
      unal1ve: "unalive",
      b1tch: "bitch",
      "5hit": "shit",
      ki11: "kill",
      a$$h0le: "asshole",
    });
  });

  it("undoes elongation the tokeniser squeezed to two letters", () => {
    expectEach({ kiiiiill: "kill", fuuuuck: "fuck", diiiie: "die", KIIIILLLLL: "kill" });
  });

  it("joins letters separated by spaces", () => {
    const text = "go k i l l yourself";
    const tokens = clean(text);
    expect(tokens.words).toEqual(["go", "kill", "yourself"]);
    expect(spans(text, tokens)).toEqual(["go", "k i l l", "yourself"]);
    expect(tokens.part).toEqual([false, false, false]);
    expectEach({ "n i g g e r": "nigger", "f u c k": "fuck", "k 1 l l": "kill" });
  });

  it("joins the longest word a run of letters starts with, wherever it starts", () => {
    const text = "n i g g e r s";
    const tokens = clean(text);
    expect(tokens.words).toEqual(["nigger", "s"]);
    expect(spans(text, tokens)).toEqual(["n i g g e r", "s"]);
    const more = "I k i l l u d i e";
    expect(clean(more).words).toEqual(["i", "kill", "u", "die"]);
    expect(spans(more, clean(more))).toEqual(["I", "k i l l", "u", "d i e"]);
  });

  it("joins letters spelled out with dots, dashes or masks, dropping their parts", () => {
    expectEach({ "k.i.l.l": "kill", "k-i-l-l": "kill", "f*u*c*k": "fuck", "K.1.L.L": "kill" });
    const text = "k.i.l.l him";
    const tokens = clean(text);
    expect(tokens.words).toEqual(["kill", "him"]);
    expect(tokens.part).toEqual([false, false]);
    expect(spans(text, tokens)).toEqual(["k.i.l.l", "him"]);
  });

  it("reads Cyrillic and Greek lookalikes as Latin letters", () => {
    expectEach({ "k\u0456ll": "kill", "\u0441unt": "cunt", "\u041a\u0406LL": "kill", "b\u03b9tch": "bitch" });
    // In a Latin word, lookalikes are read as Latin letters even when it is no vocabulary word.
    expectEach({ "g\u043e\u043ed": "good" });
  });

  it("resolves a masked part of a joined word and keeps the whole", () => {
    const text = "f*ck-off";
    const tokens = clean(text);
    expect(tokens.words).toEqual(["f*ck-off", "fuck", "off"]);
    expect(tokens.part).toEqual([false, true, true]);
  });

  it("keeps sentences, quotes and the offsets of the words around", () => {
    const text = 'He said "you f*g". Then: k1ll urself!!';
    const tokens = clean(text);
    expect(tokens.words).toEqual(["he", "said", "you", "fag", "then", "kill", "urself"]);
    expect(tokens.sentence).toEqual([0, 0, 0, 0, 1, 2, 2]);
    expect(tokens.quoted).toEqual([false, false, true, true, false, false, false]);
    expect(spans(text, tokens)).toEqual(["He", "said", "you", "f*g", "Then", "k1ll", "urself"]);
  });

  it("picks the first fitting word in the vocabulary's order", () => {
    expect(clean("sh*t", ["shot", "shit"]).words).toEqual(["shot"]);
    expect(clean("sh*t", ["shit", "shot"]).words).toEqual(["shit"]);
  });

  it("never touches a word of the vocabulary", () => {
    expect(clean("sooooo", ["so", "soo"]).words).toEqual(["soo"]);
    expect(clean("sooooo", ["so"]).words).toEqual(["so"]);
    expect(clean("covid19", ["covid19", "covidig"]).words).toEqual(["covid19"]);
  });

  it("leaves ordinary text as tokenize reads it", () => {
    for (const text of [
      "Just had the best coffee of my life, honestly can't believe it!",
      "I am a teacher and a b c are letters",
      "He'll kill it on stage tonight. Soooo good",
      "wow!this is nice; yes!no",
      "Visit https://example.com/sh!t?a=b now &amp; later",
      "🎉🎉 party time 👍🏽",
    ])
      expectUnchanged(text);
  });

  it("leaves numbers and words with digits that spell nothing", () => {
    for (const text of [
      "my 9mm and an ak-47",
      "covid19 is over",
      "2nd place, 2day, mp3, 3pm",
      "call 911 at 10:30",
    ])
      expectUnchanged(text);
  });

  it("leaves mentions, cashtags, emails and hashtags", () => {
    for (const text of [
      "@jay_22 you are right",
      "RT @user: hi",
      "$TSLA and $AAPL are up, I paid $50",
      "mail bob@example.com or a.b@c.org",
      "#DrugFree #MondayMotivation #420",
    ])
      expectUnchanged(text);
  });

  it("leaves letters apart by punctuation or in different sentences, and masks that fit nothing", () => {
    for (const text of ["k, i, l, l", "k. i. l. l", "f*** off", "***", "*sighs*", "a*b", "x!yz"])
      expectUnchanged(text);
  });

  it("leaves Greek and Cyrillic text, lookalikes and all", () => {
    for (const text of [
      "\u043f\u0440\u0438\u0432\u0435\u0442 \u0441\u043e\u0440",
      "\u03ba\u03b1\u03bb\u03b7\u03bc\u03ad\u03c1\u03b1",
    ])
      expectUnchanged(text);
  });
});

describe("createVocabulary", () => {
  it("keeps the first of repeated words and ignores empty ones", () => {
    const words = createVocabulary(["kill", "", "kill", "don't"]).words;
    expect([...words]).toEqual(["kill", "don't"]);
  });

  it("never fills a mask with a character that is not a letter", () => {
    expect(clean("don*t", ["don't"]).words).toEqual(["don*t"]);
  });
});

describe("tokenizeClean: what only looks disguised", () => {
  const vocabulary = createVocabulary(["fag", "cop", "god", "kill"]);
  const words = (text: string) => tokenizeClean(text, vocabulary).words;

  it("keeps an email address a name and a mention, never a slur", () => {
    expect(words("mail f@g.com now")).toEqual(tokenize("mail f@g.com now").words);
  });

  it("leaves a Russian word made of lookalike letters as it is", () => {
    expect(words("сор")).toEqual(tokenize("сор").words);
    expect(words("kіll")).toEqual(["kill"]);
  });

  it("reads the parts of a stretched joined word as written", () => {
    expect(words("sooo-good")).toEqual(tokenize("sooo-good").words);
  });
});
