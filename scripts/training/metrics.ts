/** F1 of one class from its counts; 0 when the class is neither present nor predicted. */
export function f1(tp: number, fp: number, fn: number): number {
  return tp <= 0 ? 0 : (2 * tp) / (2 * tp + fp + fn);
}

/** Macro-F1 over classes 0..classes-1 of single-label predictions, and each class's F1. */
export function macroF1(truth: readonly number[], predicted: readonly number[], classes: number) {
  const perClass = Array.from({ length: classes }, (_, c) => {
    let tp = 0;
    let fp = 0;
    let fn = 0;
    truth.forEach((t, i) => {
      const p = predicted[i];
      if (p === c && t === c) tp++;
      else if (p === c) fp++;
      else if (t === c) fn++;
    });
    return f1(tp, fp, fn);
  });
  return { macro: perClass.reduce((a, b) => a + b, 0) / classes, perClass };
}

/**
 * Multi-label macro-F1 over the labels that occur in the truth (a label with no example in a
 * split has no defined F1), plus micro-F1 over all labels.
 */
export function multiLabelF1(
  truth: readonly (readonly string[])[],
  predicted: readonly (readonly string[])[],
  labels: readonly string[],
) {
  let tpAll = 0;
  let fpAll = 0;
  let fnAll = 0;
  const scores: number[] = [];
  for (const label of labels) {
    let tp = 0;
    let fp = 0;
    let fn = 0;
    truth.forEach((t, i) => {
      const inTruth = t.includes(label);
      const inPredicted = predicted[i]?.includes(label) ?? false;
      if (inTruth && inPredicted) tp++;
      else if (inPredicted) fp++;
      else if (inTruth) fn++;
    });
    tpAll += tp;
    fpAll += fp;
    fnAll += fn;
    if (tp + fn > 0) scores.push(f1(tp, fp, fn));
  }
  return {
    macro: scores.reduce((a, b) => a + b, 0) / Math.max(1, scores.length),
    micro: f1(tpAll, fpAll, fnAll),
    labels: scores.length,
  };
}

/**
 * SemEval-2021 Task 5 (toxic spans): per-post F1 of the predicted character offsets against the
 * gold ones, averaged over posts; a post with no gold offsets scores 1 when none are predicted.
 */
export function spanF1(
  gold: readonly (readonly number[])[],
  predicted: readonly (readonly number[])[],
): number {
  let sum = 0;
  gold.forEach((truth, i) => {
    const guess = new Set(predicted[i] ?? []);
    if (truth.length === 0 || guess.size === 0) {
      sum += truth.length === guess.size ? 1 : 0;
      return;
    }
    const overlap = truth.filter((at) => guess.has(at)).length;
    sum += (2 * overlap) / (truth.length + guess.size);
  });
  return gold.length === 0 ? 0 : sum / gold.length;
}
