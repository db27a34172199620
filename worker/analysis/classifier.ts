import { createFeatures, extractFeatures, type Features } from "./features";
import { compileLexicon, matchLexicon } from "./lexicon-match";
import { decodeHead, type Head, type ModelFile } from "./model-format";
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

function sigmoid(x: number): number {
  return 1 / (1 + Math.exp(-x));
}

/** One head's logits for features [0, end), each feature scaled by 1/√(sum of squared values). */
function headLogits<Label extends string>(
  head: Head<Label>,
  features: Features,
  end: number,
  out: Float64Array,
) {
  const width = head.labels.length;
  const { weights, mask } = head;
  out.fill(0);
  let norm = 0;
  for (let i = 0; i < end; i++) norm += (features.values[i] ?? 0) ** 2;
  for (let i = 0; i < end; i++) {
    const base = ((features.hashes[i] ?? 0) & mask) * width;
    const value = features.values[i] ?? 0;
    for (let k = 0; k < width; k++) out[k] = (out[k] ?? 0) + (weights[base + k] ?? 0) * value;
  }
  const scale = norm > 0 ? head.scale / Math.sqrt(norm) : 0;
  for (let k = 0; k < width; k++) out[k] = (out[k] ?? 0) * scale + (head.bias[k] ?? 0);
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
  const topics = decodeHead(model.topics);
  const toxicity = decodeHead(model.toxicity);
  const features = createFeatures();
  const topicLogits = new Float64Array(topics.labels.length);
  const toxicityLogits = new Float64Array(toxicity.labels.length);
  const topicSlot = INTEREST_IDS.map((id) => topics.labels.indexOf(id));
  const offensiveSlot = toxicity.labels.indexOf("offensive");
  const hateSlot = toxicity.labels.indexOf("hate");

  function score(text: string): TextScores {
    const tokens = tokenize(text);
    const rules = matchLexicon(lexicon, tokens);
    extractFeatures(tokens, rules, features);
    headLogits(topics, features, features.wordCount, topicLogits);
    headLogits(toxicity, features, features.total, toxicityLogits);
    const interests = new Float64Array(INTEREST_IDS.length);
    for (let i = 0; i < interests.length; i++) {
      const slot = topicSlot[i] ?? -1;
      interests[i] = slot < 0 ? 0 : sigmoid(topicLogits[slot] ?? 0);
    }
    const redflags = rules.redflags;
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
    return { interests, redflags };
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
