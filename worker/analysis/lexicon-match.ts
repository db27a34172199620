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
} from "./lexicons";
import { INTEREST_IDS, RED_FLAG_IDS } from "./taxonomy";
import { type Tokens, tokenize } from "./tokenize";

/** A lexicon term as the model file stores extra ones: `[term, category, weight]`. */
export type LexiconTerm = readonly [string, LexiconCategory, number];

interface Hit {
  category: LexiconCategory;
  weight: number;
  unless: ContextName | undefined;
}

interface Phrase {
  words: string[];
  hits: Hit[];
}

/** Phrases by first word, longest first, so the longest reading of a span wins. */
type PhraseIndex = Map<string, Phrase[]>;

export interface CompiledLexicon {
  red: PhraseIndex;
  interests: PhraseIndex;
  contexts: Map<ContextName, PhraseIndex>;
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
}

/** Categories where "not", "never"... clear a term; profanity and slurs stay what they are. */
const NEGATABLE = new Set<LexiconCategory>([
  "drugs",
  "alcohol",
  "gambling",
  "weapons",
  "violence",
  "sexual",
  "self-harm",
  "extremism",
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
const MAX_TERM_WEIGHT = 0.95;

const redIndex = new Map<string, number>(RED_FLAG_IDS.map((id, i) => [id, i]));
const interestIndex = new Map<string, number>(INTEREST_IDS.map((id, i) => [id, i]));
const wordSet = (list: string) => new Set(list.split("|"));
const negators = wordSet(NEGATORS);
const postNegators = wordSet(POST_NEGATORS);
const breakers = wordSet(NEGATION_BREAKERS);
const secondPerson = wordSet(SECOND_PERSON);

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

/** Builds the matcher from the hand-written lexicons plus the model's extra terms (LDNOOBW). */
export function compileLexicon(extra: readonly LexiconTerm[]): CompiledLexicon {
  const red: PhraseIndex = indexTerms(BENIGN_PHRASES, null);
  const interests: PhraseIndex = new Map();
  const add = (group: LexiconGroup) => {
    const hit = { category: group.category, weight: group.weight, unless: group.unless };
    indexTerms(group.terms, hit, interestIndex.has(group.category) ? interests : red);
  };
  for (const group of LEXICON) add(group);
  for (const [term, category, weight] of extra) add({ category, weight, terms: term });
  const contexts = new Map<ContextName, PhraseIndex>();
  for (const [name, terms] of Object.entries(CONTEXTS))
    contexts.set(name as ContextName, indexTerms(terms, null));
  return { red, interests, contexts };
}

interface Match {
  start: number;
  end: number;
  hits: Hit[];
}

function phraseAt(phrase: Phrase, words: readonly string[], i: number): boolean {
  for (let k = 1; k < phrase.words.length; k++) if (words[i + k] !== phrase.words[k]) return false;
  return true;
}

function longestAt(index: PhraseIndex, words: readonly string[], i: number): Phrase | undefined {
  const candidates = index.get(words[i] ?? "");
  if (candidates === undefined) return undefined;
  for (const phrase of candidates) if (phraseAt(phrase, words, i)) return phrase;
  return undefined;
}

/** Longest matches left to right; a matched hashtag or joined word takes its parts with it. */
function findMatches(index: PhraseIndex, tokens: Tokens): Match[] {
  const { words, part } = tokens;
  const matches: Match[] = [];
  for (let i = 0; i < words.length; ) {
    const phrase = longestAt(index, words, i);
    if (phrase === undefined) {
      i++;
      continue;
    }
    let end = i + phrase.words.length;
    while (part[end] === true) end++;
    if (phrase.hits.length > 0) matches.push({ start: i, end, hits: phrase.hits });
    i = end;
  }
  return matches;
}

function occurs(index: PhraseIndex | undefined, words: readonly string[]): boolean {
  if (index === undefined) return false;
  for (let i = 0; i < words.length; i++) if (longestAt(index, words, i) !== undefined) return true;
  return false;
}

/** "I don't do drugs", "never gamble", "drug-free": a negator shortly before, or a post-negator right after. */
function isNegated(tokens: Tokens, start: number, end: number): boolean {
  const sentence = tokens.sentence[start];
  let seen = 0;
  for (let i = start - 1; i >= 0 && seen < NEGATION_WINDOW && tokens.sentence[i] === sentence; i--) {
    if (tokens.part[i]) continue;
    seen++;
    if (negators.has(tokens.words[i] ?? "") && !breakers.has(tokens.words[i + 1] ?? "")) return true;
  }
  return tokens.sentence[end] === sentence && postNegators.has(tokens.words[end] ?? "");
}

function addressesSomeone(tokens: Tokens, sentence: number | undefined): boolean {
  for (let i = 0; i < tokens.words.length; i++) {
    if (tokens.sentence[i] === sentence && secondPerson.has(tokens.words[i] ?? "")) return true;
  }
  return false;
}

function combine(scores: Float64Array, i: number, weight: number) {
  scores[i] = 1 - (1 - (scores[i] ?? 0)) * (1 - weight);
}

function matchInterests(lexicon: CompiledLexicon, tokens: Tokens, interests: Float64Array) {
  for (const match of findMatches(lexicon.interests, tokens)) {
    for (const hit of match.hits) {
      const i = interestIndex.get(hit.category);
      if (i !== undefined) interests[i] = (interests[i] ?? 0) + hit.weight;
    }
  }
}

export function matchLexicon(lexicon: CompiledLexicon, tokens: Tokens): LexiconResult {
  const result: LexiconResult = {
    redflags: new Float64Array(RED_FLAG_IDS.length),
    interests: new Float64Array(INTEREST_IDS.length),
    negated: new Uint8Array(RED_FLAG_IDS.length),
    targetsGroup: false,
  };
  matchInterests(lexicon, tokens, result.interests);
  const matches = findMatches(lexicon.red, tokens);
  if (matches.length === 0) return result;
  const groups: Match[] = [];
  const degrading: Match[] = [];
  for (const match of matches) {
    const negated = isNegated(tokens, match.start, match.end);
    const factor = tokens.quoted[match.start] ? QUOTED_FACTOR : 1;
    for (const hit of match.hits) {
      if (hit.unless !== undefined && occurs(lexicon.contexts.get(hit.unless), tokens.words)) continue;
      const flag = redIndex.get(hit.category);
      if (negated && NEGATABLE.has(hit.category)) {
        if (flag !== undefined) result.negated[flag] = 1;
      } else if (hit.category === "group") {
        groups.push(match);
        result.targetsGroup = true;
      } else if (hit.category === "dehumanize") degrading.push(match);
      else if (flag !== undefined) {
        if (hit.category === "hate" || GENDERED.has(tokens.words[match.start] ?? ""))
          result.targetsGroup = true;
        const aimed = hit.category === "offensive" && addressesSomeone(tokens, tokens.sentence[match.start]);
        const weight = Math.min(MAX_TERM_WEIGHT, hit.weight * factor * (aimed ? TARGETED_FACTOR : 1));
        combine(result.redflags, flag, weight);
      }
    }
  }
  const hate = redIndex.get("hate");
  if (hate !== undefined && attacksGroup(tokens, groups, degrading))
    combine(result.redflags, hate, GROUP_ATTACK_WEIGHT);
  return result;
}

function attacksGroup(tokens: Tokens, groups: readonly Match[], degrading: readonly Match[]): boolean {
  return groups.some((g) =>
    degrading.some(
      (d) =>
        d !== g &&
        tokens.sentence[g.start] === tokens.sentence[d.start] &&
        Math.abs(g.start - d.start) <= GROUP_ATTACK_WINDOW,
    ),
  );
}
