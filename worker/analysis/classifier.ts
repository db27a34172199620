import { createFeatures, extractFeatures, type Features } from "./features";
import { compileLexicon, emptyLexiconResult, matchLexicon } from "./lexicon-match";
import { decodeHead, type Head, type ModelFile, type SparseHead, sparseHead } from "./model-format";
import { INTEREST_IDS, type InterestId, RED_FLAG_IDS, type RedFlagId } from "./taxonomy";
import { tokenize } from "./tokenize";

export interface Scored<Id extends string> {
  id: Id;
  score: number;
}

/** What `npm run classify` prints per text: every id of the taxonomy with its score, in taxonomy order. */
export interface Classification {
  interests: Scored<InterestId>[];
  redflags: Scored<RedFlagId>[];
}

/** Raw scores, indexed like INTEREST_IDS and RED_FLAG_IDS: the allocation-light form for bulk use. */
export interface TextScores {
  interests: Float64Array;
  redflags: Float64Array;
}

export interface Classifier {
  score(text: string): TextScores;
  classify(text: string): Classification;
}

const OFFENSIVE = RED_FLAG_IDS.indexOf("offensive");
const HATE = RED_FLAG_IDS.indexOf("hate");
/**
 * Factor on the model's hate probability when the text names no group and uses no slur or
 * gendered insult: hate is an attack on people for who they are (TAXONOMY.md), and the model,
 * trained on slur-heavy data, over-reads plain insults ("you are a f***ing idiot") as hate.
 */
const HATE_WITHOUT_TARGET = 0.6;
/**
 * The offensive lexicon rule overrides the model only when it is this sure (a strong profanity,
 * or several insults together). Single mild words ("damn", "trash", "ugly") are model features
 * and weigh what the labeled data says: as an override they flagged a fifth of Davidson's
 * "neither" tweets (measured on a held-out slice of Davidson train).
 */
const OFFENSIVE_RULE_MIN = 0.75;

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
  const topicLogits = new Float64Array(topicsDense.labels.length);
  const toxicityLogits = new Float64Array(toxicity.labels.length);
  const topicSlot = Int32Array.from(INTEREST_IDS, (id) => topicsDense.labels.indexOf(id));
  const offensiveSlot = toxicity.labels.indexOf("offensive");
  const hateSlot = toxicity.labels.indexOf("hate");

  function score(text: string): TextScores {
    const tokens = tokenize(text);
    const result = resultArrays();
    rules.redflags = result.redflags;
    matchLexicon(lexicon, tokens, rules);
    extractFeatures(tokens, rules, features);
    const { values, wordCount, total } = features;
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
    if (topics === undefined) denseLogits(topicsDense, features, wordCount, topicNorm, topicLogits);
    else sparseLogits(topics, features, wordCount, topicNorm, topicLogits);
    denseLogits(toxicity, features, total, norm, toxicityLogits);
    const { interests, redflags } = result;
    for (let i = 0; i < interests.length; i++) {
      const slot = topicSlot[i] as number;
      interests[i] = slot < 0 ? 0 : sigmoid(topicLogits[slot] as number);
    }
    const offensiveRule = redflags[OFFENSIVE] ?? 0;
    redflags[OFFENSIVE] = blend(
      toxicityLogits,
      offensiveSlot,
      offensiveRule >= OFFENSIVE_RULE_MIN ? offensiveRule : 0,
      1,
    );
    redflags[HATE] = blend(
      toxicityLogits,
      hateSlot,
      redflags[HATE],
      rules.targetsGroup ? 1 : HATE_WITHOUT_TARGET,
    );
    return result;
  }

  return {
    score,
    classify(text) {
      const scores = score(text);
      return {
        interests: labelled(INTEREST_IDS, scores.interests),
        redflags: labelled(RED_FLAG_IDS, scores.redflags),
      };
    },
  };
}
