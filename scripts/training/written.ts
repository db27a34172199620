/**
 * The corpus written for the serious red flags (`written/<writer>.jsonl`): independent writers,
 * each with their own brief and register, none seeing the others' posts (docs/analysis.md).
 * Whole writers are held out: the rotating writers validate one another in turn, and the final
 * writer is read only by the last line of `npm run train`.
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { MODEL_FLAGS, type ModelFlag } from "../../worker/domain/taxonomy";
import { f1 } from "./metrics";

const WRITTEN_DIR = path.resolve(import.meta.dirname, "written");
/** Never trained on, never used to choose anything: its figures are the last ones printed. */
export const FINAL_WRITER = "w7";
/** Recall is chosen at this share of everyday posts falsely flagged, or fewer. */
const MAX_EVERYDAY_FALSE = 0.02;

type PostKind = "positive" | "hard-negative" | "everyday";

export interface WrittenPost {
  writer: string;
  /** The flag the post was written for, or "everyday". */
  section: ModelFlag | "everyday";
  kind: PostKind;
  /** Every serious flag the post carries; [] for a harmless post. */
  flags: ModelFlag[];
  text: string;
}

const KINDS: readonly PostKind[] = ["positive", "hard-negative", "everyday"];

function isFlag(value: unknown): value is ModelFlag {
  return (MODEL_FLAGS as readonly unknown[]).includes(value);
}

/** Every written post, writer by writer; a malformed line stops training with its place. */
export function writtenPosts(): WrittenPost[] {
  const files = readdirSync(WRITTEN_DIR)
    .filter((file) => file.endsWith(".jsonl"))
    .sort();
  return files.flatMap((file) =>
    readFileSync(path.join(WRITTEN_DIR, file), "utf8")
      .split("\n")
      .filter((line) => line.trim() !== "")
      .map((line, i) => {
        const row = JSON.parse(line) as Record<string, unknown>;
        const flags = Array.isArray(row.flags) ? row.flags : [];
        const section = row.section;
        if (
          typeof row.text !== "string" ||
          typeof row.writer !== "string" ||
          !KINDS.includes(row.kind as PostKind) ||
          !(section === "everyday" || isFlag(section)) ||
          !flags.every(isFlag)
        )
          throw new Error(`${file}:${i + 1}: not a written post`);
        return { writer: row.writer, section, kind: row.kind as PostKind, flags, text: row.text };
      }),
  );
}

export interface FlagFigures {
  threshold: number;
  positives: number;
  precision: number;
  recall: number;
  f1: number;
  /** Share of everyday posts the flag fires on. */
  everydayFalse: number;
  /** Share of the flag's own hard negatives (posts using its words harmlessly) it fires on. */
  hardNegativeFalse: number;
}

/** A flag's figures on `posts` given each post's probability for it. */
export function flagFigures(
  posts: readonly WrittenPost[],
  scores: readonly number[],
  flag: ModelFlag,
  threshold: number,
): FlagFigures {
  let tp = 0;
  let fp = 0;
  let fn = 0;
  let everyday = 0;
  let everydayFlagged = 0;
  let hard = 0;
  let hardFlagged = 0;
  posts.forEach((post, i) => {
    const predicted = (scores[i] ?? 0) >= threshold;
    const labelled = post.flags.includes(flag);
    if (labelled && predicted) tp++;
    else if (labelled) fn++;
    else if (predicted) fp++;
    if (post.kind === "everyday") {
      everyday++;
      if (predicted) everydayFlagged++;
    } else if (post.kind === "hard-negative" && post.section === flag && !labelled) {
      hard++;
      if (predicted) hardFlagged++;
    }
  });
  return {
    threshold,
    positives: tp + fn,
    precision: tp + fp === 0 ? 0 : tp / (tp + fp),
    recall: tp + fn === 0 ? 0 : tp / (tp + fn),
    f1: f1(tp, fp, fn),
    everydayFalse: everyday === 0 ? 0 : everydayFlagged / everyday,
    hardNegativeFalse: hard === 0 ? 0 : hardFlagged / hard,
  };
}

/** Recall the thresholds aim for (issue 19), at most MAX_EVERYDAY_FALSE of everyday posts flagged. */
const TARGET_RECALL = 0.8;
const THRESHOLDS = Array.from({ length: 97 }, (_, i) => Math.round((0.02 + i * 0.01) * 100) / 100);

/**
 * The thresholds a flag may take: those that flag at most MAX_EVERYDAY_FALSE of everyday posts
 * and of `harmless` (scores of other harmless text kept out of training: bios, captions, page
 * names — a false red flag is the worst thing a report can show) and reach TARGET_RECALL; when
 * none reaches it, every one under both bars; when none is under them, the strictest.
 */
export function allowedThresholds(
  posts: readonly WrittenPost[],
  scores: readonly number[],
  flag: ModelFlag,
  harmless: readonly number[],
  grid: readonly number[] = THRESHOLDS,
): FlagFigures[] {
  const curve = grid.map((threshold) => flagFigures(posts, scores, flag, threshold));
  const quiet = curve.filter(
    (figures) =>
      figures.everydayFalse <= MAX_EVERYDAY_FALSE &&
      harmless.filter((score) => score >= figures.threshold).length <= MAX_EVERYDAY_FALSE * harmless.length,
  );
  const reaching = quiet.filter((figures) => figures.recall >= TARGET_RECALL);
  if (reaching.length > 0) return reaching;
  return quiet.length > 0 ? quiet : curve.slice(-1);
}

/** The allowed threshold with the best F1: the most precise way to the target recall. */
export function chooseThreshold(
  posts: readonly WrittenPost[],
  scores: readonly number[],
  flag: ModelFlag,
  harmless: readonly number[],
): number {
  const best = allowedThresholds(posts, scores, flag, harmless).reduce((a, b) => (b.f1 > a.f1 ? b : a));
  return best.threshold;
}

/** The precision / recall / false-flag curve of one flag, for the printed report. */
export function flagCurve(
  posts: readonly WrittenPost[],
  scores: readonly number[],
  flag: ModelFlag,
): FlagFigures[] {
  return [0.1, 0.2, 0.3, 0.4, 0.5, 0.6, 0.7, 0.8, 0.9].map((t) => flagFigures(posts, scores, flag, t));
}

/** Word 3-grams of a text, for spotting near-duplicates. */
function shingles(text: string): Set<string> {
  const words = text.toLowerCase().match(/[a-z']+/g) ?? [];
  const grams = new Set<string>();
  for (let i = 0; i + 2 < words.length; i++) grams.add(`${words[i]} ${words[i + 1]} ${words[i + 2]}`);
  return grams;
}

/** Posts sharing at least this share of their word 3-grams count as one post. */
const NEAR_DUPLICATE = 0.5;

/**
 * Posts with a near-duplicate by another writer. Writers who never saw each other still met on
 * the same stock phrases (the brief's examples, "drop his addy in the gc"): such a post is not
 * held out when its twin trains the head, so it is left out of every held-out figure.
 */
export function crossWriterDuplicates(posts: readonly WrittenPost[]): Set<WrittenPost> {
  const grams = posts.map((post) => shingles(post.text));
  const byGram = new Map<string, number[]>();
  grams.forEach((set, i) => {
    for (const gram of set) {
      const list = byGram.get(gram);
      if (list === undefined) byGram.set(gram, [i]);
      else list.push(i);
    }
  });
  const duplicates = new Set<WrittenPost>();
  grams.forEach((set, i) => {
    const shared = new Map<number, number>();
    for (const gram of set)
      for (const j of byGram.get(gram) ?? [])
        if (posts[j]?.writer !== posts[i]?.writer) shared.set(j, (shared.get(j) ?? 0) + 1);
    for (const [j, count] of shared) {
      const union = set.size + (grams[j]?.size ?? 0) - count;
      if (count / union >= NEAR_DUPLICATE) duplicates.add(posts[i] as WrittenPost);
    }
  });
  return duplicates;
}
