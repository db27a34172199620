import { readFileSync } from "node:fs";
import path from "node:path";
import { hashString } from "../../worker/analysis/hash";
import { INTERESTS, type InterestId } from "../../worker/domain/taxonomy";

/** The shared data sets live beside the repository (`../shared/data`), never inside it. */
export const DATA_DIR = path.resolve(import.meta.dirname, "../../../shared/data");

export interface ToxicityExample {
  text: string;
  offensive: boolean;
  hate: boolean;
}

export interface TopicExample {
  text: string;
  /** Interests the text is about; `known` says which interests the labels speak for at all. */
  interests: InterestId[];
  known: readonly InterestId[];
}

function readJsonl(file: string): Record<string, unknown>[] {
  return readFileSync(path.join(DATA_DIR, file), "utf8")
    .split("\n")
    .filter((line) => line.trim() !== "")
    .map((line) => JSON.parse(line) as Record<string, unknown>);
}

const text = (row: Record<string, unknown>) => String(row.text ?? "");

/** Davidson et al. (MIT): 0 hate speech, 1 offensive, 2 neither. Hate counts as offensive too. */
export function davidson(split: "train" | "validation"): (ToxicityExample & { id: number; label: number })[] {
  return readJsonl(`davidson_hate_offensive/${split}.jsonl`).map((row) => ({
    id: Number(row.id),
    text: text(row),
    label: Number(row.label),
    offensive: row.label !== 2,
    hate: row.label === 0,
  }));
}

const TWEET_TOPIC_IDS = INTERESTS.flatMap((i) =>
  i.tweetTopic === null ? [] : [{ id: i.id, column: i.tweetTopic }],
);
export const TWEET_TOPIC_INTERESTS: readonly InterestId[] = TWEET_TOPIC_IDS.map((t) => t.id);

/** TweetTopicXL English (MIT): 19 binary topic columns. */
export function tweetTopic(split: "train" | "validation"): TopicExample[] {
  return readJsonl(`tweet_topic_xl_en/${split}.jsonl`).map((row) => ({
    text: text(row),
    interests: TWEET_TOPIC_IDS.filter((t) => row[t.column] === 1).map((t) => t.id),
    known: TWEET_TOPIC_INTERESTS,
  }));
}

/** Validation only: TweetEval offensive and hate (no commercial licence). */
export function tweetEval(task: "offensive" | "hate"): { text: string; positive: boolean }[] {
  return readJsonl(`tweeteval_${task}/validation.jsonl`).map((row) => ({
    text: text(row),
    positive: row.label === 1,
  }));
}

/** Validation only: all of OLID v1.0 training (level A), a superset of TweetEval offensive. */
export function olid(): { text: string; positive: boolean }[] {
  return readJsonl("olid/train.jsonl").map((row) => ({ text: text(row), positive: row.subtask_a === "OFF" }));
}

/** LDNOOBW English list (CC BY 4.0). */
export function ldnoobwTerms(): string[] {
  return readFileSync(path.join(DATA_DIR, "ldnoobw/lists/en.txt"), "utf8")
    .split("\n")
    .map((line) => line.trim())
    .filter((line) => line !== "");
}

/** A deterministic split by a stable key: about `share` of the keys land in the held-out part. */
export function heldOut(key: string, share: number): boolean {
  return hashString(key, 0) / 0x100000000 < share;
}

/**
 * HateXplain (MIT): 0 hate speech, 1 offensive, 2 normal, like Davidson. Its text is
 * pre-tokenised and lower-cased with placeholders; `<user>` becomes a mention as in tweets,
 * the other placeholders (`<number>`, `<censored>`...) say nothing and are dropped.
 */
export function hateXplain(
  split: "train" | "validation",
): (ToxicityExample & { id: string; label: number })[] {
  return readJsonl(`hatexplain/${split}.jsonl`).map((row) => ({
    id: String(row.id),
    text: text(row)
      .replaceAll("<user>", "@user")
      .replace(/<[a-z]+>/g, " ")
      .trim(),
    label: Number(row.label),
    offensive: row.label !== 2,
    hate: row.label === 0,
  }));
}

/**
 * Measuring Hate Speech, binary (CC BY 4.0): 1 when the comment's hate-speech score is above 0,
 * which includes borderline text; 0 for neutral, supportive and counter speech.
 */
export function measuringHate(
  split: "train" | "validation",
): { id: string; text: string; positive: boolean }[] {
  return readJsonl(`measuring_hate_speech_binary/${split}.jsonl`).map((row) => ({
    id: String(row.id),
    text: text(row),
    positive: row.label === 1,
  }));
}

export const TOXIC_SUBTYPES = ["insult", "threat", "identity_attack", "obscene"] as const;
export type ToxicSubtype = (typeof TOXIC_SUBTYPES)[number];

export interface ToxicSpansRow {
  id: string;
  text: string;
  raters: number;
  /** Subtypes a strict majority of raters marked somewhere in the comment. */
  subtypes: ToxicSubtype[];
  /** Character offsets marked toxic by a strict majority of raters (the SemEval-2021 gold). */
  gold: number[];
}

/** Civil Comments Toxic Spans (CC0): every comment is toxic; raters marked typed character spans. */
export function toxicSpans(split: "train" | "validation"): ToxicSpansRow[] {
  return readJsonl(`civil_comments_toxic_spans/${split}.jsonl`).map((row) => {
    const raters = Number(row.raters);
    const votes = new Map<number, number>();
    for (const spans of row.rater_spans as [string, number, number][][]) {
      const marked = new Set<number>();
      for (const [, start, end] of spans) for (let at = start; at < end; at++) marked.add(at);
      for (const at of marked) votes.set(at, (votes.get(at) ?? 0) + 1);
    }
    return {
      id: String(row.id),
      text: text(row),
      raters,
      subtypes: TOXIC_SUBTYPES.filter((type) => row[type] === 1),
      gold: [...votes]
        .filter(([, count]) => count * 2 > raters)
        .map(([at]) => at)
        .sort((a, b) => a - b),
    };
  });
}

/** Stormfront (CC BY-SA 3.0): validation only, see docs/decisions/0012-training-data-licences-openai-moderation-and-ethos.md. */
export function stormfront(split: "validation"): { text: string; positive: boolean }[] {
  return readJsonl(`stormfront_hate/${split}.jsonl`).map((row) => ({
    text: text(row),
    positive: row.label === 1,
  }));
}

/** 1, 0 or NaN (not labelled) from a field that may be null. */
function known(value: unknown): number {
  return value === 1 ? 1 : value === 0 ? 0 : Number.NaN;
}

export interface ModerationRow {
  text: string;
  selfHarm: number;
  /** Violence or hate/threatening: OpenAI's two threat categories. */
  violence: number;
  hate: number;
  harassment: number;
}

/**
 * OpenAI moderation evaluation set (MIT): multi-label, each category 1, 0 or unknown (NaN). Its
 * violence also covers fiction that glorifies violence, close to our violence flag.
 */
export function openaiModeration(split: "train" | "validation"): ModerationRow[] {
  return readJsonl(`openai_moderation/${split}.jsonl`).map((row) => {
    const violence = known(row.violence);
    const threatening = known(row.hate_threatening);
    return {
      text: text(row),
      selfHarm: known(row.self_harm),
      violence: violence === 1 || threatening === 1 ? 1 : violence,
      hate: known(row.hate),
      harassment: known(row.harassment),
    };
  });
}

/** ETHOS (GPL v3): validation only (docs/decisions/0012-training-data-licences-openai-moderation-and-ethos.md); violence = incites violence. */
export function ethos(split: "validation"): { text: string; violence: boolean; hate: boolean }[] {
  return readJsonl(`ethos/${split}.jsonl`).map((row) => ({
    text: text(row),
    violence: row.label === 1,
    hate: row.hate === 1,
  }));
}
