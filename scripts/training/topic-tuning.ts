/**
 * The topic head's settings and thresholds: complement naive Bayes scored by repeated 5-fold
 * cross-validation on the TweetTopic training tweets.
 */
import { INTEREST_IDS, type InterestId } from "../../worker/domain/taxonomy";
import { mulberry32 } from "../../worker/simulator/prng";
import { type TopicExample, TWEET_TOPIC_INTERESTS } from "./data";
import { featurize, TOPIC_BITS } from "./featurize";
import { type LinearModel, linearScores, type SparseExample } from "./logistic";
import { f1, multiLabelF1 } from "./metrics";
import { trainComplementNaiveBayes } from "./naive-bayes";

/**
 * Complement naive Bayes settings (the 180 tweets and the written posts weigh 1). Chosen by
 * cross-validation; logistic regression on the same features and data scored lower (docs/analysis.md).
 */
export interface TopicSettings {
  alpha: number;
  /** Weight of each slot-filled seed post. */
  generated: number;
  /** Weight of each keyword text. */
  keywords: number;
}

export function fitTopics(examples: readonly SparseExample[], settings: TopicSettings): LinearModel {
  return trainComplementNaiveBayes(examples, {
    bits: TOPIC_BITS,
    labels: INTEREST_IDS.length,
    alpha: settings.alpha,
  });
}

export function topicScores(model: LinearModel, text: string): number[] {
  return linearScores(model, featurize(text).topics, INTEREST_IDS.length);
}

/** Reports read every post: of thresholds within a point of the best, take the most precise. */
function preciseBest<T extends { threshold: number; f1: number }>(curve: readonly T[]): T {
  const best = Math.max(...curve.map((c) => c.f1));
  return curve.filter((c) => c.f1 >= best - 0.01).reduce((a, b) => (b.threshold > a.threshold ? b : a));
}

/** A topic needs this many positive training tweets for a threshold of its own. */
const MIN_POSITIVES_FOR_OWN_THRESHOLD = 10;
/** Candidate thresholds on the naive Bayes score (a logit before calibration). */
const TOPIC_THRESHOLDS = Array.from({ length: 241 }, (_, i) => Math.round((-12 + i * 0.1) * 10) / 10);
const TOPIC_FOLDS = 5;
/**
 * Fold assignments for cross-validation of `count` tweets: tweet i % 5, then two seeded
 * shuffles. With 180 tweets one split moves macro-F1 by a point or two; the mean of three is
 * steadier to choose by.
 */
export function foldAssignments(count: number): number[][] {
  return [0, 1, 2].map((seed) => {
    const order = Array.from({ length: count }, (_, i) => i);
    if (seed > 0) {
      const next = mulberry32(seed);
      for (let i = order.length - 1; i > 0; i--) {
        const j = Math.floor(next() * (i + 1));
        [order[i], order[j]] = [order[j] ?? 0, order[i] ?? 0];
      }
    }
    const fold = new Array<number>(count).fill(0);
    order.forEach((tweet, rank) => {
      fold[tweet] = rank % TOPIC_FOLDS;
    });
    return fold;
  });
}

/**
 * 5-fold cross-validation on the training tweets for one fold assignment: the out-of-fold
 * scores and the nested macro- and micro-F1 (each fold scored with thresholds chosen on the
 * other folds), with per-topic thresholds and with a single one.
 */
export function crossValidate(
  tweets: readonly TopicExample[],
  tweetExamples: readonly SparseExample[],
  seeds: readonly SparseExample[],
  settings: TopicSettings,
  foldOf: readonly number[],
) {
  const scores: number[][] = [];
  for (let fold = 0; fold < TOPIC_FOLDS; fold++) {
    const model = fitTopics([...tweetExamples.filter((_, i) => foldOf[i] !== fold), ...seeds], settings);
    tweets.forEach((row, i) => {
      if (foldOf[i] === fold) scores[i] = topicScores(model, row.text);
    });
  }
  const truth = tweets.map((t) => t.interests);
  const tuned = (rows: readonly number[]) =>
    chooseTopicThresholds(
      rows.map((j) => scores[j] ?? []),
      rows.map((j) => truth[j] ?? []),
    );
  const nested = Array.from({ length: TOPIC_FOLDS }, (_, fold) =>
    tuned(tweets.flatMap((_, j) => (foldOf[j] === fold ? [] : [j]))),
  );
  const predictedAt = (perTopic: boolean) =>
    scores.map((s, j) => {
      const t = nested[foldOf[j] ?? 0];
      return INTEREST_IDS.filter(
        (_, k) => (s[k] ?? 0) >= (perTopic ? (t?.thresholds[k] ?? 0) : (t?.threshold ?? 0)),
      );
    });
  return {
    scores,
    perTopic: multiLabelF1(truth, predictedAt(true), TWEET_TOPIC_INTERESTS),
    single: multiLabelF1(truth, predictedAt(false), TWEET_TOPIC_INTERESTS),
  };
}

/**
 * The single threshold with the best macro-F1 over the TweetTopic labels, and per-topic thresholds
 * (for topics with enough positives; the others keep the single one).
 */
export function chooseTopicThresholds(scores: readonly number[][], truth: readonly InterestId[][]) {
  const at = (threshold: number) =>
    multiLabelF1(
      truth,
      scores.map((s) => INTEREST_IDS.filter((_, k) => (s[k] ?? 0) >= threshold)),
      TWEET_TOPIC_INTERESTS,
    ).macro;
  const global = preciseBest(TOPIC_THRESHOLDS.map((threshold) => ({ threshold, f1: at(threshold) })));
  const thresholds = INTEREST_IDS.map((id, k) => {
    const positives = truth.filter((t) => t.includes(id)).length;
    if (positives < MIN_POSITIVES_FOR_OWN_THRESHOLD) return global.threshold;
    const curve = TOPIC_THRESHOLDS.map((threshold) => {
      let tp = 0;
      let fp = 0;
      let fn = 0;
      scores.forEach((s, i) => {
        const yes = (s[k] ?? 0) >= threshold;
        const real = truth[i]?.includes(id) ?? false;
        if (yes && real) tp++;
        else if (yes) fp++;
        else if (real) fn++;
      });
      return { threshold, f1: f1(tp, fp, fn) };
    });
    return preciseBest(curve).threshold;
  });
  return { threshold: global.threshold, thresholds };
}
