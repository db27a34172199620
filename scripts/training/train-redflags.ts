/** The red-flag head: one logistic regression per serious flag (MODEL_FLAGS). */
import { encodeHead } from "../../worker/analysis/model-format";
import { MODEL_FLAGS, type ModelFlag, PRESENT } from "../../worker/domain/taxonomy";
import { heldOut } from "./data";
import { featurize, HEAD_BITS } from "./featurize";
import { balanceSets, type FlagRow, publicFlagRows, SET_MASS, writtenRows } from "./flag-rows";
import {
  chooseFlagThresholds,
  type FoldScores,
  heldOutWriterFigures,
  type Scored,
  type SliceRow,
} from "./flag-thresholds";
import { type LinearModel, predict, type SparseExample, trainLogistic } from "./logistic";
import { figuresLine, log } from "./report";
import {
  crossWriterDuplicates,
  FINAL_WRITER,
  type FlagFigures,
  flagCurve,
  flagFigures,
  writtenPosts,
} from "./written";

/** Share of the public labelled rows, Toxic Spans and harmless seed text kept out of training to tune on. */
const TUNE_SHARE = 0.15;
const FLAG_TRAINING = { epochs: 10, l2: 1e-6, learningRate: 0.2, seed: 7 };

function logit(p: number): number {
  return Math.log(p / (1 - p));
}

/** Shifts a label's bias so that its tuned threshold lands on PRESENT (0.5). */
function calibrate(model: LinearModel, thresholds: readonly number[]): number[] {
  return model.bias.map((b, k) => b - logit(thresholds[k] ?? PRESENT));
}

/**
 * The head's label groups, each trained on its own weighting of the sets: the written corpus is
 * the only source for violence, self-harm and extremism, while offensive and hate also answer to
 * the public sets' definitions, which a heavier written corpus would drown (their public
 * figures fell 3 to 5 points at the heavier weight). The harmless seed text (TweetTopic, topic
 * posts, names, page names) weighs heavily too: with little of it, a page tagline with no sign
 * either way ("Plan your park visit") sat at the head's prior, above the thresholds.
 */
const LABEL_GROUPS: readonly { flags: readonly ModelFlag[]; written: number; seed: number }[] = [
  { flags: ["offensive", "hate"], written: 2, seed: 4 },
  { flags: ["violence", "self-harm", "extremism"], written: 16, seed: 32 },
];

interface FlagExample {
  buckets: Uint32Array;
  values: Float32Array;
  /** Indexed like MODEL_FLAGS. */
  targets: number[];
  /** The example's weight in each label group. */
  weights: number[];
}

/** Features of `rows`, weighted for each label group. */
function flagExamples(rows: readonly FlagRow[]): FlagExample[] {
  const weights = LABEL_GROUPS.map((group) =>
    balanceSets(rows, { ...SET_MASS, written: group.written, seed: group.seed }),
  );
  return rows.map((row, i) => ({
    ...featurize(row.text).redflags,
    targets: row.targets,
    weights: weights.map((balanced) => balanced[i] ?? 0),
  }));
}

/** One logistic regression per serious flag, positives weighted up where they are rare. */
function fitFlags(examples: readonly FlagExample[]): LinearModel {
  const width = MODEL_FLAGS.length;
  const weights = new Float32Array((1 << HEAD_BITS) * width);
  const bias = new Array<number>(width).fill(0);
  LABEL_GROUPS.forEach((group, g) => {
    const slots = group.flags.map((flag) => MODEL_FLAGS.indexOf(flag));
    const sparse: SparseExample[] = examples.map((example) => ({
      buckets: example.buckets,
      values: example.values,
      targets: Float32Array.from(slots, (k) => example.targets[k] ?? Number.NaN),
      weight: example.weights[g] ?? 0,
    }));
    const positiveWeight = slots.map((_, j) => {
      let positive = 0;
      let known = 0;
      for (const example of sparse) {
        const target = example.targets[j] ?? Number.NaN;
        if (Number.isNaN(target)) continue;
        known += example.weight;
        if (target > 0.5) positive += example.weight;
      }
      const share = positive / Math.max(known, 1e-9);
      return Math.min(4, Math.sqrt((1 - share) / Math.max(share, 1e-9)));
    });
    const model = trainLogistic(sparse, {
      bits: HEAD_BITS,
      labels: slots.length,
      positiveWeight,
      ...FLAG_TRAINING,
    });
    slots.forEach((k, j) => {
      bias[k] = model.bias[j] ?? 0;
      for (let bucket = 0; bucket < 1 << HEAD_BITS; bucket++)
        weights[bucket * width + k] = model.weights[bucket * slots.length + j] ?? 0;
    });
  });
  return { weights, bias };
}

type SparseFeatures = Pick<SparseExample, "buckets" | "values">;

/**
 * Trains the red-flag head. Thresholds come from rotating held-out writers: each rotating writer
 * is scored by a head trained without them, and the shipped thresholds are chosen on those
 * out-of-writer scores (with the public tuning slice for offensive and hate). The figures
 * reported for a writer use thresholds chosen without them too (nested), so no reported figure
 * was tuned on. The final writer is not read here.
 */
export function trainRedFlags() {
  const posts = writtenPosts();
  const trainingPosts = posts.filter((post) => post.writer !== FINAL_WRITER);
  const twins = crossWriterDuplicates(posts);
  // Held-out figures read only posts without a twin by another writer (they all still train).
  const rotatingPosts = trainingPosts.filter((post) => !twins.has(post));
  const writers = [...new Set(trainingPosts.map((post) => post.writer))].sort();
  const rows = [...publicFlagRows(), ...writtenRows(trainingPosts)];
  const held = new Set(
    rows.filter(
      (row) =>
        (row.spans !== undefined || row.label !== undefined || row.harmless === true) &&
        heldOut(`${row.set}:${row.text}`, TUNE_SHARE),
    ),
  );
  const fit = rows.filter((row) => !held.has(row));
  const spanTune = [...held].filter((row) => row.spans !== undefined);
  const sliceRows = [...held].filter((row) => row.label !== undefined);
  const slice = sliceRows.map((row) => ({ set: row.set, label: row.label }) as SliceRow);
  const sliceFeatures = sliceRows.map((row) => featurize(row.text).redflags);
  const harmlessFeatures = [...held].filter((row) => row.harmless).map((row) => featurize(row.text).redflags);
  log(
    `red flags: ${fit.length} training texts (${[...Object.keys(SET_MASS), "written"].map((set) => `${set} ${fit.filter((r) => r.set === set).length}`).join(", ")}); written by ${writers.join(", ")}, ${FINAL_WRITER} held back; ${trainingPosts.length - rotatingPosts.length} posts with a twin by another writer left out of held-out figures; ${slice.length} public texts for tuning, ${harmlessFeatures.length} harmless ones for the thresholds`,
  );
  const examples = flagExamples(fit);
  const publicExamples = examples.filter((_, i) => fit[i]?.writer === undefined);
  const byWriter = new Map(writers.map((w) => [w, examples.filter((_, i) => fit[i]?.writer === w)]));
  const outOfWriter: number[][] = [];
  const foldSlices = new Map<string, FoldScores>();
  const scoresOf = (model: LinearModel, features: readonly SparseFeatures[]) =>
    features.map((f) => predict(model, f, MODEL_FLAGS.length));
  for (const writer of writers) {
    const model = fitFlags([
      ...publicExamples,
      ...writers.flatMap((w) => (w === writer ? [] : (byWriter.get(w) ?? []))),
    ]);
    rotatingPosts.forEach((post, i) => {
      if (post.writer === writer)
        outOfWriter[i] = predict(model, featurize(post.text).redflags, MODEL_FLAGS.length);
    });
    foldSlices.set(writer, {
      slice: scoresOf(model, sliceFeatures),
      harmless: scoresOf(model, harmlessFeatures),
    });
    log(`red flags: scored ${writer} with a head trained without them`);
  }
  const model = fitFlags(examples);
  const scored: Scored = {
    posts: rotatingPosts,
    scores: outOfWriter,
    slice,
    sliceScores: scoresOf(model, sliceFeatures),
    harmless: scoresOf(model, harmlessFeatures),
  };
  const thresholds = chooseFlagThresholds(scored);
  const nested = heldOutWriterFigures(scored, writers, foldSlices);
  console.log(
    "\nheld-out writers (each scored by a head that never saw them, at thresholds chosen without them)",
  );
  MODEL_FLAGS.forEach((flag, k) => {
    console.log(figuresLine(flag, nested[k] as FlagFigures));
  });
  console.log("\ncurves on held-out writers (out-of-writer scores; the shipped threshold marked *)");
  MODEL_FLAGS.forEach((flag, k) => {
    const scores = outOfWriter.map((s) => s[k] ?? 0);
    for (const point of flagCurve(rotatingPosts, scores, flag)) console.log(figuresLine(flag, point));
    console.log(figuresLine(`${flag} *`, flagFigures(rotatingPosts, scores, flag, thresholds[k] ?? 0.5)));
  });
  console.log("");
  log(`red flags: thresholds ${MODEL_FLAGS.map((flag, k) => `${flag} ${thresholds[k]}`).join(", ")}`);
  return {
    nested,
    spanTune: spanTune.map((row) => ({ text: row.text, gold: row.spans ?? [] })),
    spanFit: fit.flatMap((row) => (row.spans === undefined ? [] : [{ text: row.text, gold: row.spans }])),
    head: encodeHead([...MODEL_FLAGS], HEAD_BITS, model.weights, calibrate(model, thresholds)),
  };
}
