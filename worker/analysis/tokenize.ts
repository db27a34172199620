/**
 * Social-media tokeniser shared by the classifier, its lexicons and the training script, so
 * that a term is split the same way wherever it is read.
 *
 * Output: lower-cased words (apostrophes kept: "don't"), hashtags as `#tag` followed by their
 * camel-case parts (`#DrugFree` → `#drugfree`, `drug`, `free`), each emoji as its own token,
 * `_user_` for mentions and `_url_` for links. Each token carries its sentence number (negation
 * does not cross a sentence) and whether it sits inside double quotes (reported speech, titles).
 *
 * A hand-written scanner rather than one big regular expression: it is the classifier's hottest
 * loop, and this is about three times faster.
 */
import { hashString, WORD_SEED } from "./hash";

export interface Tokens {
  words: string[];
  sentence: number[];
  quoted: boolean[];
  /** True for the parts a hashtag or a joined word ("drug-free") was split into, after the whole. */
  part: boolean[];
  /** Each word's hash, `hashString(word, WORD_SEED)`: its feature, and its key in the lexicon. */
  hashes: number[];
  /**
   * Each word's `[start, end)` character offsets in the original text, for marking the words
   * that triggered a red flag; a hashtag's or joined word's parts share the whole's offsets.
   */
  starts: number[];
  ends: number[];
}

const ENTITY = /&(#\d+|#x[0-9a-f]+|amp|lt|gt|quot|apos);/gi;
const NAMED_ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'" };
const URL = /\bhttps?:\/\/\S+|\bwww\.\S+/gi;
const HASHTAG_PART = /[A-Z]{2,}(?![a-z])|[A-Z]?[a-z]+|\d+/g;
const ELONGATION = /(.)\1{2,}/g;
const JOINED = /[.&-]/;
const JOINED_SPLIT = /[.&-]+/;
const APOSTROPHE = /’/g;
const NON_ASCII_WORD = /[\p{L}\p{N}\p{M}]/u;
const PICTOGRAPH = /\p{Extended_Pictographic}/u;
const ZWJ = 0x200d;
const VARIATION_SELECTOR = 0xfe0f;

function decodeEntity(whole: string, body: string): string {
  const lower = body.toLowerCase();
  if (lower.startsWith("#x")) return safeCodePoint(Number.parseInt(lower.slice(2), 16), whole);
  if (lower.startsWith("#")) return safeCodePoint(Number.parseInt(lower.slice(1), 10), whole);
  return NAMED_ENTITIES[lower] ?? whole;
}

/** A text with some parts replaced, and where each of its characters came from in the original. */
interface Cleaned {
  text: string;
  /** `origin[i]` is the original offset of character i; one more entry for the end. */
  origin: number[] | null;
}

/**
 * Replaces every match of `pattern` (a global expression) and keeps the offset map: a
 * replacement's characters all map to the start of what they replace, its end to the end.
 */
function replaceTracked(
  input: Cleaned,
  pattern: RegExp,
  replace: (match: RegExpExecArray) => string,
): Cleaned {
  const from = input.origin ?? Array.from({ length: input.text.length + 1 }, (_, i) => i);
  let text = "";
  const origin: number[] = [];
  let last = 0;
  pattern.lastIndex = 0;
  for (let match = pattern.exec(input.text); match !== null; match = pattern.exec(input.text)) {
    text += input.text.slice(last, match.index);
    for (let i = last; i < match.index; i++) origin.push(from[i] as number);
    const replacement = replace(match);
    text += replacement;
    for (let i = 0; i < replacement.length; i++) origin.push(from[match.index] as number);
    last = match.index + match[0].length;
  }
  text += input.text.slice(last);
  for (let i = last; i <= input.text.length; i++) origin.push(from[i] as number);
  return { text, origin };
}

/** Entities decoded and links replaced by `_url_`: only texts that have them pay for the map. */
function clean(text: string): Cleaned {
  let cleaned: Cleaned = { text, origin: null };
  if (text.includes("&")) cleaned = replaceTracked(cleaned, ENTITY, (m) => decodeEntity(m[0], m[1] ?? ""));
  if (cleaned.text.includes("http") || cleaned.text.includes("www."))
    cleaned = replaceTracked(cleaned, URL, () => " _url_ ");
  return cleaned;
}

function safeCodePoint(code: number, fallback: string): string {
  return Number.isFinite(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : fallback;
}

/** Lower-cases and squeezes letters repeated three times or more ("sooooo" → "soo"). */
function normalizeWord(word: string): string {
  let lower = word.toLowerCase();
  if (lower.includes("’")) lower = lower.replace(APOSTROPHE, "'");
  return hasRun(lower) ? lower.replace(ELONGATION, "$1$1") : lower;
}

/** A cheap scan first: the squeezing regular expression is rarely needed. */
function hasRun(word: string): boolean {
  for (let i = 2; i < word.length; i++) {
    const c = word.charCodeAt(i);
    if (c === word.charCodeAt(i - 1) && c === word.charCodeAt(i - 2)) return true;
  }
  return false;
}

function isAsciiWordChar(c: number): boolean {
  return (c >= 97 && c <= 122) || (c >= 65 && c <= 90) || (c >= 48 && c <= 57) || c === 95;
}

/**
 * Character classes of UTF-16 code units, filled in as they are first met (the regular
 * expressions are slow per character): KNOWN, then WORD and PICTOGRAPHIC (for a code point
 * of the Basic Multilingual Plane that is not a word character).
 */
const KNOWN = 1;
const WORD = 2;
const PICTOGRAPHIC = 4;
const classes = new Uint8Array(0x10000);
for (let c = 0; c < 0x80; c++) classes[c] = KNOWN | (isAsciiWordChar(c) ? WORD : 0);

function classify(c: number): number {
  let known = classes[c] as number;
  if (known === 0) {
    const char = String.fromCharCode(c);
    const surrogate = c >= 0xd800 && c <= 0xdfff;
    const word = !surrogate && c !== 0x2019 && NON_ASCII_WORD.test(char);
    const pictograph = !surrogate && !word && PICTOGRAPH.test(char);
    known = KNOWN | (word ? WORD : 0) | (pictograph ? PICTOGRAPHIC : 0);
    classes[c] = known;
  }
  return known;
}

/** Whether a UTF-16 code unit is a word character (letter, digit, mark, underscore), cached per unit. */
export function isWordCode(c: number): boolean {
  return c < 0x80 ? ((classes[c] as number) & WORD) !== 0 : (classify(c) & WORD) !== 0;
}

/** Letters, digits and underscore start a word; surrogates (emoji) never do. */
function isWordChar(text: string, i: number): boolean {
  const c = text.charCodeAt(i);
  if (c < 0x80) return ((classes[c] as number) & WORD) !== 0;
  return (classify(c) & WORD) !== 0;
}

/** Whether the code point at `i` (not a word character) is a pictograph (an emoji). */
function isPictographAt(text: string, i: number): boolean {
  const c = text.charCodeAt(i);
  if (c < 0xd800 || c > 0xdfff) return (classify(c) & PICTOGRAPHIC) !== 0;
  return PICTOGRAPH.test(String.fromCodePoint(text.codePointAt(i) ?? 0));
}

/** Characters that may join a word's letters: don't, f*ck, ak-47, h&m, u.s. */
function isJoiner(c: number): boolean {
  return c === 0x27 || c === 0x2019 || c === 0x2a || c === 0x2e || c === 0x26 || c === 0x2d;
}

function isSentenceEnd(c: number): boolean {
  return c === 0x2e || c === 0x21 || c === 0x3f || c === 0x3b || c === 0x3a || c === 0x0a;
}

class TokenList implements Tokens {
  words: string[] = [];
  sentence: number[] = [];
  quoted: boolean[] = [];
  part: boolean[] = [];
  hashes: number[] = [];
  starts: number[] = [];
  ends: number[] = [];
  currentSentence = 0;
  inQuotes = false;
  /** Offsets of the word being pushed, in the cleaned text. */
  start = 0;
  end = 0;

  push(word: string, part: boolean) {
    this.words.push(word);
    this.sentence.push(this.currentSentence);
    this.quoted.push(this.inQuotes);
    this.part.push(part);
    this.hashes.push(hashString(word, WORD_SEED));
    this.starts.push(this.start);
    this.ends.push(this.end);
  }

  at(start: number, end: number): this {
    this.start = start;
    this.end = end;
    return this;
  }

  /** Keeps "9mm", "ak-47", "h&m" and "don't" whole; adds the words of "drug-free" after it. */
  pushWord(raw: string) {
    this.pushNormalized(normalizeWord(raw));
  }

  /**
   * `pushWord(text.slice(start, end))` for a word of ASCII characters, without the scans that
   * other words need: it is lower-cased and squeezed only when it has capitals or a run.
   */
  pushAsciiWord(text: string, start: number, end: number, upper: boolean, run: boolean, joined: boolean) {
    let word = text.slice(start, end);
    if (upper) word = word.toLowerCase();
    if (run) word = word.replace(ELONGATION, "$1$1");
    this.pushNormalized(word, joined);
  }

  pushNormalized(word: string, joined = JOINED.test(word)) {
    // "RT" marks a retweet in older data; it says nothing about the text and skews training.
    if (word === "rt") return;
    this.push(word === "url" ? "_url_" : word, false);
    if (joined) {
      for (const piece of word.split(JOINED_SPLIT))
        if (piece !== "" && piece !== word) this.push(piece, true);
    }
  }

  pushHashtag(raw: string) {
    this.push(normalizeWord(raw), false);
    for (const piece of raw.slice(1).match(HASHTAG_PART) ?? []) this.push(normalizeWord(piece), true);
  }
}

/** End of an emoji (one pictograph, with variation selectors and ZWJ-joined followers). */
function emojiEnd(text: string, start: number): number {
  let i = start + (text.charCodeAt(start) >= 0xd800 && text.charCodeAt(start) <= 0xdbff ? 2 : 1);
  while (i < text.length) {
    const c = text.charCodeAt(i);
    if (c === VARIATION_SELECTOR) i++;
    else if (c === ZWJ) {
      const next = text.codePointAt(i + 1) ?? 0;
      if (!PICTOGRAPH.test(String.fromCodePoint(next))) break;
      i += next > 0xffff ? 3 : 2;
    } else break;
  }
  return i;
}

export function tokenize(text: string): Tokens {
  const cleaned = clean(text);
  const out = new TokenList();
  scan(out, cleaned.text);
  const { origin } = cleaned;
  if (origin !== null) {
    out.starts = out.starts.map((at) => origin[at] as number);
    out.ends = out.ends.map((at) => origin[at] as number);
  }
  return {
    words: out.words,
    sentence: out.sentence,
    quoted: out.quoted,
    part: out.part,
    hashes: out.hashes,
    starts: out.starts,
    ends: out.ends,
  };
}

function scan(out: TokenList, clean: string) {
  const length = clean.length;
  for (let i = 0; i < length; ) {
    const c = clean.charCodeAt(i);
    if (c < 0x80 ? ((classes[c] as number) & WORD) !== 0 : (classify(c) & WORD) !== 0) {
      i = scanWord(out, clean, i);
    } else if (c === 0x40 && i + 1 < length && isAsciiWordChar(clean.charCodeAt(i + 1))) {
      // A mention, as if replaced by " _user_ ": "@" and its ASCII word characters.
      let end = i + 2;
      while (end < length && isAsciiWordChar(clean.charCodeAt(end))) end++;
      out.at(i, end).push("_user_", false);
      i = end;
    } else if (c === 0x23 && i + 1 < length && isWordChar(clean, i + 1)) {
      let end = i + 1;
      while (end < length && isWordChar(clean, end)) end++;
      out.at(i, end).pushHashtag(clean.slice(i, end));
      i = end;
    } else if (c === 0x22 || c === 0x201c || c === 0x201d) {
      out.inQuotes = c === 0x201c ? true : c === 0x201d ? false : !out.inQuotes;
      i++;
    } else if (isSentenceEnd(c)) {
      while (i < length && isSentenceEnd(clean.charCodeAt(i))) i++;
      out.currentSentence++;
      out.inQuotes = false;
    } else if (c >= 0x80 && isPictographAt(clean, i)) {
      const end = emojiEnd(clean, i);
      const emoji = clean.slice(i, end);
      out.at(i, end).push(emoji.includes("\uFE0F") ? emoji.replaceAll("\uFE0F", "") : emoji, false);
      i = end;
    } else {
      i++;
    }
  }
}

/**
 * Reads the word starting at `start` (word characters, joined by joiners, never ending on one) and returns its end. Words of ASCII
 * characters, nearly all of them, are checked for capitals and runs on the way.
 */
function scanWord(out: TokenList, text: string, start: number): number {
  const length = text.length;
  let end = start + 1;
  let ascii = true;
  let upper = false;
  let run = false;
  let joined = false;
  // Lower-cased codes of the last two characters, for runs ("sooo"); -1 before the word.
  let before = -1;
  let last = -1;
  for (let i = start; i < length; i++) {
    const c = text.charCodeAt(i);
    if (c < 0x80) {
      const known = classes[c] as number;
      if ((known & WORD) !== 0) end = i + 1;
      else if (!isJoiner(c)) break;
    } else {
      if ((classify(c) & WORD) !== 0) end = i + 1;
      else if (c !== 0x2019) break;
      ascii = false;
    }
    if (c === 0x2e || c === 0x26 || c === 0x2d) joined = true;
    const lower = c >= 65 && c <= 90 ? c + 32 : c;
    if (lower !== c) upper = true;
    if (lower === last && lower === before) run = true;
    before = last;
    last = lower;
  }
  // A non-ASCII character, run or joiner among the trailing joiners (not part of the word) only
  // costs the slower path.
  out.at(start, end);
  if (ascii) out.pushAsciiWord(text, start, end, upper, run, joined);
  else out.pushWord(text.slice(start, end));
  return end;
}
