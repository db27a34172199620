import { z } from "zod";
import { INTEREST_IDS, MODEL_FLAGS, RED_FLAG_IDS } from "../domain/taxonomy";
import { type Classifier, createClassifier } from "./classifier";
import modelJson from "./model/classifier.json";
import type { ModelFile } from "./model-format";

const headSchema = <Label extends string>(labels: z.ZodType<Label>) =>
  z.object({
    labels: z.array(labels),
    bits: z.number().int().min(1).max(24),
    scale: z.number().positive(),
    bias: z.array(z.number()),
    rows: z.string(),
  });

const modelFileSchema = z.object({
  format: z.literal(2),
  redflags: headSchema(z.enum(MODEL_FLAGS)),
  topics: headSchema(z.enum(INTEREST_IDS)),
  lexicon: z.array(
    z.tuple([
      z.string(),
      z.enum([...INTEREST_IDS, ...RED_FLAG_IDS, "group", "dehumanize"]),
      z.number().min(0).max(1),
    ]),
  ),
  tuning: z.object({
    spanMin: z.number(),
    spanShare: z.number().min(0).max(1),
    spanRuleMin: z.number().min(0),
    spanWordMin: z.number().min(0),
  }),
  spanWords: z.record(z.string(), z.number().min(0).max(1)),
  metrics: z.record(z.string(), z.number()),
});

/** Checks a model file's shape once at load, so a corrupt file fails loudly rather than scoring 0. */
export function parseModelFile(json: unknown): ModelFile {
  return modelFileSchema.parse(json);
}

let shipped: Classifier | undefined;

/** The classifier of the model file bundled with the Worker, built on first use. */
export function shippedClassifier(): Classifier {
  shipped ??= createClassifier(parseModelFile(modelJson));
  return shipped;
}

/** Size of the bundled model as JSON text, for the docs and the bench. */
export function shippedModelBytes(): number {
  return new TextEncoder().encode(JSON.stringify(modelJson)).length;
}
