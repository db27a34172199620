/** Validation: the public sets' validation splits and the held-out red-flag set, read only once the model is built. */
import { createClassifier } from "../../worker/analysis/classifier";
import type { ModelFile } from "../../worker/analysis/model-format";
import { INTEREST_IDS, PRESENT, RED_FLAG_IDS, type RedFlagId } from "../../worker/domain/taxonomy";
import {
  davidson,
  ethos,
  hateXplain,
  measuringHate,
  olid,
  openaiModeration,
  stormfront,
  TWEET_TOPIC_INTERESTS,
  toxicSpans,
  tweetEval,
  tweetTopic,
} from "./data";
import { profanity } from "./featurize";
import { evaluateFlags, printFlagEvaluation } from "./flag-eval";
import { FLAG_TEST_SET } from "./flag-sets";
import { f1, macroF1, multiLabelF1, spanF1 } from "./metrics";
import { pct } from "./report";
import { markedOffsets } from "./train-spans";

/**
 * The lexicon's offensive rule reaches this score with one word that offends on its own (words
 * under it need a second sign). OLID counts "any form of non-acceptable language (profanity)" as
 * offensive; our offensive flag does not (it is aimed at someone), so OLID's label is compared
 * with "a serious flag or profanity".
 */
const PROFANITY_MIN = 0.5;

/** Precision, recall and F1 of one binary decision, × 100. */
function binaryFigures(truth: readonly boolean[], predicted: readonly boolean[]) {
  let tp = 0;
  let fp = 0;
  let fn = 0;
  truth.forEach((t, i) => {
    if (t && predicted[i]) tp++;
    else if (predicted[i]) fp++;
    else if (t) fn++;
  });
  return {
    precision: pct(tp + fp === 0 ? 0 : tp / (tp + fp)),
    recall: pct(tp + fn === 0 ? 0 : tp / (tp + fn)),
    f1: pct(f1(tp, fp, fn)),
    positives: tp + fn,
  };
}

export function validate(model: ModelFile) {
  const classifier = createClassifier(model);
  const flag = (name: RedFlagId) => RED_FLAG_IDS.indexOf(name);
  const present = (scores: Float64Array, id: RedFlagId) => (scores[flag(id)] ?? 0) >= PRESENT;
  const flags = (text: string) => classifier.score(text).redflags;
  const binary = (rows: { text: string; positive: boolean }[], positive: (text: string) => boolean) =>
    macroF1(
      rows.map((row) => Number(row.positive)),
      rows.map((row) => Number(positive(row.text))),
      2,
    );
  const threeClass = (rows: { text: string; label: number }[]) =>
    macroF1(
      rows.map((row) => row.label),
      rows.map((row) => {
        const s = flags(row.text);
        return present(s, "hate") ? 0 : present(s, "offensive") ? 1 : 2;
      }),
      3,
    );
  const olidOffensive = (text: string) => {
    const s = flags(text);
    return (
      present(s, "offensive") ||
      present(s, "hate") ||
      present(s, "violence") ||
      profanity(text) >= PROFANITY_MIN
    );
  };
  const davidson3 = threeClass(davidson("validation"));
  const spanRows = toxicSpans("validation");
  const topicRows = tweetTopic("validation");
  const topics = multiLabelF1(
    topicRows.map((row) => row.interests),
    topicRows.map((row) =>
      INTEREST_IDS.filter((_, k) => (classifier.score(row.text).interests[k] ?? 0) >= PRESENT),
    ),
    TWEET_TOPIC_INTERESTS,
  );
  const moderation = openaiModeration("validation");
  const labelled = (key: "selfHarm" | "violence") => moderation.filter((row) => !Number.isNaN(row[key]));
  const moderationFigures = (key: "selfHarm" | "violence", id: RedFlagId) => {
    const rows = labelled(key);
    return binaryFigures(
      rows.map((row) => row[key] === 1),
      rows.map((row) => present(flags(row.text), id)),
    );
  };
  const ethosRows = ethos("validation");
  const ethosViolence = binaryFigures(
    ethosRows.map((row) => row.violence),
    ethosRows.map((row) => present(flags(row.text), "violence")),
  );
  const metrics: Record<string, number> = {
    tweetEvalOffensiveMacroF1: pct(binary(tweetEval("offensive"), olidOffensive).macro),
    tweetEvalHateMacroF1: pct(binary(tweetEval("hate"), (text) => present(flags(text), "hate")).macro),
    davidsonMacroF1: pct(davidson3.macro),
    davidsonHateF1: pct(davidson3.perClass[0]),
    hateXplainMacroF1: pct(threeClass(hateXplain("validation")).macro),
    measuringHateMacroF1: pct(
      binary(measuringHate("validation"), (text) => present(flags(text), "hate")).macro,
    ),
    stormfrontMacroF1: pct(binary(stormfront("validation"), (text) => present(flags(text), "hate")).macro),
    toxicSpansF1: pct(
      spanF1(
        spanRows.map((row) => row.gold),
        spanRows.map((row) => markedOffsets(classifier, row.text)),
      ),
    ),
    tweetTopicMacroF1: pct(topics.macro),
    tweetTopicMicroF1: pct(topics.micro),
    tweetTopicLabelsInValidation: topics.labels,
    olidAllLevelAMacroF1: pct(binary(olid(), olidOffensive).macro),
  };
  const licensed: Record<string, ReturnType<typeof binaryFigures>> = {
    "OpenAI moderation self-harm": moderationFigures("selfHarm", "self-harm"),
    "OpenAI moderation violence": moderationFigures("violence", "violence"),
    "ETHOS violence": ethosViolence,
  };
  for (const [name, figures] of Object.entries(licensed)) {
    const key = name.replace(/[^A-Za-z]/g, "");
    metrics[`${key}Precision`] = figures.precision;
    metrics[`${key}Recall`] = figures.recall;
    metrics[`${key}F1`] = figures.f1;
  }
  // The hand-labelled red-flag sets (scripts/training/flag-sets.ts): the held-out one.
  const flagTest = evaluateFlags(FLAG_TEST_SET, flags);
  const harmless = Object.values(FLAG_TEST_SET)
    .flat()
    .filter((item) => item.flags.length === 0);
  metrics.flagTestHarmlessWithAnyRedFlag = pct(
    harmless.filter((item) => flags(item.text).some((score) => score >= PRESENT)).length / harmless.length,
  );
  return { metrics, licensed, flagTest };
}

const TARGETS: Record<string, number> = {
  tweetEvalOffensiveMacroF1: 72,
  tweetEvalHateMacroF1: 55,
  davidsonMacroF1: 72,
  hateXplainMacroF1: 58.5,
  measuringHateMacroF1: 70.6,
  toxicSpansF1: 54,
  tweetTopicMacroF1: 60,
};

/** Prints each validation figure beside its floor, the licensed sets' figures and the red-flag test set's. */
export function printValidation(validation: ReturnType<typeof validate>) {
  console.log("\npublic validation splits (never trained or tuned on)   score  floor");
  for (const [name, value] of Object.entries(validation.metrics)) {
    const target = TARGETS[name];
    const verdict =
      target === undefined ? "" : `${String(target).padStart(6)}  ${value >= target ? "met" : "short"}`;
    console.log(`  ${name.padEnd(40)} ${String(value).padStart(6)}${verdict}`);
  }
  console.log("\nlicensed sets' validation splits                 precision recall  F1  positives");
  for (const [name, figures] of Object.entries(validation.licensed))
    console.log(
      `  ${name.padEnd(44)} ${String(figures.precision).padStart(6)} ${String(figures.recall).padStart(6)} ${String(figures.f1).padStart(5)} ${String(figures.positives).padStart(5)}`,
    );
  console.log("");
  printFlagEvaluation("red-flag test set (held out)", validation.flagTest, false);
}
