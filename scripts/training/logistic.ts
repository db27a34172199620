/**
 * Independent logistic regressions (one per label) over hashed sparse features, trained with
 * AdaGrad and L2. Small and dependency-free: a few seconds for tens of thousands of tweets.
 */
import { mulberry32 } from "../../worker/simulator/prng";

export interface SparseExample {
  /** Bucket of each feature (already masked) and its value (already scaled as at inference). */
  buckets: Uint32Array;
  values: Float32Array;
  /** 1, 0, or NaN where the example says nothing about the label. */
  targets: Float32Array;
  weight: number;
}

export interface TrainOptions {
  bits: number;
  labels: number;
  epochs: number;
  learningRate: number;
  l2: number;
  /** Extra weight of a positive example, per label (class balancing). */
  positiveWeight: readonly number[];
  seed: number;
}

export interface LinearModel {
  weights: Float32Array;
  bias: number[];
}

export function trainLogistic(examples: readonly SparseExample[], options: TrainOptions): LinearModel {
  const { labels, learningRate, l2 } = options;
  const weights = new Float32Array((1 << options.bits) * labels);
  const squares = new Float32Array(weights.length).fill(1e-6);
  const bias = new Float64Array(labels);
  const biasSquares = new Float64Array(labels).fill(1e-6);
  const order = examples.map((_, i) => i);
  const next = mulberry32(options.seed);
  for (let epoch = 0; epoch < options.epochs; epoch++) {
    for (let i = order.length - 1; i > 0; i--) {
      const j = Math.floor(next() * (i + 1));
      [order[i], order[j]] = [order[j] ?? 0, order[i] ?? 0];
    }
    for (const index of order) {
      const example = examples[index];
      if (example === undefined) continue;
      for (let k = 0; k < labels; k++) {
        const target = example.targets[k] ?? Number.NaN;
        if (Number.isNaN(target)) continue;
        let logit = bias[k] ?? 0;
        for (let f = 0; f < example.buckets.length; f++) {
          logit += (weights[(example.buckets[f] ?? 0) * labels + k] ?? 0) * (example.values[f] ?? 0);
        }
        const p = 1 / (1 + Math.exp(-logit));
        const balance = target > 0.5 ? (options.positiveWeight[k] ?? 1) : 1;
        const gradient = (p - target) * example.weight * balance;
        biasSquares[k] = (biasSquares[k] ?? 0) + gradient * gradient;
        bias[k] = (bias[k] ?? 0) - (learningRate * gradient) / Math.sqrt(biasSquares[k] ?? 1);
        for (let f = 0; f < example.buckets.length; f++) {
          const slot = (example.buckets[f] ?? 0) * labels + k;
          const w = weights[slot] ?? 0;
          const g = gradient * (example.values[f] ?? 0) + l2 * w;
          squares[slot] = (squares[slot] ?? 0) + g * g;
          weights[slot] = w - (learningRate * g) / Math.sqrt(squares[slot] ?? 1);
        }
      }
    }
  }
  return { weights, bias: Array.from(bias) };
}

/** Raw scores (logits before calibration) of every label for one example. */
export function linearScores(
  model: LinearModel,
  example: Pick<SparseExample, "buckets" | "values">,
  labels: number,
): number[] {
  const out = model.bias.slice(0, labels);
  for (let f = 0; f < example.buckets.length; f++) {
    const base = (example.buckets[f] ?? 0) * labels;
    const value = example.values[f] ?? 0;
    for (let k = 0; k < labels; k++) out[k] = (out[k] ?? 0) + (model.weights[base + k] ?? 0) * value;
  }
  return out;
}

/** Probabilities of every label for one example. */
export function predict(
  model: LinearModel,
  example: Pick<SparseExample, "buckets" | "values">,
  labels: number,
): number[] {
  return linearScores(model, example, labels).map((logit) => 1 / (1 + Math.exp(-logit)));
}
