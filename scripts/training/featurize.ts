/**
 * The lexicon and vocabulary the shipped classifier reads with (the hand-written groups plus the
 * LDNOOBW terms), and the features each head trains on, computed as at inference.
 */
import { createVocabulary, tokenizeClean } from "../../worker/analysis/deobfuscate";
import { createFeatures, extractFeatures } from "../../worker/analysis/features";
import {
  compileLexicon,
  type LexiconTerm,
  lexiconWords,
  matchLexicon,
  readsAsWritten,
} from "../../worker/analysis/lexicon-match";
import { LDNOOBW_DEFAULT_WEIGHT, LDNOOBW_OVERRIDES, LEXICON } from "../../worker/analysis/lexicons";
import { RED_FLAG_IDS } from "../../worker/domain/taxonomy";
import { ldnoobwTerms } from "./data";

/** Bits of each head's hashed feature buckets (the topic head reads only the word features). */
export const HEAD_BITS = 17;
export const TOPIC_BITS = 15;

/** LDNOOBW terms the hand-written lexicons do not already hold, filed by LDNOOBW_OVERRIDES. */
function ldnoobwLexicon(): LexiconTerm[] {
  const known = new Set(LEXICON.flatMap((group) => group.terms.split("|")));
  const terms: LexiconTerm[] = [];
  for (const term of ldnoobwTerms()) {
    // A term the matcher cannot read as written would match something else ("xxx" reads "xx").
    if (known.has(term) || !readsAsWritten(term)) continue;
    const override = LDNOOBW_OVERRIDES[term];
    if (override === null) continue;
    terms.push(override === undefined ? [term, "sexual", LDNOOBW_DEFAULT_WEIGHT] : [term, ...override]);
  }
  return terms;
}

export const extraTerms = ldnoobwLexicon();
const lexicon = compileLexicon(extraTerms);
const vocabulary = createVocabulary(lexiconWords(extraTerms));
const scratch = createFeatures();

/** The features of a text as each head sees them: masked buckets, values scaled as at inference. */
export function featurize(text: string) {
  const tokens = tokenizeClean(text, vocabulary);
  const rules = matchLexicon(lexicon, tokens);
  extractFeatures(text, tokens, rules, scratch);
  const slice = (end: number, bits: number) => {
    let norm = 0;
    for (let i = 0; i < end; i++) norm += (scratch.values[i] ?? 0) ** 2;
    const scale = norm > 0 ? 1 / Math.sqrt(norm) : 0;
    const mask = (1 << bits) - 1;
    return {
      buckets: Uint32Array.from(scratch.hashes.subarray(0, end), (h) => h & mask),
      values: Float32Array.from(scratch.values.subarray(0, end), (v) => v * scale),
    };
  };
  return {
    redflags: slice(scratch.total, HEAD_BITS),
    topics: slice(scratch.wordCount, TOPIC_BITS),
  };
}

/** The lexicon's offensive rule: profanity and insults, whoever they are aimed at. */
export function profanity(text: string): number {
  return (
    matchLexicon(lexicon, tokenizeClean(text, vocabulary)).redflags[RED_FLAG_IDS.indexOf("offensive")] ?? 0
  );
}
