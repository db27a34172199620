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

describe("token offsets", () => {
  const pieces = (text: string) => {
    const tokens = tokenize(text);
    return tokens.words.map((word, i) => [word, text.slice(tokens.starts[i], tokens.ends[i])]);
  };

  it("points each word at its characters in the original text", () => {
    expect(pieces("Hey @bob, you IDIOOOT! #DrugFree 😂")).toEqual([
      ["hey", "Hey"],
      ["_user_", "@bob"],
      ["you", "you"],
      ["idioot", "IDIOOOT"],
      ["#drugfree", "#DrugFree"],
      ["drug", "#DrugFree"],
      ["free", "#DrugFree"],
      ["😂", "😂"],
    ]);
  });

  it("keeps the original offsets after decoded entities and replaced links", () => {
    const text = "see https://t.co/abc &amp; &lt;b&gt; you moron";
    const tokens = tokenize(text);
    const moron = tokens.words.indexOf("moron");
    expect(text.slice(tokens.starts[moron], tokens.ends[moron])).toBe("moron");
    const b = tokens.words.indexOf("b");
    expect(text.slice(tokens.starts[b], tokens.ends[b])).toBe("b");
  });
});
