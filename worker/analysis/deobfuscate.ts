/**
 * Reads disguised words as the words they hide, before the classifier sees a text: masks
 * ("f*g", "sh!t", "b@stard", "$hit"), leetspeak ("k1ll", "h8"), elongation ("kiiiill"), letters
 * spelled out ("k i l l", "k.i.l.l") and Cyrillic or Greek lookalikes ("kіll").
 *
 * A disguised token is only ever replaced by a word of the vocabulary, so "9mm", "2nd", "$TSLA"
 * or an email come out as `tokenize` reads them. Offsets keep pointing at the disguised text.
 * Most texts disguise nothing and cost one cheap scan of their tokens beyond `tokenize`.
 */
import { hashString, WORD_SEED } from "./hash";
import { isWordCode, type Tokens, tokenize } from "./tokenize";

/** The words a disguised token may be read as. */
export interface Vocabulary {
  readonly words: ReadonlySet<string>;
  /** Words of letters a–z by `startKey(length, first letter)`, in the order given: a mask's candidates. */
  readonly byStart: ReadonlyMap<number, readonly string[]>;
  /** Words of letters a–z by length, in the order given: the candidates of a mask that starts masked. */
  readonly byLength: readonly (readonly string[] | undefined)[];
  readonly maxLength: number;
}

export function createVocabulary(words: Iterable<string>): Vocabulary {
  const set = new Set<string>();
  const byStart = new Map<number, string[]>();
  const byLength: string[][] = [];
  let maxLength = 0;
  for (const word of words) {
    if (word === "" || set.has(word)) continue;
    set.add(word);
    maxLength = Math.max(maxLength, word.length);
    // A mask stands for letters only: "don*t" is not "don't".
    if (!isLetters(word)) continue;
    const sameLength = byLength[word.length];
    if (sameLength === undefined) byLength[word.length] = [word];
    else sameLength.push(word);
    const key = startKey(word.length, word.charCodeAt(0));
    const list = byStart.get(key);
    if (list === undefined) byStart.set(key, [word]);
    else list.push(word);
  }
  return { words: set, byStart, byLength, maxLength };
}

/** `tokenize(text)` with disguised words replaced by the vocabulary words they hide. */
export function tokenizeClean(text: string, vocabulary: Vocabulary): Tokens {
  const tokens = tokenize(text);
  const needs = survey(tokens, text);
  if (needs === 0) return tokens;
  if (needs === UNMASK) {
    // Same length, so the offsets of the tokens read again still point into `text`.
    const unmasked = unmask(text, vocabulary);
    if (unmasked !== text) return resolveTokens(tokenize(unmasked), text, vocabulary);
  }
  return resolveTokens(tokens, text, vocabulary);
}

function startKey(length: number, first: number): number {
  return length * 128 + first;
}

function isLower(c: number): boolean {
  return c >= 97 && c <= 122;
}

function isDigit(c: number): boolean {
  return c >= 48 && c <= 57;
}

function isLetters(word: string): boolean {
  for (let k = 0; k < word.length; k++) if (!isLower(word.charCodeAt(k))) return false;
  return true;
}

// ---- Survey: the only pass most texts go through ----

/** What `survey` finds a text needs: its tokens resolved, or first its text unmasked. */
const RESOLVE = 1;
const UNMASK = 2;

/** Flags of the characters of a token. */
const LETTER = 1;
const DIGIT = 2;
const MASK = 4;
const JOINER = 8;
const REPEAT = 16;
const LOOKALIKE = 32;
const ASCII_FLAGS = new Uint8Array(0x80);
for (let c = 97; c <= 122; c++) ASCII_FLAGS[c] = LETTER;
for (let c = 48; c <= 57; c++) ASCII_FLAGS[c] = DIGIT;
ASCII_FLAGS[0x2a] = MASK;
ASCII_FLAGS[0x2e] = JOINER;
ASCII_FLAGS[0x2d] = JOINER;

/**
 * Digits, masks and Greek or Cyrillic letters. A text without them (most texts) is surveyed
 * without a look at the characters of its tokens or around them.
 */
const SUSPECT_CHARS = /[0-9*!@$|+\u0370-\u052f]/;

/**
 * Reads the signs of a disguise off the tokens, with cheap checks and no allocation: UNMASK
 * for a mask that split a word or a lookalike letter, RESOLVE for a token that may be disguised
 * or three letters in a row, else 0.
 */
function survey(tokens: Tokens, text: string): number {
  const { words, part, sentence, starts, ends } = tokens;
  const suspect = SUSPECT_CHARS.test(text);
  let needs = 0;
  let squeezed = false;
  let letters = 0;
  for (let i = 0; i < words.length; i++) {
    const word = words[i] as string;
    if (part[i]) letters = 0;
    else {
      const start = starts[i] as number;
      if (suspect && splitsMask(text, start)) return UNMASK;
      squeezed = (ends[i] as number) - start > word.length;
      letters = !isLetterToken(word) ? 0 : letters > 0 && sentence[i] === sentence[i - 1] ? letters + 1 : 1;
      if (letters >= 3) needs = RESOLVE;
    }
    if (suspect || squeezed) {
      const flags = charFlags(word);
      // Lookalikes count only inside a Latin word: a Russian or Greek text is left as it is.
      if ((flags & (LOOKALIKE | LETTER)) === (LOOKALIKE | LETTER)) return UNMASK;
      if (mayBeDisguised(word, flags, squeezed)) needs = RESOLVE;
    } else if (isSpelledOut(word)) needs = RESOLVE;
  }
  return needs;
}

/**
 * Whether a mask that stands for letters sits just before the token at `start` ("sh!t" read as
 * "sh", "t"; "$hit") or starts it ("b@stard" read as "b" and a mention).
 */
function splitsMask(text: string, start: number): boolean {
  if (text.charCodeAt(start) === 0x40) return start > 0 && isCore(text.charCodeAt(start - 1));
  if (start === 0 || !isMaskChar(text.charCodeAt(start - 1))) return false;
  let before = start - 1;
  while (before > 0 && isMaskChar(text.charCodeAt(before - 1))) before--;
  return (before > 0 && isCore(text.charCodeAt(before - 1))) || isDollarMask(text, start - 1);
}

function charFlags(word: string): number {
  let flags = 0;
  let previous = 0;
  for (let k = 0; k < word.length; k++) {
    const c = word.charCodeAt(k);
    if (c < 0x80) flags |= ASCII_FLAGS[c] as number;
    else if (lookalike(c) !== 0) flags |= LOOKALIKE;
    if (c === previous) flags |= REPEAT;
    previous = c;
  }
  return flags;
}

/**
 * Whether a token may be a disguised word: it has a mask, letters with digits, a double letter
 * left by squeezing, or letters spelled out with joiners.
 */
function mayBeDisguised(word: string, flags: number, squeezed: boolean): boolean {
  return (
    (flags & MASK) !== 0 ||
    (flags & (LETTER | DIGIT)) === (LETTER | DIGIT) ||
    ((flags & REPEAT) !== 0 && squeezed) ||
    ((flags & JOINER) !== 0 && isSpelledOut(word))
  );
}

/** A token of one letter or digit, that may be one of a word's letters spelled out ("k i l l"). */
function isLetterToken(word: string): boolean {
  if (word.length !== 1) return false;
  const c = word.charCodeAt(0);
  return isLower(c) || isDigit(c);
}

/** Single characters joined by `.`, `-` or `*`: "k.i.l.l", "f-u-c-k", "k*i*l*l". */
function isSpelledOut(word: string): boolean {
  if (word.length < 5 || word.length % 2 === 0) return false;
  for (let k = 0; k < word.length; k++) {
    const c = word.charCodeAt(k);
    if (k % 2 === 0 ? !isLower(c) && !isDigit(c) : c !== 0x2e && c !== 0x2d && c !== 0x2a) return false;
  }
  return true;
}

// ---- Pre-pass over the text: lookalikes and masks the tokeniser would split a word at ----

/**
 * Where a word may be disguised with characters the tokeniser would split it at: masks between
 * word characters ("sh!t", "a$$hole"), a `$` before lower-case letters ("$hit", not "$TSLA"), a
 * Greek or Cyrillic letter. A leading `@` is a mention and matches nothing.
 */
const MAY_UNMASK = /[A-Za-z0-9_][!@$|+]+[A-Za-z0-9_]|\$[a-z]{2}|[\u0370-\u052f]/g;

/** Latin letters and the Greek and Cyrillic letters that look like them. */
const LOOKALIKE_LETTERS: Record<string, string> = {
  a: "\u0430\u0410\u03b1\u0391",
  b: "\u0412\u0392",
  c: "\u0441\u0421",
  d: "\u0501",
  e: "\u0435\u0415\u0451\u03b5\u0395",
  h: "\u04bb\u041d\u0397",
  i: "\u0456\u0406\u0457\u03b9\u0399",
  j: "\u0458\u0408",
  k: "\u043a\u041a\u03ba\u039a",
  l: "\u04cf\u04c0",
  m: "\u041c\u039c",
  n: "\u039d",
  o: "\u043e\u041e\u03bf\u039f",
  p: "\u0440\u0420\u03c1\u03a1",
  q: "\u051b",
  s: "\u0455\u0405",
  t: "\u0422\u03c4\u03a4",
  u: "\u03c5",
  v: "\u03bd",
  w: "\u051d",
  x: "\u0445\u0425\u03c7\u03a7",
  y: "\u0443\u0423\u04ae\u03a5",
  z: "\u0396",
};
const LOOKALIKE_FIRST = 0x370;
/** The lower-case Latin letter of each code from U+0370 to U+052F, or 0. */
const LOOKALIKES = new Uint8Array(0x530 - LOOKALIKE_FIRST);
for (const [latin, lookalikes] of Object.entries(LOOKALIKE_LETTERS)) {
  for (const char of lookalikes) LOOKALIKES[char.charCodeAt(0) - LOOKALIKE_FIRST] = latin.charCodeAt(0);
}

function lookalike(c: number): number {
  return c >= LOOKALIKE_FIRST && c < 0x530 ? (LOOKALIKES[c - LOOKALIKE_FIRST] as number) : 0;
}

function isMaskChar(c: number): boolean {
  return c === 0x21 || c === 0x40 || c === 0x24 || c === 0x7c || c === 0x2b;
}

/** A letter, digit or underscore: what a word is made of. */
function isCore(c: number): boolean {
  if (c < 0x80) return isLower(c | 0x20) || isDigit(c) || c === 0x5f;
  return isWordCode(c);
}

/** What may belong to a disguised word: also masks and the tokeniser's `*` and `'`. */
function isSpanChar(c: number): boolean {
  return isCore(c) || isMaskChar(c) || c === 0x2a || c === 0x27;
}

/** A `$` for an "s" before lower-case letters ("$hit"), unlike a cashtag ("$TSLA"). */
function isDollarMask(text: string, i: number): boolean {
  return text.charCodeAt(i) === 0x24 && isLower(text.charCodeAt(i + 1)) && isLower(text.charCodeAt(i + 2));
}

/** Single characters written over a text, in increasing order of position. */
class Overwrites {
  private readonly pieces: string[] = [];
  private done = 0;

  constructor(private readonly text: string) {}

  set(at: number, char: string) {
    this.pieces.push(this.text.slice(this.done, at), char);
    this.done = at + 1;
  }

  result(): string {
    return this.pieces.join("") + this.text.slice(this.done);
  }
}

/**
 * A same-length rewrite of the text, so offsets stay valid: lookalikes in Latin words become
 * Latin letters, and a word masked with characters that would split it (`!@$|+`) gets the
 * letters of the vocabulary word it resolves to. Anything else stays, for `tokenize` to read
 * as it always does ("wow!nice" is two sentences, "bob@mail.com" a name and a mention).
 */
function unmask(text: string, vocabulary: Vocabulary): string {
  let overwrites: Overwrites | null = null;
  MAY_UNMASK.lastIndex = 0;
  for (let match = MAY_UNMASK.exec(text); match !== null; match = MAY_UNMASK.exec(text)) {
    const at = match.index;
    const c = text.charCodeAt(at);
    // Greek or Cyrillic text is left alone, but for its lookalikes.
    if (c >= 0x80 && lookalike(c) === 0) continue;
    let start = at;
    while (start > 0 && isSpanChar(text.charCodeAt(start - 1))) start--;
    let end = at + 1;
    while (end < text.length && isSpanChar(text.charCodeAt(end))) end++;
    overwrites = unmaskWord(text, start, end, vocabulary, overwrites);
    MAY_UNMASK.lastIndex = end;
  }
  return overwrites === null ? text : overwrites.result();
}

/** Rewrites the disguised word within `[start, end)`, trimmed to where the tokeniser's word would be. */
function unmaskWord(
  text: string,
  start: number,
  end: number,
  vocabulary: Vocabulary,
  overwrites: Overwrites | null,
): Overwrites | null {
  while (start < end && !isCore(text.charCodeAt(start)) && !isDollarMask(text, start)) start++;
  while (end > start && !isCore(text.charCodeAt(end - 1))) end--;
  // "f@g.com" is an address, not a disguise: an "@" followed by a domain stays a mention.
  if (
    text.charCodeAt(end) === 0x2e &&
    isCore(text.charCodeAt(end + 1)) &&
    text.slice(start, end).includes("@")
  )
    return overwrites;
  // The word as the tokeniser would read it with masks kept: lower-cased, lookalikes in Latin.
  let word = "";
  let latin = false;
  let foreign = false;
  for (let k = start; k < end; k++) {
    const c = text.charCodeAt(k);
    const letter = c < 0x80 ? 0 : lookalike(c);
    if (c < 0x80) {
      latin ||= isLower(c | 0x20);
      word += isMaskChar(c) ? "*" : String.fromCharCode(c >= 65 && c <= 90 ? c + 32 : c);
    } else if (letter !== 0) word += String.fromCharCode(letter);
    else {
      foreign = true;
      word += text[k];
    }
  }
  const resolved = resolveWord(word, false, vocabulary);
  // Letters written one for one; lookalikes alone change only within a Latin word ("kіll", not Russian).
  const target =
    resolved !== null && resolved.length === word.length && latin
      ? resolved
      : latin && !foreign
        ? word
        : null;
  if (target === null) return overwrites;
  for (let k = start; k < end; k++) {
    const char = target[k - start] as string;
    if (char === "*" || char === text[k]?.toLowerCase()) continue;
    overwrites ??= new Overwrites(text);
    overwrites.set(k, char);
  }
  return overwrites;
}

// ---- Post-pass over the tokens ----

/** The tokens with some replaced: built only from the first replacement on. */
class Rewriter {
  private readonly out: Tokens = {
    words: [],
    sentence: [],
    quoted: [],
    part: [],
    hashes: [],
    starts: [],
    ends: [],
  };
  /** Source tokens before this one are in `out` or replaced. */
  private copied = 0;

  constructor(private readonly source: Tokens) {}

  /** Replaces source tokens `[from, to)` by one token `word` spanning `[start, end)`. */
  replace(from: number, to: number, word: string, start: number, end: number) {
    this.copyUntil(from);
    const { source, out } = this;
    out.words.push(word);
    out.sentence.push(source.sentence[from] as number);
    out.quoted.push(source.quoted[from] as boolean);
    out.part.push(source.part[from] as boolean);
    out.hashes.push(hashString(word, WORD_SEED));
    out.starts.push(start);
    out.ends.push(end);
    this.copied = to;
  }

  result(): Tokens {
    this.copyUntil(this.source.words.length);
    return this.out;
  }

  private copyUntil(index: number) {
    const { source, out } = this;
    for (let i = this.copied; i < index; i++) {
      out.words.push(source.words[i] as string);
      out.sentence.push(source.sentence[i] as number);
      out.quoted.push(source.quoted[i] as boolean);
      out.part.push(source.part[i] as boolean);
      out.hashes.push(source.hashes[i] as number);
      out.starts.push(source.starts[i] as number);
      out.ends.push(source.ends[i] as number);
    }
    this.copied = index;
  }
}

function resolveTokens(tokens: Tokens, text: string, vocabulary: Vocabulary): Tokens {
  const { words, part, starts, ends } = tokens;
  let rewriter: Rewriter | null = null;
  // Whether the current whole word lost letters to squeezing ("kiiiill" → "kiill"); its parts share its span.
  let squeezed = false;
  for (let i = 0; i < words.length; ) {
    const word = words[i] as string;
    if (!part[i]) {
      if (isLetterToken(word)) {
        const end = letterRunEnd(tokens, text, i);
        if (end - i >= 3) rewriter = joinLetters(tokens, i, end, vocabulary, rewriter);
        i = end;
        continue;
      }
      squeezed = (ends[i] as number) - (starts[i] as number) > word.length;
    }
    // A part ("good" of "sooo-good") was squeezed only if its letters are not in the text as read.
    const partSqueezed =
      squeezed &&
      (!part[i] ||
        !text
          .slice(starts[i] as number, ends[i] as number)
          .toLowerCase()
          .includes(word));
    if (!mayBeDisguised(word, charFlags(word), partSqueezed) || vocabulary.words.has(word)) {
      i++;
      continue;
    }
    const resolved = resolveWord(word, partSqueezed, vocabulary);
    const spelled =
      resolved === null && isSpelledOut(word) ? resolveWord(evenChars(word), false, vocabulary) : null;
    // A word spelled out with joiners ("k.i.l.l") replaces its parts too.
    let end = i + 1;
    if (spelled !== null) while (end < words.length && part[end]) end++;
    const found = resolved ?? spelled;
    if (found !== null) {
      rewriter ??= new Rewriter(tokens);
      rewriter.replace(i, end, found, starts[i] as number, ends[i] as number);
    }
    i = end;
  }
  return rewriter === null ? tokens : rewriter.result();
}

function evenChars(word: string): string {
  let out = "";
  for (let k = 0; k < word.length; k += 2) out += word[k];
  return out;
}

/** End of the run of letter tokens from `from`: whole words in one sentence, apart by spaces only. */
function letterRunEnd(tokens: Tokens, text: string, from: number): number {
  const { words, part, sentence, starts, ends } = tokens;
  let end = from + 1;
  while (
    end < words.length &&
    !part[end] &&
    sentence[end] === sentence[from] &&
    isLetterToken(words[end] as string) &&
    isSpaces(text, ends[end - 1] as number, starts[end] as number)
  )
    end++;
  return end;
}

function isSpaces(text: string, from: number, to: number): boolean {
  for (let k = from; k < to; k++) {
    const c = text.charCodeAt(k);
    if (c !== 0x20 && c !== 0x09) return false;
  }
  return true;
}

/**
 * Joins letter tokens `[from, to)` into vocabulary words, the longest first from each position
 * ("n i g g e r s" → "nigger", "s"); letters that start no word stay as they are.
 */
function joinLetters(
  tokens: Tokens,
  from: number,
  to: number,
  vocabulary: Vocabulary,
  rewriter: Rewriter | null,
): Rewriter | null {
  const { words, starts, ends } = tokens;
  for (let at = from; at + 3 <= to; ) {
    const letters = words.slice(at, Math.min(to, at + Math.max(vocabulary.maxLength, 3))).join("");
    let length = letters.length;
    let found = resolveWord(letters, false, vocabulary);
    while (found === null && length > 3) {
      length--;
      found = resolveWord(letters.slice(0, length), false, vocabulary);
    }
    if (found === null) {
      at++;
      continue;
    }
    rewriter ??= new Rewriter(tokens);
    rewriter.replace(at, at + length, found, starts[at] as number, ends[at + length - 1] as number);
    at += length;
  }
  return rewriter;
}

// ---- Resolving one disguised word ----

/**
 * The vocabulary word that `word` (lower-case, `*` for masked letters) disguises, or null:
 * leet digits read as letters, masks filled in, and when `squeezed` double letters made single.
 */
function resolveWord(word: string, squeezed: boolean, vocabulary: Vocabulary): string | null {
  if (!hasDigit(word)) return lookupDisguised(word, squeezed, vocabulary);
  const letters = readLeet(word, "i");
  if (letters === null) return null;
  // "1" is more often an "i" ("k1ll") than an "l" ("ki11").
  const found = lookupDisguised(letters, squeezed, vocabulary);
  if (found !== null || !word.includes("1")) return found;
  return lookupDisguised(readLeet(word, "l") as string, squeezed, vocabulary);
}

function lookupDisguised(word: string, squeezed: boolean, vocabulary: Vocabulary): string | null {
  return lookup(word, vocabulary) ?? (squeezed ? unsqueeze(word, vocabulary) : null);
}

function lookup(word: string, vocabulary: Vocabulary): string | null {
  if (vocabulary.words.has(word)) return word;
  return word.includes("*") ? matchMask(word, vocabulary) : null;
}

function hasDigit(word: string): boolean {
  for (let k = 0; k < word.length; k++) if (isDigit(word.charCodeAt(k))) return true;
  return false;
}

const LEET: Record<string, string> = { "0": "o", "3": "e", "4": "a", "5": "s", "7": "t", "9": "g" };

/**
 * `word` with leet digits read as letters ("h8ers" → "haters"), or null when it has no letters
 * or a digit that stands for none ("2nd").
 */
function readLeet(word: string, one: string): string | null {
  let out = "";
  let letters = false;
  for (let k = 0; k < word.length; k++) {
    const char = word[k] as string;
    if (char === "1") out += one;
    else if (char === "8") out += word[k + 1] === "e" ? "at" : "ate";
    else if (isDigit(char.charCodeAt(0))) {
      const letter = LEET[char];
      if (letter === undefined) return null;
      out += letter;
    } else {
      letters ||= isLower(char.charCodeAt(0));
      out += char;
    }
  }
  return letters ? out : null;
}

/**
 * The first vocabulary word of the pattern's length with its letters at every unmasked
 * position. A pattern needs letters enough to pick a word: "f***" could be anything.
 */
function matchMask(pattern: string, vocabulary: Vocabulary): string | null {
  let letters = 0;
  for (let k = 0; k < pattern.length; k++) {
    const c = pattern.charCodeAt(k);
    if (isLower(c)) letters++;
    else if (c !== 0x2a) return null;
  }
  if (letters < 2 || letters * 2 < pattern.length) return null;
  const first = pattern.charCodeAt(0);
  const candidates =
    first === 0x2a
      ? vocabulary.byLength[pattern.length]
      : vocabulary.byStart.get(startKey(pattern.length, first));
  for (const candidate of candidates ?? []) if (fitsMask(pattern, candidate)) return candidate;
  return null;
}

function fitsMask(pattern: string, word: string): boolean {
  for (let k = 0; k < pattern.length; k++) {
    const c = pattern.charCodeAt(k);
    if (c !== 0x2a && c !== word.charCodeAt(k)) return false;
  }
  return true;
}

/** Squeezing leaves at most this many double letters to undo, in up to 2^n - 1 ways. */
const MAX_DOUBLES = 5;

/**
 * A vocabulary word that `word` becomes with some of its double letters made single
 * ("kiill" → "kill", not "kil"): the fewest first, since squeezing kept two of each run.
 */
function unsqueeze(word: string, vocabulary: Vocabulary): string | null {
  const doubles: number[] = [];
  for (let k = 1; k < word.length; k++) {
    const c = word.charCodeAt(k);
    if (isLower(c) && c === word.charCodeAt(k - 1) && doubles.at(-1) !== k - 1) doubles.push(k);
  }
  if (doubles.length === 0 || doubles.length > MAX_DOUBLES) return null;
  const combinations = 1 << doubles.length;
  for (let count = 1; count <= doubles.length; count++) {
    for (let chosen = 1; chosen < combinations; chosen++) {
      if (bitCount(chosen) !== count) continue;
      const found = lookup(withoutChars(word, doubles, chosen), vocabulary);
      if (found !== null) return found;
    }
  }
  return null;
}

function bitCount(bits: number): number {
  let count = 0;
  for (let rest = bits; rest !== 0; rest &= rest - 1) count++;
  return count;
}

/** `word` without the characters at `positions[b]` for each bit b set in `chosen`. */
function withoutChars(word: string, positions: readonly number[], chosen: number): string {
  let out = "";
  let from = 0;
  for (let b = 0; b < positions.length; b++) {
    if ((chosen & (1 << b)) === 0) continue;
    const at = positions[b] as number;
    out += word.slice(from, at);
    from = at + 1;
  }
  return out + word.slice(from);
}
