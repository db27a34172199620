/**
 * The red-flag head's thresholds: chosen on out-of-writer scores of the written corpus, with the
 * public tuning slice for offensive and hate, and the nested figures of each held-out writer.
 */
import { MODEL_FLAGS } from "../../worker/domain/taxonomy";
import { macroF1 } from "./metrics";
import { allowedThresholds, chooseThreshold, flagFigures, type WrittenPost } from "./written";

/**
 * The public sets' tuning slice (TUNE_SHARE of Davidson, HateXplain and Measuring Hate Speech,
 * never trained on): offensive and hate thresholds must also keep those sets' own figures up.
 */
export interface SliceRow {
  set: "davidson" | "hatexplain" | "mhs";
  /** Hate / offensive / neither (0, 1, 2); Measuring Hate Speech: 0 hate, 2 not. */
  label: number;
}

/** Scores of the written posts and of the public tuning slice, indexed like MODEL_FLAGS. */
export interface Scored {
  posts: WrittenPost[];
  scores: number[][];
  slice: SliceRow[];
  sliceScores: number[][];
  /** Harmless seed text kept out of training (bios, captions, names), scored like the posts. */
  harmless: number[][];
}

/** A fold head's scores of the public tuning slice and of the harmless slice. */
export interface FoldScores {
  slice: number[][];
  harmless: number[][];
}

const OFFENSIVE = MODEL_FLAGS.indexOf("offensive");
const HATE = MODEL_FLAGS.indexOf("hate");
const JOINT_GRID = Array.from({ length: 37 }, (_, i) => Math.round((0.05 + i * 0.025) * 1000) / 1000);

/**
 * Offensive and hate thresholds together: among the thresholds each may take (allowedThresholds),
 * the pair with the best mean of the written posts' offensive and hate F1 and the public slice's
 * Davidson and HateXplain 3-class and Measuring Hate Speech macro-F1.
 */
function chooseToxicityThresholds(scored: Scored): [number, number] {
  const column = (k: number) => scored.scores.map((s) => s[k] ?? 0);
  const harmless = (k: number) => scored.harmless.map((s) => s[k] ?? 0);
  const offensiveAllowed = allowedThresholds(
    scored.posts,
    column(OFFENSIVE),
    "offensive",
    harmless(OFFENSIVE),
    JOINT_GRID,
  );
  const hateAllowed = allowedThresholds(scored.posts, column(HATE), "hate", harmless(HATE), JOINT_GRID);
  const sets = ["davidson", "hatexplain", "mhs"] as const;
  let best: { value: number; pair: [number, number] } = { value: -1, pair: [0.95, 0.95] };
  for (const offensive of offensiveAllowed) {
    for (const hate of hateAllowed) {
      const publicF1 = sets.map((set) => {
        const truth: number[] = [];
        const predicted: number[] = [];
        scored.slice.forEach((row, i) => {
          if (row.set !== set) return;
          const s = scored.sliceScores[i] ?? [];
          const isHate = (s[HATE] ?? 0) >= hate.threshold;
          truth.push(set === "mhs" ? Number(row.label === 0) : row.label);
          predicted.push(
            set === "mhs" ? Number(isHate) : isHate ? 0 : (s[OFFENSIVE] ?? 0) >= offensive.threshold ? 1 : 2,
          );
        });
        return macroF1(truth, predicted, set === "mhs" ? 2 : 3).macro;
      });
      const parts = [offensive.f1, hate.f1, ...publicF1];
      const value = parts.reduce((a, b) => a + b, 0) / parts.length;
      if (value > best.value) best = { value, pair: [offensive.threshold, hate.threshold] };
    }
  }
  return best.pair;
}

/** The five thresholds, indexed like MODEL_FLAGS, chosen on `scored`. */
export function chooseFlagThresholds(scored: Scored): number[] {
  const [offensiveAt, hateAt] = chooseToxicityThresholds(scored);
  return MODEL_FLAGS.map((flag, k) =>
    k === OFFENSIVE
      ? offensiveAt
      : k === HATE
        ? hateAt
        : chooseThreshold(
            scored.posts,
            scored.scores.map((s) => s[k] ?? 0),
            flag,
            scored.harmless.map((s) => s[k] ?? 0),
          ),
  );
}

/**
 * Figures of every rotating writer's posts, each post judged at the thresholds chosen on the
 * other writers' out-of-writer scores (and the public slice as scored by the same fold's head).
 */
export function heldOutWriterFigures(
  scored: Scored,
  writers: readonly string[],
  foldSlices: Map<string, FoldScores>,
) {
  const decided: number[][] = scored.posts.map(() => []);
  for (const writer of writers) {
    const others = scored.posts.flatMap((post, i) => (post.writer === writer ? [] : [i]));
    const thresholds = chooseFlagThresholds({
      posts: others.map((i) => scored.posts[i] as WrittenPost),
      scores: others.map((i) => scored.scores[i] ?? []),
      slice: scored.slice,
      sliceScores: foldSlices.get(writer)?.slice ?? [],
      harmless: foldSlices.get(writer)?.harmless ?? [],
    });
    scored.posts.forEach((post, i) => {
      if (post.writer === writer)
        decided[i] = MODEL_FLAGS.map((_, k) => Number((scored.scores[i]?.[k] ?? 0) >= (thresholds[k] ?? 1)));
    });
  }
  return MODEL_FLAGS.map((flag, k) => ({
    ...flagFigures(
      scored.posts,
      decided.map((d) => d[k] ?? 0),
      flag,
      0.5,
    ),
    threshold: Number.NaN,
  }));
}
