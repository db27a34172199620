/** Spans: which words triggered a red flag, learned from Toxic Spans and tuned on its held-out slice. */
import { type Classifier, createClassifier } from "../../worker/analysis/classifier";
import type { ModelFile } from "../../worker/analysis/model-format";
import { tokenize } from "../../worker/analysis/tokenize";
import { spanF1 } from "./metrics";
import { log, pct } from "./report";

/** The character offsets a report marks in a text: the spans of every red flag present. */
export function markedOffsets(classifier: Classifier, text: string): number[] {
  const offsets = new Set<number>();
  for (const flag of classifier.classify(text).redflags)
    for (const [start, end] of flag.spans) for (let at = start; at < end; at++) offsets.add(at);
  return [...offsets];
}

const SPAN_MINS = [1, 1.5, 2, 3, 100];
const SPAN_SHARES = [0.5, 0.75, 1];
const SPAN_RULE_MINS = [0.5, 0.7, 0.85, 1];
const SPAN_WORD_MINS = [0.3, 0.4, 0.5, 0.6, 0.7, 1.01];
/** A word needs this many uses in the training comments before its marked share is kept. */
const SPAN_WORD_MIN_USES = 3;
/** Shares are smoothed towards 0 with this many pseudo-uses, so rare words need a clear record. */
const SPAN_WORD_SMOOTHING = 1;

/**
 * The share of each word's uses in Toxic Spans training comments that a majority of raters
 * marked (a word counts as marked when most of its characters are), for words used often enough.
 */
export function learnSpanWords(rows: readonly { text: string; gold: number[] }[]): Record<string, number> {
  const uses = new Map<string, number>();
  const marks = new Map<string, number>();
  for (const row of rows) {
    const gold = new Set(row.gold);
    const tokens = tokenize(row.text);
    tokens.words.forEach((word, i) => {
      if (tokens.part[i]) return;
      const start = tokens.starts[i] ?? 0;
      const end = tokens.ends[i] ?? 0;
      let inside = 0;
      for (let at = start; at < end; at++) if (gold.has(at)) inside++;
      uses.set(word, (uses.get(word) ?? 0) + 1);
      if (inside * 2 > end - start) marks.set(word, (marks.get(word) ?? 0) + 1);
    });
  }
  const words: Record<string, number> = {};
  for (const [word, count] of [...marks].sort(([a], [b]) => (a < b ? -1 : 1))) {
    const total = uses.get(word) ?? 0;
    const share = count / (total + SPAN_WORD_SMOOTHING);
    if (total >= SPAN_WORD_MIN_USES && share >= (SPAN_WORD_MINS[0] ?? 0))
      words[word] = Math.round(share * 100) / 100;
  }
  log(`spans: ${Object.keys(words).length} marked words learned from ${rows.length} comments`);
  return words;
}

/** Chooses how strong a word's share of the logit must be to be marked, on the Toxic Spans tuning slice. */
export function tuneSpans(
  model: ModelFile,
  rows: readonly { text: string; gold: number[] }[],
): ModelFile["tuning"] {
  let best = { f1: -1, tuning: model.tuning };
  for (const spanMin of SPAN_MINS)
    for (const spanShare of SPAN_SHARES)
      for (const spanRuleMin of SPAN_RULE_MINS)
        for (const spanWordMin of SPAN_WORD_MINS) {
          const tuning = { ...model.tuning, spanMin, spanShare, spanRuleMin, spanWordMin };
          const classifier = createClassifier({ ...model, tuning });
          const f1 = spanF1(
            rows.map((row) => row.gold),
            rows.map((row) => markedOffsets(classifier, row.text)),
          );
          if (f1 > best.f1) best = { f1, tuning };
        }
  log(
    `spans: chose ${JSON.stringify(best.tuning)} (Toxic Spans tuning slice F1 ${pct(best.f1)}, ${rows.length} posts)`,
  );
  return best.tuning;
}
