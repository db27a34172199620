/**
 * Classifier throughput on one core, over the validation texts of ../shared/data (the hand-written
 * seed posts when the data is absent). `npm run bench` calls `benchClassifier`; run alone
 * (`npx tsx bench/classifier.ts`) it prints the figures as JSON.
 */
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { SEED_TOPICS } from "../scripts/training/seed-topics";
import { shippedClassifier, shippedModelBytes } from "../worker/analysis/shipped-model";

const DATA_DIR = path.resolve(import.meta.dirname, "../../shared/data");
const VALIDATION_FILES = [
  "tweeteval_offensive/validation.jsonl",
  "tweeteval_hate/validation.jsonl",
  "davidson_hate_offensive/validation.jsonl",
  "tweet_topic_xl_en/validation.jsonl",
];
const MEASURE_MS = 2000;

function benchTexts(): string[] {
  const texts = VALIDATION_FILES.map((file) => path.join(DATA_DIR, file))
    .filter((file) => existsSync(file))
    .flatMap((file) => readFileSync(file, "utf8").split("\n"))
    .filter((line) => line.trim() !== "")
    .map((line) => String((JSON.parse(line) as { text?: unknown }).text ?? ""));
  return texts.length > 0 ? texts : Object.values(SEED_TOPICS).flatMap((lines) => lines.split("\n"));
}

export async function benchClassifier(): Promise<Record<string, number>> {
  const texts = benchTexts();
  const loadStart = performance.now();
  const classifier = shippedClassifier();
  const classifierLoadMs = performance.now() - loadStart;
  for (const text of texts) classifier.score(text);
  // CPU time, not wall time: the figure is per core even on a busy machine.
  const cpuStart = process.cpuUsage();
  const wallStart = performance.now();
  let done = 0;
  while (performance.now() - wallStart < MEASURE_MS) {
    for (const text of texts) classifier.score(text);
    done += texts.length;
  }
  const cpu = process.cpuUsage(cpuStart);
  const cpuSeconds = (cpu.user + cpu.system) / 1e6;
  return {
    classifierTextsPerSecond: Math.round(done / cpuSeconds),
    classifierMicrosecondsPerText: Math.round((cpuSeconds / done) * 1e8) / 100,
    classifierModelBytes: shippedModelBytes(),
    classifierLoadMs: Math.round(classifierLoadMs),
  };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  console.log(JSON.stringify(await benchClassifier()));
}
