import { describe, expect, it } from "vitest";
import { readsAsWritten } from "./lexicon-match";
import { BENIGN_PHRASES, CONTEXTS, LDNOOBW_OVERRIDES, LEXICON } from "./lexicons";
import modelJson from "./model/classifier.json";
import { tokenize } from "./tokenize";

/** Every term the matcher reads, with where it comes from; the model file's are LDNOOBW's. */
const terms = [
  ...LEXICON.flatMap((group) => group.terms.split("|").map((term) => [group.category, term] as const)),
  ...BENIGN_PHRASES.split("|").map((term) => ["benign", term] as const),
  ...Object.entries(CONTEXTS).flatMap(([name, list]) => list.split("|").map((term) => [name, term] as const)),
  ...Object.keys(LDNOOBW_OVERRIDES).map((term) => ["ldnoobw", term] as const),
  ...modelJson.lexicon.map(([term]) => ["model", String(term)] as const),
];

/** Numbers that are code words in themselves (cannabis, neo-Nazi). */
const NUMBER_TERMS = new Set(["420", "88", "1488"]);

/** The term as the matcher reads it: its whole tokens, without the parts of hashtags. */
function read(term: string): string[] {
  const tokens = tokenize(term);
  return tokens.words.filter((_, i) => !tokens.part[i]);
}

describe("lexicon terms", () => {
  it("tokenise to what is written", () => {
    const misread = terms.filter(([, term]) => !readsAsWritten(term));
    expect(misread.map(([where, term]) => `${where}: ${term} → ${read(term).join(" ")}`)).toEqual([]);
  });

  it("are not lone numbers, except known code words", () => {
    const numbers = terms.filter(([, term]) => /^\d+$/.test(read(term).join(" ")) && !NUMBER_TERMS.has(term));
    expect(numbers.map(([where, term]) => `${where}: ${term}`)).toEqual([]);
  });
});
