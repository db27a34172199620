import { FNV_OFFSET, FNV_PRIME, hashString, mixHashes } from "./hash";
import type { LexiconResult } from "./lexicon-match";
import { INTEREST_IDS, RED_FLAG_IDS } from "./taxonomy";
import type { Tokens } from "./tokenize";

/**
 * Hashed features of one text. The first `wordCount` entries (lexicon categories, then words)
 * feed every head; the rest (word pairs, then character 3- and 4-grams, which catch spelling
 * variants such as "fuuck" or "#weedlife") feed the toxicity head only: the topic head learns
 * from 180 labeled tweets, too few for them.
 */
export interface Features {
  hashes: Uint32Array;
  values: Float32Array;
  wordCount: number;
  total: number;
}

const SEED_WORD = 0x1f;
const CHAR_OFFSET = (FNV_OFFSET ^ 0x3d) >>> 0;
const MIN_GRAM = 3;
const MAX_GRAM = 4;
/** Longer tokens (glued hashtags, URLs) add character grams without adding meaning. */
const MAX_CHARS_PER_WORD = 20;
const START = 0x3c; // "<"
const END = 0x3e; // ">"
const CAPACITY = 8192;
/** Lexicon features stand for many words at once; a larger value keeps them from drowning. */
const LEXICON_BOOST = 3;

const interestFeatures = INTEREST_IDS.map((id) => hashString(`lexicon:${id}`, SEED_WORD));
const redFlagFeatures = RED_FLAG_IDS.map((id) => hashString(`lexicon:${id}`, SEED_WORD));
const negatedFeatures = RED_FLAG_IDS.map((id) => hashString(`lexicon:not-${id}`, SEED_WORD));

export function createFeatures(): Features {
  return { hashes: new Uint32Array(CAPACITY), values: new Float32Array(CAPACITY), wordCount: 0, total: 0 };
}

function push(features: Features, hash: number, value: number) {
  if (features.total >= CAPACITY) return;
  features.hashes[features.total] = hash;
  features.values[features.total] = value;
  features.total++;
}

function pushLexicon(features: Features, hashes: readonly number[], values: ArrayLike<number>) {
  for (let i = 0; i < hashes.length; i++) {
    const value = values[i] ?? 0;
    const hash = hashes[i];
    if (value > 0 && hash !== undefined) push(features, hash, LEXICON_BOOST * Math.min(value, 2));
  }
}

function hasCharGrams(word: string): boolean {
  const first = word.charCodeAt(0);
  // Letters and digits only: placeholders ("_user_") and emoji are whole-token features.
  return first < 0xd800 && first !== 0x5f;
}

function pushCharGrams(features: Features, word: string) {
  const length = Math.min(word.length, MAX_CHARS_PER_WORD) + 2;
  for (let start = 0; start + MIN_GRAM <= length; start++) {
    let h = CHAR_OFFSET;
    const stop = Math.min(length, start + MAX_GRAM);
    for (let at = start; at < stop; at++) {
      // Position 0 and length - 1 are the word's edges, so "<dr" and "ed>" differ from inner grams.
      const code = at === 0 ? START : at === length - 1 ? END : word.charCodeAt(at - 1);
      h = Math.imul(h ^ code, FNV_PRIME);
      if (at - start + 1 >= MIN_GRAM) push(features, h >>> 0, 1);
    }
  }
}

const wordHashes = new Uint32Array(CAPACITY);

/** Fills `features` (reused between calls to spare allocations) from a tokenised text. */
export function extractFeatures(tokens: Tokens, lexicon: LexiconResult, features: Features): Features {
  features.total = 0;
  pushLexicon(features, interestFeatures, lexicon.interests);
  pushLexicon(features, redFlagFeatures, lexicon.redflags);
  pushLexicon(features, negatedFeatures, lexicon.negated);
  const { words, part, sentence } = tokens;
  const count = Math.min(words.length, CAPACITY);
  for (let i = 0; i < count; i++) {
    wordHashes[i] = hashString(words[i] ?? "", SEED_WORD);
    push(features, wordHashes[i] ?? 0, 1);
  }
  features.wordCount = features.total;
  let previous = -1;
  for (let i = 0; i < count; i++) {
    if (part[i]) continue;
    if (previous >= 0 && sentence[previous] === sentence[i]) {
      push(features, mixHashes(wordHashes[previous] ?? 0, wordHashes[i] ?? 0), 1);
    }
    previous = i;
  }
  for (let i = 0; i < count; i++) {
    const word = words[i] ?? "";
    if (!part[i] && hasCharGrams(word)) pushCharGrams(features, word);
  }
  return features;
}
