/**
 * `npm run classify`: JSON lines `{ "id", "text" }` on stdin → JSON lines
 * `{ "id", "interests": [{ "id", "score" }], "redflags": [{ "id", "score" }] }` on stdout, with the
 * shipped model. Every id of the taxonomy is listed, in taxonomy order, scores rounded to four
 * decimals; 0.5 and above means present. A line that is not such an object is reported on stderr
 * and skipped (the exit code is then 1).
 */
import { createInterface } from "node:readline";
import { shippedClassifier } from "../worker/analysis/shipped-model";

const classifier = shippedClassifier();
const lines = createInterface({ input: process.stdin, crlfDelay: Number.POSITIVE_INFINITY });
let lineNumber = 0;
let output = "";

for await (const line of lines) {
  lineNumber++;
  if (line.trim() === "") continue;
  let input: unknown;
  try {
    input = JSON.parse(line);
  } catch {
    input = undefined;
  }
  if (typeof input !== "object" || input === null || !("text" in input) || typeof input.text !== "string") {
    console.error(`line ${lineNumber}: expected a JSON object with a string "text"`);
    process.exitCode = 1;
    continue;
  }
  const id = "id" in input ? input.id : null;
  output += `${JSON.stringify({ id, ...classifier.classify(input.text) })}\n`;
  if (output.length > 1 << 16) {
    process.stdout.write(output);
    output = "";
  }
}
process.stdout.write(output);
