import { INTEREST_IDS, RED_FLAG_IDS } from "../domain/taxonomy";
import {
  BENIGN_PHRASES,
  CONTEXTS,
  type ContextName,
  LEXICON,
  type LexiconCategory,
  type LexiconGroup,
  NEGATION_BREAKERS,
  NEGATORS,
  POST_NEGATORS,
  SECOND_PERSON,
  THREAT_SELF_OBJECTS,
  THREAT_TARGETS,
} from "./lexicons";
import { type Tokens, tokenize } from "./tokenize";
import { lookup, type WordTable, wordTable } from "./word-table";

/** A lexicon term as the model file stores extra ones: `[term, category, weight]`. */
export type LexiconTerm = readonly [string, LexiconCategory, number];

interface Hit {
  category: LexiconCategory;
  weight: number;
  /** Context words that, near the term, make it innocent. */
  unless: PhraseIndex | undefined;
  /** Context words that must sit near the term for it to count (an endorsement of a group). */
  near: PhraseIndex | undefined;
  /** A verb whose object decides: aimed at someone it is a threat, at "me" or "it" hyperbole. */
  aimed: boolean;
  /** Every match adds (offensive, hate); otherwise a repeated term counts once. */
  stacks: boolean;
  /** Index in INTEREST_IDS, or -1. */
  interest: number;
  /** Index in RED_FLAG_IDS, or -1. */
  flag: number;
  negatable: boolean;
}

interface Phrase {
  words: string[];
  hits: Hit[];
}

/** Phrases by first word, longest first, so the longest reading of a span wins. */
type PhraseIndex = Map<string, Phrase[]>;

/** What the matcher needs to know about one word, found with a single lookup per token. */
interface WordEntry {
  red: Phrase[] | undefined;
  interests: Phrase[] | undefined;
  /** NEGATOR, POST_NEGATOR, BREAKER, SECOND_PERSON_WORD, GENDERED_WORD bits. */
  flags: number;
}

export interface CompiledLexicon {
  /** Every word that starts a red or interest phrase or belongs to a word list, with its phrases and flags. */
  words: WordTable<WordEntry>;
}

export interface LexiconResult {
  /** Rule scores in [0, 1], indexed like RED_FLAG_IDS. */
  redflags: Float64Array;
  /** Weighted term counts per interest, indexed like INTEREST_IDS (model features). */
  interests: Float64Array;
  /** Red-flag categories seen only negated, indexed like RED_FLAG_IDS (model features). */
  negated: Uint8Array;
  /** The text names a group (women, immigrants...) or uses a slur or gendered insult. */
  targetsGroup: boolean;
  /**
   * When an array is given, the token ranges behind each red-flag rule score are added to it
   * (the classifier's `explain`); left undefined on the hot path.
   */
  matches?: LexiconMatch[];
}

/** Tokens `[start, end)` whose lexicon match raised red flag `flag` (an index in RED_FLAG_IDS) by `weight`. */
export interface LexiconMatch {
  flag: number;
  start: number;
  end: number;
  weight: number;
}

/** Categories where "not", "never"... clear a term; profanity and slurs stay what they are. */
const NEGATABLE = new Set<LexiconCategory>([
  ...RED_FLAG_IDS.filter((flag) => flag !== "offensive" && flag !== "hate"),
  "group",
  "dehumanize",
]);
const NEGATION_WINDOW = 3;
/** A group word and a degrading word this close, in one sentence, read as an attack on the group. */
const GROUP_ATTACK_WINDOW = 5;
const GROUP_ATTACK_WEIGHT = 0.75;
const QUOTED_FACTOR = 0.5;
/** Insults aimed at women as women: HatEval and the taxonomy count these attacks as hate. */
const GENDERED = new Set([
  "bitch",
  "bitches",
  "whore",
  "whores",
  "slut",
  "sluts",
  "hoe",
  "hoes",
  "cunt",
  "skank",
  "thot",
]);
const TARGETED_FACTOR = 1.25;
/**
 * Offensive and hate add up every match (their rule scores are features of the red-flag head).
 * For the other flags a term repeated ("sexy ... sexy", "🍷🍷🍷") counts once, at its strongest; distinct terms
 * still combine, as a term weighted about 0.35 is meant to need a second clue (taking only the
 * strongest term of each lexicon group lost 6 of 165 dev positives and spared no dev negative).
 */
const STACKING = new Set<LexiconCategory>(["offensive", "hate"]);
/** How many words either side of a term its context (`unless`, `near`) is looked for, in its sentence. */
const CONTEXT_WINDOW = 8;
/** How many words after a violent verb its object is looked for ("kill all of you" is a stretch). */
const OBJECT_WINDOW = 2;
const THREAT_WEIGHT = 0.85;
const MAX_TERM_WEIGHT = 0.95;

const redIndex = new Map<string, number>(RED_FLAG_IDS.map((id, i) => [id, i]));
const interestIndex = new Map<string, number>(INTEREST_IDS.map((id, i) => [id, i]));
const wordSet = (list: string) => new Set(list.split("|"));
const negators = wordSet(NEGATORS);
const postNegators = wordSet(POST_NEGATORS);
const breakers = wordSet(NEGATION_BREAKERS);
const secondPerson = wordSet(SECOND_PERSON);
const threatTargets = wordSet(THREAT_TARGETS);
const threatSelf = wordSet(THREAT_SELF_OBJECTS);
const NEGATOR = 1;
const POST_NEGATOR = 2;
const BREAKER = 4;
const SECOND_PERSON_WORD = 8;
const GENDERED_WORD = 16;
const THREAT_TARGET = 32;
const THREAT_SELF = 64;

/** A term's whole tokens: "#weedlife" and "ak-47" are one token each; their parts are not needed. */
function addPhrase(index: PhraseIndex, term: string, hit: Hit | null) {
  const tokens = tokenize(term);
  const words = tokens.words.filter((_, i) => !tokens.part[i]);
  const first = words[0];
  if (first === undefined) return;
  const list = index.get(first) ?? [];
  let phrase = list.find((p) => p.words.length === words.length && p.words.every((w, i) => w === words[i]));
  if (phrase === undefined) {
    phrase = { words, hits: [] };
    list.push(phrase);
    list.sort((a, b) => b.words.length - a.words.length);
    index.set(first, list);
  }
  if (hit !== null && !phrase.hits.some((h) => h.category === hit.category)) phrase.hits.push(hit);
}

function indexTerms(terms: string, hit: Hit | null, index: PhraseIndex = new Map()): PhraseIndex {
  for (const term of terms.split("|")) addPhrase(index, term, hit);
  return index;
}

/**
 * Whether the matcher reads a term as it is written. Terms are matched on their tokens, so one
 * the tokeniser reads differently silently matches something else (".45" matched every "45",
 * and letters repeated three times are squeezed to two: "kkk" matched "kk"). Spaces separate
 * tokens, and emoji variation selectors are dropped on purpose.
 */
export function readsAsWritten(term: string): boolean {
  const tokens = tokenize(term);
  const read = tokens.words.filter((_, i) => !tokens.part[i]).join("");
  return read === term.toLowerCase().replace(/\s|\uFE0F/g, "");
}

/**
 * The one-word terms of every red-flag, group and degrading lexicon (hand-written first, then
 * `extra`): the words a disguised token ("k1ll", "f*g", "n i g g e r") may be read as.
 */
export function lexiconWords(extra: readonly LexiconTerm[]): string[] {
  const words = new Set<string>();
  const addTerms = (terms: string) => {
    for (const term of terms.split("|")) if (/^[a-z']+$/.test(term)) words.add(term);
  };
  for (const group of LEXICON) if (!interestIndex.has(group.category)) addTerms(group.terms);
  for (const [term, category] of extra) if (!interestIndex.has(category)) addTerms(term);
  return [...words];
}

/** Builds the matcher from the hand-written lexicons plus the model's extra terms (LDNOOBW). */
export function compileLexicon(extra: readonly LexiconTerm[]): CompiledLexicon {
  const contexts = new Map<ContextName, PhraseIndex>();
  for (const [name, terms] of Object.entries(CONTEXTS))
    contexts.set(name as ContextName, indexTerms(terms, null));
  const context = (name: ContextName | undefined) => (name === undefined ? undefined : contexts.get(name));
  const red: PhraseIndex = indexTerms(BENIGN_PHRASES, null);
  const interests: PhraseIndex = new Map();
  const add = (group: LexiconGroup) => {
    const hit: Hit = {
      category: group.category,
      weight: group.weight,
      unless: context(group.unless),
      near: context(group.near),
      aimed: group.aimed === true,
      stacks: STACKING.has(group.category),
      interest: interestIndex.get(group.category) ?? -1,
      flag: redIndex.get(group.category) ?? -1,
      negatable: NEGATABLE.has(group.category),
    };
    indexTerms(group.terms, hit, interestIndex.has(group.category) ? interests : red);
  };
  for (const group of LEXICON) add(group);
  for (const [term, category, weight] of extra) add({ category, weight, terms: term });
  const words = new Map<string, WordEntry>();
  const entry = (word: string) => {
    let found = words.get(word);
    if (found === undefined) {
      found = { red: undefined, interests: undefined, flags: 0 };
      words.set(word, found);
    }
    return found;
  };
  for (const [word, phrases] of red) entry(word).red = phrases;
  for (const [word, phrases] of interests) entry(word).interests = phrases;
  const flag = (set: ReadonlySet<string>, bit: number) => {
    for (const word of set) entry(word).flags |= bit;
  };
  flag(negators, NEGATOR);
  flag(postNegators, POST_NEGATOR);
  flag(breakers, BREAKER);
  flag(secondPerson, SECOND_PERSON_WORD);
  flag(GENDERED, GENDERED_WORD);
  flag(threatTargets, THREAT_TARGET);
  flag(threatSelf, THREAT_SELF);
  return { words: wordTable(words) };
}

function phraseAt(phrase: Phrase, words: readonly string[], i: number): boolean {
  for (let k = 1; k < phrase.words.length; k++) if (words[i + k] !== phrase.words[k]) return false;
  return true;
}

/** The first (longest) of a word's phrases that reads at `i`. */
function longestOf(candidates: readonly Phrase[], words: readonly string[], i: number): Phrase | undefined {
  for (let c = 0; c < candidates.length; c++) {
    const phrase = candidates[c] as Phrase;
    if (phrase.words.length === 1 || phraseAt(phrase, words, i)) return phrase;
  }
  return undefined;
}

/** End of the context phrase last found by `contextNear`. */
let contextEnd = 0;

/**
 * Where a phrase of `index` starts within CONTEXT_WINDOW words of the term `[start, end)`, in its
 * sentence, or -1: a context word far away ("class" three sentences on) says nothing of the term.
 */
function contextNear(index: PhraseIndex, tokens: Tokens, start: number, end: number): number {
  const { words, sentence: sentences } = tokens;
  const sentence = sentences[start];
  const to = Math.min(words.length, end + CONTEXT_WINDOW);
  for (let i = Math.max(0, start - CONTEXT_WINDOW); i < to; i++) {
    if (i === start) {
      i = end - 1;
      continue;
    }
    if (sentences[i] !== sentence) continue;
    const candidates = index.get(words[i] as string);
    const phrase = candidates === undefined ? undefined : longestOf(candidates, words, i);
    if (phrase !== undefined) {
      contextEnd = i + phrase.words.length;
      return i;
    }
  }
  return -1;
}

const NO_OBJECT = -1;
const SELF_OBJECT = -2;

/**
 * The object of a violent verb ending at `end`: the index of a target word ("you", "him",
 * a mention) within OBJECT_WINDOW words in the sentence, SELF_OBJECT for "me", "us", "it"
 * (hyperbole: "this heat will kill me"), or NO_OBJECT.
 */
function objectOf(tokens: Tokens, end: number): number {
  const { sentence: sentences, part } = tokens;
  const count = tokens.words.length;
  const sentence = sentences[end - 1];
  let seen = 0;
  for (let i = end; i < count && seen < OBJECT_WINDOW && sentences[i] === sentence; i++) {
    if (part[i]) continue;
    seen++;
    const flags = flagsAt(i, count);
    if ((flags & THREAT_TARGET) !== 0) return i;
    if ((flags & THREAT_SELF) !== 0) return SELF_OBJECT;
  }
  return NO_OBJECT;
}

/*
 * Scratch space for one call, reused so that a call allocates only its result: each token's
 * lexicon entry, and the red-flag matches (start, end, hits), found longest first, left to right.
 */
let entries: (WordEntry | undefined)[] = [];
let matchStart = new Int32Array(64);
let matchEnd = new Int32Array(64);
const matchHits: Hit[][] = [];
let groupMatches = new Int32Array(64);
let degradingMatches = new Int32Array(64);
/** The rule-only terms met in this call (their phrase's hits and the hit), at their strongest weight. */
const termPhrases: Hit[][] = [];
const termHits: Hit[] = [];
let termWeights = new Float64Array(64);

function flagsAt(i: number, count: number): number {
  return i < count ? ((entries[i] as WordEntry | undefined)?.flags ?? 0) : 0;
}

/** "I don't do drugs", "never gamble", "drug-free": a negator shortly before, or a post-negator right after. */
function isNegated(tokens: Tokens, start: number, end: number): boolean {
  const { sentence: sentences, part } = tokens;
  const count = tokens.words.length;
  const sentence = sentences[start];
  let seen = 0;
  for (let i = start - 1; i >= 0 && seen < NEGATION_WINDOW && sentences[i] === sentence; i--) {
    if (part[i]) continue;
    seen++;
    if ((flagsAt(i, count) & NEGATOR) !== 0 && (flagsAt(i + 1, count) & BREAKER) === 0) return true;
  }
  return sentences[end] === sentence && (flagsAt(end, count) & POST_NEGATOR) !== 0;
}

function addressesSomeone(tokens: Tokens, sentence: number | undefined): boolean {
  const count = tokens.words.length;
  for (let i = 0; i < count; i++) {
    if (tokens.sentence[i] === sentence && (flagsAt(i, count) & SECOND_PERSON_WORD) !== 0) return true;
  }
  return false;
}

function combine(scores: Float64Array, i: number, weight: number) {
  scores[i] = 1 - (1 - (scores[i] as number)) * (1 - weight);
}

function grow(array: Int32Array<ArrayBuffer>, size: number): Int32Array<ArrayBuffer> {
  if (size <= array.length) return array;
  const larger = new Int32Array(Math.max(size, array.length * 2));
  larger.set(array);
  return larger;
}

/**
 * Whether a benign idiom starts on the last word of the red phrase read at `start` and runs on:
 * the idiom wins ("i will kill it": "kill it" over the threat "i will kill"). One shared word
 * only, so that "deserve to die for..." stays a threat rather than "to die for".
 */
function benignOverlaps(words: readonly string[], start: number, length: number): boolean {
  if (length < 2) return false;
  const last = start + length - 1;
  const candidates = (entries[last] as WordEntry | undefined)?.red;
  if (candidates === undefined) return false;
  for (let c = 0; c < candidates.length; c++) {
    const phrase = candidates[c] as Phrase;
    if (phrase.words.length < 2) break;
    if (phrase.hits.length === 0 && phraseAt(phrase, words, last)) return true;
  }
  return false;
}

/**
 * Longest matches of the red or the interest phrases, left to right, into the match scratch space;
 * a matched hashtag or joined word takes its parts with it. Phrases without hits (benign idioms)
 * consume their words but are not kept.
 */
function findMatches(tokens: Tokens, red: boolean): number {
  const { words, part } = tokens;
  const count = words.length;
  let matches = 0;
  for (let i = 0; i < count; ) {
    const entry = entries[i] as WordEntry | undefined;
    const candidates = red ? entry?.red : entry?.interests;
    const phrase = candidates === undefined ? undefined : longestOf(candidates, words, i);
    if (phrase === undefined) {
      i++;
      continue;
    }
    let end = i + phrase.words.length;
    while (part[end] === true) end++;
    if (red && phrase.hits.length > 0 && benignOverlaps(words, i, phrase.words.length)) {
      i++;
      continue;
    }
    if (phrase.hits.length > 0) {
      matchStart = grow(matchStart, matches + 1);
      matchEnd = grow(matchEnd, matches + 1);
      matchStart[matches] = i;
      matchEnd[matches] = end;
      matchHits[matches] = phrase.hits;
      matches++;
    }
    i = end;
  }
  return matches;
}

export function emptyLexiconResult(): LexiconResult {
  return {
    redflags: new Float64Array(RED_FLAG_IDS.length),
    interests: new Float64Array(INTEREST_IDS.length),
    negated: new Uint8Array(RED_FLAG_IDS.length),
    targetsGroup: false,
  };
}

/**
 * Applies the lexicon rules to a tokenised text. `result`, when given, is cleared and filled
 * (the classifier reuses one, since a Float64Array costs more to allocate than to fill).
 */
export function matchLexicon(
  lexicon: CompiledLexicon,
  tokens: Tokens,
  result: LexiconResult = emptyLexiconResult(),
): LexiconResult {
  result.redflags.fill(0);
  result.interests.fill(0);
  result.negated.fill(0);
  result.targetsGroup = false;
  if (result.matches !== undefined) result.matches.length = 0;
  const { words } = tokens;
  const count = words.length;
  if (entries.length < count) entries = new Array(Math.max(count, entries.length * 2));
  const { hashes } = tokens;
  for (let i = 0; i < count; i++) entries[i] = lookup(lexicon.words, hashes[i] as number, words[i] as string);
  const interestMatches = findMatches(tokens, false);
  for (let m = 0; m < interestMatches; m++) {
    for (const hit of matchHits[m] as Hit[]) {
      if (hit.interest >= 0)
        result.interests[hit.interest] = (result.interests[hit.interest] as number) + hit.weight;
    }
  }
  const matches = findMatches(tokens, true);
  if (matches === 0) return result;
  let groups = 0;
  let degrading = 0;
  groupMatches = grow(groupMatches, matches);
  degradingMatches = grow(degradingMatches, matches);
  let terms = 0;
  if (termWeights.length < matches * RED_FLAG_IDS.length)
    termWeights = new Float64Array(Math.max(matches * RED_FLAG_IDS.length, termWeights.length * 2));
  for (let m = 0; m < matches; m++) {
    const start = matchStart[m] as number;
    const end = matchEnd[m] as number;
    const negated = isNegated(tokens, start, end);
    const factor = tokens.quoted[start] ? QUOTED_FACTOR : 1;
    for (const hit of matchHits[m] as Hit[]) {
      if (hit.unless !== undefined && contextNear(hit.unless, tokens, start, end) >= 0) continue;
      const cue = hit.near === undefined ? -1 : contextNear(hit.near, tokens, start, end);
      if (hit.near !== undefined && cue < 0) continue;
      const cueEnd = contextEnd;
      const flag = hit.flag;
      if (negated && hit.negatable) {
        if (flag >= 0) result.negated[flag] = 1;
      } else if (hit.category === "group") {
        groupMatches[groups++] = m;
        result.targetsGroup = true;
      } else if (hit.category === "dehumanize") degradingMatches[degrading++] = m;
      else if (flag >= 0) {
        let weight = hit.weight;
        let object = NO_OBJECT;
        if (hit.aimed) {
          object = objectOf(tokens, end);
          if (object === SELF_OBJECT) continue;
          if (object >= 0) weight = THREAT_WEIGHT;
        }
        if (weight <= 0) continue;
        if (hit.category === "hate" || (flagsAt(start, count) & GENDERED_WORD) !== 0)
          result.targetsGroup = true;
        const aimed = hit.category === "offensive" && addressesSomeone(tokens, tokens.sentence[start]);
        weight = Math.min(MAX_TERM_WEIGHT, weight * factor * (aimed ? TARGETED_FACTOR : 1));
        if (hit.stacks) combine(result.redflags, flag, weight);
        else {
          const phrase = matchHits[m] as Hit[];
          let t = 0;
          while (t < terms && (termPhrases[t] !== phrase || termHits[t] !== hit)) t++;
          if (t === terms) {
            termPhrases[terms] = phrase;
            termHits[terms++] = hit;
            termWeights[t] = weight;
          } else if (weight > (termWeights[t] as number)) termWeights[t] = weight;
        }
        result.matches?.push({ flag, start, end: object >= 0 ? object + 1 : end, weight });
        if (cue >= 0) result.matches?.push({ flag, start: cue, end: cueEnd, weight });
      }
    }
  }
  for (let t = 0; t < terms; t++)
    combine(result.redflags, (termHits[t] as Hit).flag, termWeights[t] as number);
  const hate = redIndex.get("hate");
  const attack = attacksGroup(tokens, groups, degrading);
  if (hate !== undefined && attack !== null) {
    combine(result.redflags, hate, GROUP_ATTACK_WEIGHT);
    for (const m of attack)
      result.matches?.push({
        flag: hate,
        start: matchStart[m] as number,
        end: matchEnd[m] as number,
        weight: GROUP_ATTACK_WEIGHT,
      });
  }
  return result;
}

/** A group word and a degrading word (of another match) close together in one sentence: their match numbers. */
function attacksGroup(tokens: Tokens, groups: number, degrading: number): [number, number] | null {
  for (let g = 0; g < groups; g++) {
    const group = groupMatches[g] as number;
    const groupStart = matchStart[group] as number;
    for (let d = 0; d < degrading; d++) {
      const other = degradingMatches[d] as number;
      const otherStart = matchStart[other] as number;
      if (
        other !== group &&
        tokens.sentence[groupStart] === tokens.sentence[otherStart] &&
        Math.abs(groupStart - otherStart) <= GROUP_ATTACK_WINDOW
      )
        return [group, other];
    }
  }
  return null;
}
