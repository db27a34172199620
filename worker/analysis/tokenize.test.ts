import { describe, expect, it } from "vitest";
import { hashString, WORD_SEED } from "./hash";
import { tokenize } from "./tokenize";

describe("tokenize", () => {
  it("lower-cases, keeps apostrophes and squeezes elongations", () => {
    expect(tokenize("I DON’T know, sooooo GOOOD").words).toEqual(["i", "don't", "know", "soo", "good"]);
  });

  it("replaces mentions and links, drops the retweet marker and decodes HTML entities", () => {
    expect(tokenize("RT @bob: look http://t.co/abc &amp; &#128514; URL").words).toEqual([
      "_user_",
      "look",
      "_url_",
      "😂",
      "_url_",
    ]);
  });

  it("splits camel-case hashtags into parts after the whole tag", () => {
    const tokens = tokenize("#DrugFree #420");
    expect(tokens.words).toEqual(["#drugfree", "drug", "free", "#420", "420"]);
    expect(tokens.part).toEqual([false, true, true, false, true]);
  });

  it("keeps joined words whole and adds their parts", () => {
    expect(tokenize("ak-47 and h&m").words).toEqual(["ak-47", "ak", "47", "and", "h&m", "h", "m"]);
  });

  it("makes each emoji a token, dropping skin tones and variation selectors", () => {
    expect(tokenize("hi👍🏽❤️🍺🍻").words).toEqual(["hi", "👍", "❤", "🍺", "🍻"]);
  });

  it("numbers sentences and marks quoted words", () => {
    const tokens = tokenize('He said "stop it". Then left');
    expect(tokens.words).toEqual(["he", "said", "stop", "it", "then", "left"]);
    expect(tokens.quoted).toEqual([false, false, true, true, false, false]);
    expect(tokens.sentence).toEqual([0, 0, 0, 0, 1, 1]);
  });

  it("reads non-Latin letters as words", () => {
    expect(tokenize("Привет мир café").words).toEqual(["привет", "мир", "café"]);
  });

  it("reads a mention wherever it starts, up to its last ASCII word character", () => {
    expect(tokenize("hi@bob's mail@x.com @@amy @josé #@no").words).toEqual([
      "hi",
      "_user_",
      "s",
      "mail",
      "_user_",
      "com",
      "_user_",
      "_user_",
      "é",
      "_user_",
    ]);
  });

  it("gives each word its feature hash", () => {
    const tokens = tokenize("RT @bob: Sooo #DrugFree ak-47 😂 URL");
    expect(tokens.hashes).toEqual(tokens.words.map((word) => hashString(word, WORD_SEED)));
  });
});
