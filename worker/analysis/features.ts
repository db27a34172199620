import { INTEREST_IDS, RED_FLAG_IDS } from "../domain/taxonomy";
import { FNV_OFFSET, FNV_PRIME, hashString, mixHashes, WORD_SEED } from "./hash";
import type { LexiconResult } from "./lexicon-match";
import { SIGNALS, sentenceSignals, signalFeatures } from "./structure";
import type { Tokens } from "./tokenize";

/**
 * Hashed features of one text. The first `wordCount` entries (lexicon categories, then words)
 * feed every head; the rest (word pairs, then character 3- and 4-grams, which catch spelling
 * variants such as "fuuck" or "#weedlife"), then structural signals (structure.ts) and each
 * red-flag lexicon category paired with each signal, feed the red-flag head only: the topic head
 * learns from 180 labeled tweets, too few for them.
 */
export interface Features {
  hashes: Uint32Array;
  values: Float32Array;
  wordCount: number;
  total: number;
  /** Sum of the squared values of all features, set by the classifier when it scores them. */
  norm: number;
  /**
   * When given (the classifier's `explain`), each feature's token: `owners[f]` is the token a
   * word or character feature comes from, and for a word pair the second word, with the first in
   * `partners[f]`; -1 for lexicon features, which stand for matches rather than words.
   */
  owners?: Int32Array;
  partners?: Int32Array;
}

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

const interestFeatures = INTEREST_IDS.map((id) => hashString(`lexicon:${id}`, WORD_SEED));
const redFlagFeatures = RED_FLAG_IDS.map((id) => hashString(`lexicon:${id}`, WORD_SEED));
const negatedFeatures = RED_FLAG_IDS.map((id) => hashString(`lexicon:not-${id}`, WORD_SEED));
const flagSignalFeatures = RED_FLAG_IDS.map((id) =>
  SIGNALS.map((signal) => hashString(`lexicon:${id}+${signal}`, WORD_SEED)),
);
/** A signal stands for a whole sentence's shape; like a lexicon category it must not drown in grams. */
const SIGNAL_VALUE = 2;
const masks: number[] = [];

export function createFeatures(withOwners = false): Features {
  const features: Features = {
    hashes: new Uint32Array(CAPACITY),
    values: new Float32Array(CAPACITY),
    wordCount: 0,
    total: 0,
    norm: 0,
  };
  if (withOwners) {
    features.owners = new Int32Array(CAPACITY);
    features.partners = new Int32Array(CAPACITY);
  }
  return features;
}

/** Marks features [from, to) as coming from token `owner` (and `partner`), when owners are kept. */
function own(features: Features, from: number, to: number, owner: number, partner = -1) {
  const { owners, partners } = features;
  if (owners === undefined || partners === undefined) return;
  owners.fill(owner, from, to);
  partners.fill(partner, from, to);
}

/** Appends the lexicon features (values above 0) after `total`; returns the new total. */
function pushLexicon(
  features: Features,
  total: number,
  hashes: readonly number[],
  values: Float64Array | Uint8Array,
): number {
  let at = total;
  for (let i = 0; i < hashes.length; i++) {
    const value = values[i] as number;
    if (value > 0 && at < CAPACITY) {
      features.hashes[at] = hashes[i] as number;
      features.values[at] = LEXICON_BOOST * Math.min(value, 2);
      at++;
    }
  }
  return at;
}

function hasCharGrams(word: string): boolean {
  const first = word.charCodeAt(0);
  // Letters and digits only: placeholders ("_user_") and emoji are whole-token features.
  return first < 0xd800 && first !== 0x5f;
}

/** The word's characters between its edge markers ("<", ">"), cut at MAX_CHARS_PER_WORD. */
const codes = new Int32Array(MAX_CHARS_PER_WORD + 2);

/**
 * Appends the word's character 3- and 4-grams (each start's 3-gram, then its 4-gram) after
 * `total`; returns the new total.
 */
function pushCharGrams(features: Features, total: number, word: string): number {
  const length = Math.min(word.length, MAX_CHARS_PER_WORD) + 2;
  codes[0] = START;
  for (let at = 1; at < length - 1; at++) codes[at] = word.charCodeAt(at - 1);
  codes[length - 1] = END;
  const { hashes, values } = features;
  let at = total;
  for (let start = 0; start + MIN_GRAM <= length; start++) {
    let h = Math.imul(CHAR_OFFSET ^ (codes[start] as number), FNV_PRIME);
    h = Math.imul(h ^ (codes[start + 1] as number), FNV_PRIME);
    h = Math.imul(h ^ (codes[start + 2] as number), FNV_PRIME);
    if (at >= CAPACITY) return at;
    hashes[at] = h;
    values[at] = 1;
    at++;
    if (start + MAX_GRAM <= length) {
      h = Math.imul(h ^ (codes[start + 3] as number), FNV_PRIME);
      if (at >= CAPACITY) return at;
      hashes[at] = h;
      values[at] = 1;
      at++;
    }
  }
  return at;
}

/**
 * Fills `features` (reused between calls to spare allocations) from a tokenised text: lexicon
 * categories, words, word pairs within a sentence, character grams; at most CAPACITY features.
 */
export function extractFeatures(
  text: string,
  tokens: Tokens,
  lexicon: LexiconResult,
  features: Features,
): Features {
  let total = pushLexicon(features, 0, interestFeatures, lexicon.interests);
  total = pushLexicon(features, total, redFlagFeatures, lexicon.redflags);
  total = pushLexicon(features, total, negatedFeatures, lexicon.negated);
  own(features, 0, total, -1);
  const { words, part, sentence, hashes: wordHashes } = tokens;
  const { hashes, values } = features;
  const count = Math.min(words.length, CAPACITY);
  for (let i = 0; i < count && total < CAPACITY; i++) {
    hashes[total] = wordHashes[i] as number;
    values[total] = 1;
    own(features, total, total + 1, i);
    total++;
  }
  features.wordCount = total;
  let previous = -1;
  for (let i = 0; i < count && total < CAPACITY; i++) {
    if (part[i]) continue;
    if (previous >= 0 && sentence[previous] === sentence[i]) {
      hashes[total] = mixHashes(wordHashes[previous] as number, wordHashes[i] as number);
      values[total] = 1;
      own(features, total, total + 1, i, previous);
      total++;
    }
    previous = i;
  }
  for (let i = 0; i < count && total < CAPACITY; i++) {
    const word = words[i] as string;
    if (!part[i] && hasCharGrams(word)) {
      const from = total;
      total = pushCharGrams(features, total, word);
      own(features, from, total, i);
    }
  }
  features.total = appendSignals(text, tokens, lexicon, features, total);
  return features;
}

/** Appends the structural features after `total`; returns the new total. */
function appendSignals(
  text: string,
  tokens: Tokens,
  lexicon: LexiconResult,
  features: Features,
  total: number,
) {
  const { hashes, values } = features;
  sentenceSignals(tokens, text, masks);
  let at = signalFeatures(masks, hashes, total, CAPACITY);
  let any = 0;
  for (const mask of masks) any |= mask;
  for (let flag = 0; flag < RED_FLAG_IDS.length; flag++) {
    if ((lexicon.redflags[flag] ?? 0) <= 0) continue;
    const row = flagSignalFeatures[flag] as number[];
    for (let s = 0; s < SIGNALS.length && at < CAPACITY; s++)
      if ((any & (1 << s)) !== 0) hashes[at++] = row[s] as number;
  }
  values.fill(SIGNAL_VALUE, total, at);
  own(features, total, at, -1);
  return at;
}
