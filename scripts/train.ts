/**
 * `npm run train`: rebuilds worker/analysis/model/classifier.json from ../shared/data and prints
 * validation scores.
 *
 * Trained only on data that allows commercial use (Davidson, HateXplain, TweetTopicXL: MIT;
 * Measuring Hate Speech, LDNOOBW: CC BY 4.0; Toxic Spans: CC0) and on text written for this
 * project (docs/decisions/0012-training-data-licences-openai-moderation-and-ethos.md). Thresholds and settings are tuned on
 * held-out parts of that training data. The validation splits, TweetEval, OLID, Stormfront and
 * the held-out red-flag set are read only after the model is built, for the printed figures.
 */
import { writeFileSync } from "node:fs";
import path from "node:path";
import { LEXICON } from "../worker/analysis/lexicons";
import type { ModelFile } from "../worker/analysis/model-format";
import { extraTerms } from "./training/featurize";
import { finalWriterFigures, printFinalWriter, writerMetrics } from "./training/final-writer";
import { log } from "./training/report";
import { trainRedFlags } from "./training/train-redflags";
import { learnSpanWords, tuneSpans } from "./training/train-spans";
import { trainTopics } from "./training/train-topics";
import { printValidation, validate } from "./training/validate";

const MODEL_PATH = path.resolve(import.meta.dirname, "../worker/analysis/model/classifier.json");

log(`lexicon: ${LEXICON.length} hand-written groups, ${extraTerms.length} terms from LDNOOBW`);
const redFlags = trainRedFlags();
const model: ModelFile = {
  format: 2,
  redflags: redFlags.head,
  tuning: { spanMin: 0, spanShare: 0, spanRuleMin: 0, spanWordMin: 1 },
  spanWords: learnSpanWords(redFlags.spanFit),
  topics: trainTopics(),
  lexicon: extraTerms,
  metrics: {},
};
model.tuning = tuneSpans(model, redFlags.spanTune);
const validation = validate(model);
/**
 * `--no-final` (while developing) leaves the final writer unread: its figures are meant to be
 * read once, for the closing run.
 */
const readFinal = !process.argv.includes("--no-final");
const final = readFinal ? finalWriterFigures(model) : undefined;
model.metrics = { ...validation.metrics, ...writerMetrics(redFlags.nested, final) };
const json = JSON.stringify(model);
writeFileSync(MODEL_PATH, `${json}\n`);
log(`wrote ${path.relative(process.cwd(), MODEL_PATH)} (${(json.length / 1024).toFixed(0)} KiB)`);
printValidation(validation);
if (final !== undefined) printFinalWriter(final);
