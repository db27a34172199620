import { INTEREST_IDS, type InterestId, PRESENT, RED_FLAG_IDS, type RedFlagId } from "../domain/taxonomy";
import { createVocabulary, tokenizeClean } from "./deobfuscate";
import { createFeatures, extractFeatures, type Features } from "./features";
import {
  compileLexicon,
  emptyLexiconResult,
  type LexiconResult,
  lexiconWords,
  matchLexicon,
} from "./lexicon-match";
import { decodeHead, type Head, type ModelFile, type SparseHead, sparseHead } from "./model-format";
import type { Tokens } from "./tokenize";

export interface Scored<Id extends string> {
  id: Id;
  score: number;
}

/** `[start, end)` character offsets in the text. */
export type Span = [number, number];

/**
 * What `npm run classify` prints per text: every id of the taxonomy with its score, in taxonomy
 * order; each red flag that is present carries the spans of the words that triggered it.
 */
export interface Classification {
  interests: Scored<InterestId>[];
  redflags: (Scored<RedFlagId> & { spans: Span[] })[];
}

/** Raw scores, indexed like INTEREST_IDS and RED_FLAG_IDS: the allocation-light form for bulk use. */
export interface TextScores {
  interests: Float64Array;
  redflags: Float64Array;
}

export interface Classifier {
  score(text: string): TextScores;
  classify(text: string): Classification;
  /** The spans behind red flag `id` in `text`: empty when the flag is not present. */
  spans(text: string, id: RedFlagId): Span[];
}

const OFFENSIVE = RED_FLAG_IDS.indexOf("offensive");
const HATE = RED_FLAG_IDS.indexOf("hate");
/**
 * Result arrays are views into a shared slab: a Float64Array of its own costs about ten times
 * more to allocate than a view (its memory lives outside the JavaScript heap). A slab holds
 * SLAB_RESULTS results and is freed with the last of them.
 */
const SLAB_RESULTS = 64;
const RESULT_LENGTH = INTEREST_IDS.length + RED_FLAG_IDS.length;
let slab = new ArrayBuffer(0);
let slabUsed = 0;

function resultArrays(): TextScores {
  if (slabUsed + RESULT_LENGTH * 8 > slab.byteLength) {
    slab = new ArrayBuffer(SLAB_RESULTS * RESULT_LENGTH * 8);
    slabUsed = 0;
  }
  const interests = new Float64Array(slab, slabUsed, INTEREST_IDS.length);
  const redflags = new Float64Array(slab, slabUsed + INTEREST_IDS.length * 8, RED_FLAG_IDS.length);
  slabUsed += RESULT_LENGTH * 8;
  return { interests, redflags };
}

function sigmoid(x: number): number {
  return 1 / (1 + Math.exp(-x));
}

/**
 * Logits of a dense head for features [0, end), each feature scaled by 1/√norm (the sum of
 * squared values over the same features). Sums run in feature order, as training's do.
 */
function denseLogits<Label extends string>(
  head: Head<Label>,
  features: Features,
  end: number,
  norm: number,
  out: Float64Array,
) {
  const width = head.labels.length;
  const { weights, mask } = head;
  const { hashes, values } = features;
  out.fill(0);
  if (width === 5) {
    // The red-flag head: five running sums in locals rather than in `out`.
    let s0 = 0;
    let s1 = 0;
    let s2 = 0;
    let s3 = 0;
    let s4 = 0;
    for (let i = 0; i < end; i++) {
      const base = ((hashes[i] as number) & mask) * 5;
      const value = values[i] as number;
      s0 += (weights[base] as number) * value;
      s1 += (weights[base + 1] as number) * value;
      s2 += (weights[base + 2] as number) * value;
      s3 += (weights[base + 3] as number) * value;
      s4 += (weights[base + 4] as number) * value;
    }
    out[0] = s0;
    out[1] = s1;
    out[2] = s2;
    out[3] = s3;
    out[4] = s4;
  } else {
    for (let i = 0; i < end; i++) {
      const base = ((hashes[i] as number) & mask) * width;
      const value = values[i] as number;
      for (let k = 0; k < width; k++) out[k] = (out[k] as number) + (weights[base + k] as number) * value;
    }
  }
  finishLogits(head.scale, head.bias, norm, out);
}

/** `denseLogits` for a head stored as its non-zero rows (the topic head); an all-zero row adds nothing. */
function sparseLogits<Label extends string>(
  head: SparseHead<Label>,
  features: Features,
  end: number,
  norm: number,
  out: Float64Array,
) {
  const width = head.labels.length;
  const { rowOf, rows, mask } = head;
  const { hashes, values } = features;
  out.fill(0);
  for (let i = 0; i < end; i++) {
    const row = rowOf[(hashes[i] as number) & mask] as number;
    if (row === 0) continue;
    const base = row * width;
    const value = values[i] as number;
    for (let k = 0; k < width; k++) out[k] = (out[k] as number) + (rows[base + k] as number) * value;
  }
  finishLogits(head.scale, head.bias, norm, out);
}

function finishLogits(headScale: number, bias: Float64Array, norm: number, out: Float64Array) {
  const scale = norm > 0 ? headScale / Math.sqrt(norm) : 0;
  for (let k = 0; k < out.length; k++) out[k] = (out[k] as number) * scale + (bias[k] as number);
}

function labelled<Id extends string>(ids: readonly Id[], scores: Float64Array): Scored<Id>[] {
  return ids.map((id, i) => ({ id, score: Math.round((scores[i] ?? 0) * 1e4) / 1e4 }));
}

/**
 * Builds a classifier from a model file. Interests come from the topic head; the serious red
 * flags (MODEL_FLAGS) from the red-flag head, which reads the lexicon matches as features; the
 * other red flags from the lexicon rules alone. Disguised words ("k1ll", "f*g") are read as
 * the lexicon words they hide.
 */
export function createClassifier(model: ModelFile): Classifier {
  const lexicon = compileLexicon(model.lexicon);
  const topicsDense = decodeHead(model.topics);
  const topics = sparseHead(topicsDense);
  const flagHead = decodeHead(model.redflags);
  const vocabulary = createVocabulary(lexiconWords(model.lexicon));
  const features = createFeatures();
  const rules = emptyLexiconResult();
  const explained = createFeatures(true);
  const explainedRules: LexiconResult = { ...emptyLexiconResult(), matches: [] };
  const topicLogits = new Float64Array(topicsDense.labels.length);
  const flagLogits = new Float64Array(flagHead.labels.length);
  const topicSlot = Int32Array.from(INTEREST_IDS, (id) => topicsDense.labels.indexOf(id));
  const flagSlot = Int32Array.from(RED_FLAG_IDS, (id) => (flagHead.labels as readonly string[]).indexOf(id));
  const { tuning } = model;
  const spanWords = new Map(Object.entries(model.spanWords));

  /** Scores tokens into `result`, with `into` and `lexiconResult` as scratch space. */
  function scoreTokens(
    text: string,
    tokens: Tokens,
    into: Features,
    lexiconResult: LexiconResult,
  ): TextScores {
    const result = resultArrays();
    lexiconResult.redflags = result.redflags;
    matchLexicon(lexicon, tokens, lexiconResult);
    extractFeatures(text, tokens, lexiconResult, into);
    const { values, wordCount, total } = into;
    // Sums of squared values, in feature order: the topic head reads [0, wordCount), red flags all.
    let norm = 0;
    for (let i = 0; i < wordCount; i++) {
      const value = values[i] as number;
      norm += value * value;
    }
    const topicNorm = norm;
    for (let i = wordCount; i < total; i++) {
      const value = values[i] as number;
      norm += value * value;
    }
    into.norm = norm;
    if (topics === undefined) denseLogits(topicsDense, into, wordCount, topicNorm, topicLogits);
    else sparseLogits(topics, into, wordCount, topicNorm, topicLogits);
    denseLogits(flagHead, into, total, norm, flagLogits);
    const { interests, redflags } = result;
    for (let i = 0; i < interests.length; i++) {
      const slot = topicSlot[i] as number;
      interests[i] = slot < 0 ? 0 : sigmoid(topicLogits[slot] as number);
    }
    for (let i = 0; i < redflags.length; i++) {
      const slot = flagSlot[i] as number;
      if (slot >= 0) redflags[i] = sigmoid(flagLogits[slot] as number);
    }
    return result;
  }

  /**
   * Each token's share of a red-flag label's logit: its word, its character grams and half of
   * each word pair it is in. The lexicon features stand for matches, which are marked on their own.
   */
  function tokenWeights(tokens: Tokens, slot: number): Float64Array {
    const weights = new Float64Array(tokens.words.length);
    const { hashes, values, total, owners, partners, norm } = explained;
    if (owners === undefined || partners === undefined || slot < 0 || norm <= 0) return weights;
    const width = flagHead.labels.length;
    const scale = flagHead.scale / Math.sqrt(norm);
    for (let f = 0; f < total; f++) {
      const owner = owners[f] as number;
      if (owner < 0) continue;
      const weight =
        (flagHead.weights[((hashes[f] as number) & flagHead.mask) * width + slot] as number) *
        (values[f] as number) *
        scale;
      const partner = partners[f] as number;
      if (partner < 0) weights[owner] = (weights[owner] as number) + weight;
      else {
        weights[owner] = (weights[owner] as number) + weight / 2;
        weights[partner] = (weights[partner] as number) + weight / 2;
      }
    }
    return weights;
  }

  /** The tokens behind each present red flag, as character spans; tokens scored by `explained`. */
  function flagSpans(text: string, tokens: Tokens, scores: TextScores): Span[][] {
    return RED_FLAG_IDS.map((_, flag) => {
      if ((scores.redflags[flag] ?? 0) < PRESENT) return [];
      const marked = new Set<number>();
      const slot = flagSlot[flag] as number;
      // Toxic Spans' marked words are insults and slurs: evidence of offensive and hate only.
      const insults = flag === OFFENSIVE || flag === HATE;
      // Beside the model, a mild word ("crap") is a weak sign of which words offend; for the
      // other flags every lexicon match that raised them is marked ("kill you", "cut myself").
      const ruleMin = insults ? tuning.spanRuleMin : 0;
      for (const match of explainedRules.matches ?? []) {
        if (match.flag !== flag || match.weight < ruleMin) continue;
        for (let i = match.start; i < match.end; i++) marked.add(i);
      }
      if (slot >= 0) {
        const weights = tokenWeights(tokens, slot);
        const strongest = Math.max(0, ...weights);
        // spanMin was tuned on Toxic Spans (insults); for the other flags the strongest words mark.
        const minimum = insults ? tuning.spanMin : Number.MIN_VALUE;
        weights.forEach((weight, i) => {
          if (weight >= minimum && weight >= strongest * tuning.spanShare) marked.add(i);
          if (insults && (spanWords.get(tokens.words[i] as string) ?? 0) >= tuning.spanWordMin) marked.add(i);
        });
      }
      return toSpans(text, tokens, marked);
    });
  }

  function explain(text: string): { scores: TextScores; spans: Span[][] } {
    const tokens = tokenizeClean(text, vocabulary);
    const scores = scoreTokens(text, tokens, explained, explainedRules);
    return { scores, spans: flagSpans(text, tokens, scores) };
  }

  return {
    score: (text) => scoreTokens(text, tokenizeClean(text, vocabulary), features, rules),
    classify(text) {
      const { scores, spans } = explain(text);
      return {
        interests: labelled(INTEREST_IDS, scores.interests),
        redflags: labelled(RED_FLAG_IDS, scores.redflags).map((flag, i) => ({
          ...flag,
          spans: spans[i] ?? [],
        })),
      };
    },
    spans: (text, id) => explain(text).spans[RED_FLAG_IDS.indexOf(id)] ?? [],
  };
}

/** Marked tokens as sorted, merged character spans; words next to each other join across spaces. */
function toSpans(text: string, tokens: Tokens, marked: ReadonlySet<number>): Span[] {
  const ranges = [...marked]
    .map((i): Span => [tokens.starts[i] as number, tokens.ends[i] as number])
    .filter(([start, end]) => end > start)
    .sort((a, b) => a[0] - b[0] || a[1] - b[1]);
  const merged: Span[] = [];
  for (const [start, end] of ranges) {
    const last = merged[merged.length - 1];
    if (last !== undefined && start <= last[1]) last[1] = Math.max(last[1], end);
    else if (last !== undefined && text.slice(last[1], start).trim() === "") last[1] = end;
    else merged.push([start, end]);
  }
  return merged;
}
