import type { InterestId, ModelFlag } from "../domain/taxonomy";
import type { LexiconTerm } from "./lexicon-match";

/**
 * The shipped model file (`model/classifier.json`): two linear heads over hashed features (the
 * serious red flags, the interests), their
 * weights quantised to signed bytes and stored as sparse rows in base64, plus the lexicon terms
 * derived from data (LDNOOBW). Written by `scripts/train.ts`, read by `classifier.ts`.
 */
export interface ModelFile {
  format: 2;
  redflags: HeadFile<ModelFlag>;
  topics: HeadFile<InterestId>;
  lexicon: LexiconTerm[];
  /** Which words of a flagged text are shown as its evidence; tuned on Toxic Spans. */
  tuning: SpanTuning;
  /**
   * Words readers mark as the toxic part of a comment, with the share of their uses that a
   * majority marked (learned from Toxic Spans): which words of an offensive or hateful text to show.
   */
  spanWords: Record<string, number>;
  /** Validation figures printed by the last training run, kept for the docs and the bench. */
  metrics: Record<string, number>;
}

export interface SpanTuning {
  /**
   * A word is marked as triggering a serious flag when its share of the logit is at least
   * `spanMin` and at least `spanShare` of the strongest word's.
   */
  spanMin: number;
  spanShare: number;
  /** A lexicon match marks its words for a serious flag when its term weighs at least this. */
  spanRuleMin: number;
  /** A word of `spanWords` is marked for offensive or hate when its share is at least this. */
  spanWordMin: number;
}

export interface HeadFile<Label extends string> {
  labels: Label[];
  /** log2 of the number of hash buckets. */
  bits: number;
  /** Multiply a stored byte by this to get the weight. */
  scale: number;
  bias: number[];
  /** Rows with a non-zero weight: varint gap from the previous row, then one byte per label. */
  rows: string;
}

/**
 * A head ready for inference: dense quantised weights, row-major by bucket. Bytes rather than
 * floats keep the tables small enough to stay in the CPU cache, which is most of the speed.
 */
export interface Head<Label extends string> {
  labels: readonly Label[];
  mask: number;
  weights: Int8Array;
  scale: number;
  bias: Float64Array;
}

/**
 * A head with only its non-zero rows, for heads whose table is mostly zeros (the topic head:
 * about one bucket in eight). `rowOf[bucket]` is the bucket's row in `rows` (of `width` bytes
 * each), 0 for an all-zero bucket; row 0 is never used. Skipping a zero row changes no sum (its
 * products are +0) and the small table stays in cache.
 */
export interface SparseHead<Label extends string> {
  labels: readonly Label[];
  mask: number;
  rowOf: Uint16Array;
  rows: Int8Array;
  scale: number;
  bias: Float64Array;
}

/** The sparse form of `head`, or undefined when it has too many non-zero rows for 16-bit indices. */
export function sparseHead<Label extends string>(head: Head<Label>): SparseHead<Label> | undefined {
  const width = head.labels.length;
  const buckets = head.mask + 1;
  const { weights } = head;
  const rowOf = new Uint16Array(buckets);
  let count = 0;
  for (let bucket = 0; bucket < buckets; bucket++) {
    for (let k = 0; k < width; k++) {
      if (weights[bucket * width + k] !== 0) {
        if (++count > 0xffff) return undefined;
        rowOf[bucket] = count;
        break;
      }
    }
  }
  const rows = new Int8Array((count + 1) * width);
  for (let bucket = 0; bucket < buckets; bucket++) {
    const row = rowOf[bucket] as number;
    if (row !== 0) rows.set(weights.subarray(bucket * width, (bucket + 1) * width), row * width);
  }
  return { labels: head.labels, mask: head.mask, rowOf, rows, scale: head.scale, bias: head.bias };
}

function toBase64(bytes: Uint8Array): string {
  let binary = "";
  const chunk = 0x8000;
  for (let i = 0; i < bytes.length; i += chunk) {
    binary += String.fromCharCode(...bytes.subarray(i, i + chunk));
  }
  return btoa(binary);
}

function fromBase64(text: string): Uint8Array {
  const binary = atob(text);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

/** Quantises dense weights (bucket-major, `labels.length` per bucket) into the file's form. */
export function encodeHead<Label extends string>(
  labels: Label[],
  bits: number,
  weights: Float32Array,
  bias: number[],
): HeadFile<Label> {
  const width = labels.length;
  let largest = 0;
  for (const w of weights) largest = Math.max(largest, Math.abs(w));
  const scale = largest > 0 ? largest / 127 : 1;
  const bytes: number[] = [];
  let previous = -1;
  for (let row = 0; row < 1 << bits; row++) {
    const quantised = Array.from({ length: width }, (_, k) =>
      Math.round((weights[row * width + k] ?? 0) / scale),
    );
    if (quantised.every((q) => q === 0)) continue;
    for (let gap = row - previous; ; gap >>>= 7) {
      if (gap < 0x80) {
        bytes.push(gap);
        break;
      }
      bytes.push((gap & 0x7f) | 0x80);
    }
    for (const q of quantised) bytes.push(q & 0xff);
    previous = row;
  }
  return {
    labels,
    bits,
    scale,
    bias: bias.map((b) => Math.round(b * 1e4) / 1e4),
    rows: toBase64(Uint8Array.from(bytes)),
  };
}

export function decodeHead<Label extends string>(file: HeadFile<Label>): Head<Label> {
  const width = file.labels.length;
  const weights = new Int8Array((1 << file.bits) * width);
  const bytes = fromBase64(file.rows);
  let row = -1;
  for (let i = 0; i < bytes.length; ) {
    let gap = 0;
    for (let shift = 0; ; shift += 7) {
      const b = bytes[i++] ?? 0;
      gap |= (b & 0x7f) << shift;
      if (b < 0x80) break;
    }
    row += gap;
    for (let k = 0; k < width; k++) {
      weights[row * width + k] = bytes[i++] ?? 0;
    }
  }
  return {
    labels: file.labels,
    mask: (1 << file.bits) - 1,
    weights,
    scale: file.scale,
    bias: Float64Array.from(file.bias),
  };
}
