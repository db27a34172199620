import { createFeatures, extractFeatures, type Features } from "./features";
import { compileLexicon, emptyLexiconResult, type LexiconResult, matchLexicon } from "./lexicon-match";
import { decodeHead, type Head, type ModelFile, type SparseHead, sparseHead } from "./model-format";
import { INTEREST_IDS, type InterestId, PRESENT, RED_FLAG_IDS, type RedFlagId } from "./taxonomy";
import { type Tokens, tokenize } from "./tokenize";

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
  if (width === 2) {
    // The toxicity head: two running sums in locals rather than in `out`.
    let first = 0;
    let second = 0;
    for (let i = 0; i < end; i++) {
      const base = ((hashes[i] as number) & mask) * 2;
      const value = values[i] as number;
      first += (weights[base] as number) * value;
      second += (weights[base + 1] as number) * value;
    }
    out[0] = first;
    out[1] = second;
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

/** The higher of the model's probability (times `modelFactor`) and the rule score. */
function blend(logits: Float64Array, slot: number, rule: number | undefined, modelFactor: number): number {
  const modelScore = slot < 0 ? 0 : sigmoid(logits[slot] ?? 0);
  return Math.max(modelScore * modelFactor, rule ?? 0);
}

function labelled<Id extends string>(ids: readonly Id[], scores: Float64Array): Scored<Id>[] {
  return ids.map((id, i) => ({ id, score: Math.round((scores[i] ?? 0) * 1e4) / 1e4 }));
}

/**
 * Builds a classifier from a model file. Interests come from the topic head; offensive and hate
 * from the toxicity head merged with the lexicon rules (the higher of the two wins; the model's
 * hate score is damped when nothing in the text names a group or uses a slur); the other red
 * flags from the lexicon rules alone.
 */
export function createClassifier(model: ModelFile): Classifier {
  const lexicon = compileLexicon(model.lexicon);
  const topicsDense = decodeHead(model.topics);
  const topics = sparseHead(topicsDense);
  const toxicity = decodeHead(model.toxicity);
  const features = createFeatures();
  const rules = emptyLexiconResult();
  const explained = createFeatures(true);
  const explainedRules: LexiconResult = { ...emptyLexiconResult(), matches: [] };
  const topicLogits = new Float64Array(topicsDense.labels.length);
  const toxicityLogits = new Float64Array(toxicity.labels.length);
  const topicSlot = Int32Array.from(INTEREST_IDS, (id) => topicsDense.labels.indexOf(id));
  const offensiveSlot = toxicity.labels.indexOf("offensive");
  const hateSlot = toxicity.labels.indexOf("hate");
  const { tuning } = model;
  const spanWords = new Map(Object.entries(model.spanWords));

  /** Scores tokens into `result`, with `into` and `lexiconResult` as scratch space. */
  function scoreTokens(tokens: Tokens, into: Features, lexiconResult: LexiconResult): TextScores {
    const result = resultArrays();
    lexiconResult.redflags = result.redflags;
    matchLexicon(lexicon, tokens, lexiconResult);
    extractFeatures(tokens, lexiconResult, into);
    const { values, wordCount, total } = into;
    // Sums of squared values, in feature order: the topic head reads [0, wordCount), toxicity all.
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
    denseLogits(toxicity, into, total, norm, toxicityLogits);
    const { interests, redflags } = result;
    for (let i = 0; i < interests.length; i++) {
      const slot = topicSlot[i] as number;
      interests[i] = slot < 0 ? 0 : sigmoid(topicLogits[slot] as number);
    }
    const offensiveRule = redflags[OFFENSIVE] ?? 0;
    redflags[OFFENSIVE] = blend(
      toxicityLogits,
      offensiveSlot,
      offensiveRule >= tuning.offensiveRuleMin ? offensiveRule : 0,
      1,
    );
    redflags[HATE] = blend(
      toxicityLogits,
      hateSlot,
      redflags[HATE],
      lexiconResult.targetsGroup ? 1 : tuning.hateWithoutTarget,
    );
    return result;
  }

  /**
   * Each token's share of a toxicity label's logit: its word, its character grams and half of
   * each word pair it is in. The lexicon features stand for matches, which are marked on their own.
   */
  function tokenWeights(tokens: Tokens, slot: number): Float64Array {
    const weights = new Float64Array(tokens.words.length);
    const { hashes, values, total, owners, partners, norm } = explained;
    if (owners === undefined || partners === undefined || slot < 0 || norm <= 0) return weights;
    const width = toxicity.labels.length;
    const scale = toxicity.scale / Math.sqrt(norm);
    for (let f = 0; f < total; f++) {
      const owner = owners[f] as number;
      if (owner < 0) continue;
      const weight =
        (toxicity.weights[((hashes[f] as number) & toxicity.mask) * width + slot] as number) *
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
      const slot = flag === OFFENSIVE ? offensiveSlot : flag === HATE ? hateSlot : -1;
      // Beside the model, a mild word ("crap") is a weak sign of which words offend; rule-only flags mark every match.
      const ruleMin = slot >= 0 ? tuning.spanRuleMin : 0;
      for (const match of explainedRules.matches ?? []) {
        if (match.flag !== flag || match.weight < ruleMin) continue;
        for (let i = match.start; i < match.end; i++) marked.add(i);
      }
      if (slot >= 0) {
        const weights = tokenWeights(tokens, slot);
        const strongest = Math.max(0, ...weights);
        weights.forEach((weight, i) => {
          if (weight >= tuning.spanMin && weight >= strongest * tuning.spanShare) marked.add(i);
          if ((spanWords.get(tokens.words[i] as string) ?? 0) >= tuning.spanWordMin) marked.add(i);
        });
      }
      return toSpans(text, tokens, marked);
    });
  }

  function explain(text: string): { scores: TextScores; spans: Span[][] } {
    const tokens = tokenize(text);
    const scores = scoreTokens(tokens, explained, explainedRules);
    return { scores, spans: flagSpans(text, tokens, scores) };
  }

  return {
    score: (text) => scoreTokens(tokenize(text), features, rules),
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
