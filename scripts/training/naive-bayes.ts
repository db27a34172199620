/**
 * Complement naive Bayes (Rennie et al., 2003) over hashed sparse features, one score per label,
 * as a linear model: the same weights-per-bucket table and bias as `logistic.ts`, so the
 * classifier reads it with the same code and at the same speed. Training is counting: exact and
 * deterministic, and much steadier than logistic regression with a few hundred labeled texts.
 */
import type { LinearModel, SparseExample } from "./logistic";

export interface NaiveBayesOptions {
  bits: number;
  labels: number;
  /** Additive (Laplace) smoothing of every bucket's count. */
  alpha: number;
}

/**
 * Label k's weight for bucket b is −log P(b | not k), from the feature values of every example
 * whose target for k is 0 (NaN targets are skipped), smoothed by `alpha` over the buckets seen
 * in training. Each bucket's weights are then centred across labels, so that a word frequent
 * everywhere weighs nothing and scores of different labels compare. Bias is 0: the caller
 * places each label's threshold.
 */
export function trainComplementNaiveBayes(
  examples: readonly SparseExample[],
  options: NaiveBayesOptions,
): LinearModel {
  const { labels, alpha } = options;
  const buckets = 1 << options.bits;
  const counts = new Float64Array(buckets * labels);
  const totals = new Float64Array(labels);
  const seen = new Uint8Array(buckets);
  for (const example of examples) {
    for (let f = 0; f < example.buckets.length; f++) seen[example.buckets[f] ?? 0] = 1;
    for (let k = 0; k < labels; k++) {
      if (example.targets[k] !== 0) continue;
      for (let f = 0; f < example.buckets.length; f++) {
        const value = (example.values[f] ?? 0) * example.weight;
        const slot = (example.buckets[f] ?? 0) * labels + k;
        counts[slot] = (counts[slot] ?? 0) + value;
        totals[k] = (totals[k] ?? 0) + value;
      }
    }
  }
  let vocabulary = 0;
  for (const s of seen) vocabulary += s;
  const denominators = Array.from(totals, (total) => Math.log(total + alpha * vocabulary));
  const weights = new Float32Array(buckets * labels);
  const row = new Float64Array(labels);
  for (let b = 0; b < buckets; b++) {
    if (seen[b] === 0) continue;
    let mean = 0;
    for (let k = 0; k < labels; k++) {
      row[k] = -(Math.log((counts[b * labels + k] ?? 0) + alpha) - (denominators[k] ?? 0));
      mean += row[k] ?? 0;
    }
    mean /= labels;
    for (let k = 0; k < labels; k++) weights[b * labels + k] = (row[k] ?? 0) - mean;
  }
  return { weights, bias: new Array<number>(labels).fill(0) };
}
