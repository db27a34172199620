/**
 * Measures the eight flags of the hand-labelled sets of `flag-sets.ts` (violence, self-harm and
 * extremism now come from the learned head, which trains on the dev set; the others from rules).
 *
 *   npx tsx scripts/training/flag-eval.ts [dev|test]
 *
 * evaluates `shippedClassifier()` and prints, per flag, precision, recall, F1 and the harmless
 * pass rate; for the dev set it also lists every false positive and false negative. The test set
 * is held out: only its aggregate table is ever printed, so that nothing is tuned on its posts.
 */
import { pathToFileURL } from "node:url";
import { PRESENT, RED_FLAG_IDS, type RedFlagId } from "../../worker/domain/taxonomy";
import {
  FLAG_DEV_SET,
  FLAG_SET_FLAGS,
  FLAG_TEST_SET,
  type FlagItem,
  type FlagSet,
  type LexiconFlag,
} from "./flag-sets";

export interface FlagScores {
  flag: LexiconFlag;
  /** Posts labelled with the flag (in any group). */
  positives: number;
  truePositives: number;
  falsePositives: number;
  falseNegatives: number;
  /** NaN when nothing was flagged. */
  precision: number;
  recall: number;
  f1: number;
  /** Posts of the flag's own group (they use its words) not labelled with it... */
  groupHarmless: number;
  /** ...and the share of them that are not flagged. */
  groupHarmlessPass: number;
  /** Every post of the set not labelled with the flag, and the share of them not flagged. */
  harmless: number;
  harmlessPass: number;
}

export interface FlagError {
  flag: LexiconFlag;
  kind: "false positive" | "false negative";
  /** The group the post sits in (a flag, or "plain"). */
  group: keyof FlagSet;
  text: string;
  score: number;
}

export interface FlagEvaluation {
  flags: FlagScores[];
  /** Macro averages over the eight flags (precision over the flags that flagged something). */
  macro: { precision: number; recall: number; f1: number; groupHarmlessPass: number; harmlessPass: number };
  errors: FlagError[];
}

const FLAG_INDEX = new Map<RedFlagId, number>(RED_FLAG_IDS.map((id, i) => [id, i]));

const ratio = (part: number, whole: number) => (whole === 0 ? Number.NaN : part / whole);

function mean(values: number[]): number {
  const known = values.filter((v) => !Number.isNaN(v));
  return known.length === 0 ? Number.NaN : known.reduce((a, b) => a + b, 0) / known.length;
}

/**
 * Scores every post of `set` with `score` (red-flag scores indexed like RED_FLAG_IDS) and
 * compares "score ≥ PRESENT" with the labels, for each of the eight lexicon flags.
 */
export function evaluateFlags(set: FlagSet, score: (text: string) => Float64Array): FlagEvaluation {
  const items: { group: keyof FlagSet; item: FlagItem; scores: number[] }[] = [];
  for (const group of Object.keys(set) as (keyof FlagSet)[]) {
    for (const item of set[group]) {
      const result = score(item.text);
      // Copy at once: a classifier may reuse its result arrays.
      items.push({
        group,
        item,
        scores: FLAG_SET_FLAGS.map((f) => result[FLAG_INDEX.get(f) ?? -1] ?? 0),
      });
    }
  }
  const errors: FlagError[] = [];
  const flags = FLAG_SET_FLAGS.map((flag, f): FlagScores => {
    let tp = 0;
    let fp = 0;
    let fn = 0;
    let groupHarmless = 0;
    let groupPassed = 0;
    let harmless = 0;
    let passed = 0;
    for (const { group, item, scores } of items) {
      const value = scores[f] ?? 0;
      const predicted = value >= PRESENT;
      const labelled = item.flags.includes(flag);
      if (labelled && predicted) tp++;
      else if (labelled) fn++;
      else if (predicted) fp++;
      if (!labelled) {
        harmless++;
        if (!predicted) passed++;
        if (group === flag) {
          groupHarmless++;
          if (!predicted) groupPassed++;
        }
      }
      if (labelled !== predicted)
        errors.push({
          flag,
          kind: predicted ? "false positive" : "false negative",
          group,
          text: item.text,
          score: value,
        });
    }
    const precision = ratio(tp, tp + fp);
    const recall = ratio(tp, tp + fn);
    const f1 = tp === 0 ? 0 : (2 * precision * recall) / (precision + recall);
    return {
      flag,
      positives: tp + fn,
      truePositives: tp,
      falsePositives: fp,
      falseNegatives: fn,
      precision,
      recall,
      f1,
      groupHarmless,
      groupHarmlessPass: ratio(groupPassed, groupHarmless),
      harmless,
      harmlessPass: ratio(passed, harmless),
    };
  });
  const macro = {
    precision: mean(flags.map((s) => s.precision)),
    recall: mean(flags.map((s) => s.recall)),
    f1: mean(flags.map((s) => s.f1)),
    groupHarmlessPass: mean(flags.map((s) => s.groupHarmlessPass)),
    harmlessPass: mean(flags.map((s) => s.harmlessPass)),
  };
  return { flags, macro, errors };
}

const percent = (value: number) => (Number.isNaN(value) ? "—" : `${(value * 100).toFixed(1)}`);

/** The per-flag table as Markdown (percentages). */
export function formatFlagTable(evaluation: FlagEvaluation): string {
  const header =
    "| flag | positives | TP | FP | FN | precision | recall | F1 | harmless pass (own words) | harmless pass (all) |";
  const rule = "| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |";
  const rows = evaluation.flags.map(
    (s) =>
      `| ${s.flag} | ${s.positives} | ${s.truePositives} | ${s.falsePositives} | ${s.falseNegatives} | ${percent(s.precision)} | ${percent(s.recall)} | ${percent(s.f1)} | ${percent(s.groupHarmlessPass)} (${s.groupHarmless}) | ${percent(s.harmlessPass)} (${s.harmless}) |`,
  );
  const { macro } = evaluation;
  const sum = (key: "positives" | "truePositives" | "falsePositives" | "falseNegatives") =>
    evaluation.flags.reduce((total, s) => total + s[key], 0);
  rows.push(
    `| macro | ${sum("positives")} | ${sum("truePositives")} | ${sum("falsePositives")} | ${sum("falseNegatives")} | ${percent(macro.precision)} | ${percent(macro.recall)} | ${percent(macro.f1)} | ${percent(macro.groupHarmlessPass)} | ${percent(macro.harmlessPass)} |`,
  );
  return [header, rule, ...rows].join("\n");
}

/** Prints the table; with `showErrors`, every false positive and false negative too. */
export function printFlagEvaluation(name: string, evaluation: FlagEvaluation, showErrors: boolean) {
  console.log(`## ${name}: lexicon red flags (present at score ≥ ${PRESENT})\n`);
  console.log(formatFlagTable(evaluation));
  if (!showErrors) return;
  for (const kind of ["false positive", "false negative"] as const) {
    const errors = evaluation.errors.filter((e) => e.kind === kind);
    console.log(`\n### ${kind}s (${errors.length})\n`);
    for (const e of errors)
      console.log(`- [${e.flag}] ${e.score.toFixed(2)} (${e.group}) ${JSON.stringify(e.text)}`);
  }
}

async function main() {
  const which = process.argv[2] ?? "dev";
  if (which !== "dev" && which !== "test") {
    console.error("usage: npx tsx scripts/training/flag-eval.ts [dev|test]");
    process.exit(2);
  }
  const { shippedClassifier } = await import("../../worker/analysis/shipped-model");
  const classifier = shippedClassifier();
  const set = which === "dev" ? FLAG_DEV_SET : FLAG_TEST_SET;
  const evaluation = evaluateFlags(set, (text) => classifier.score(text).redflags);
  // The test set's individual errors are never shown: it must not be tuned on.
  printFlagEvaluation(which === "dev" ? "dev set" : "test set (held out)", evaluation, which === "dev");
}

if (process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href) {
  main().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
