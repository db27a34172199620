/**
 * 32-bit FNV-1a and a mixer: the feature hashing of the classifier. Training and inference must
 * agree bit for bit, so both live here and nowhere else.
 */
export const FNV_OFFSET = 0x811c9dc5;
export const FNV_PRIME = 0x01000193;
/** Seed of word features (and lexicon category features); tokens carry their word's hash. */
export const WORD_SEED = 0x1f;

export function hashString(text: string, seed: number): number {
  let h = (FNV_OFFSET ^ seed) >>> 0;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, FNV_PRIME);
  }
  return h >>> 0;
}

/** Combines two hashes (a word pair) into one, order-sensitive, with good avalanche. */
export function mixHashes(a: number, b: number): number {
  let h = Math.imul(a ^ 0x9e3779b9, 0x85ebca6b) ^ b;
  h = Math.imul(h ^ (h >>> 15), 0x2c1b3c6d);
  h = Math.imul(h ^ (h >>> 12), 0x297a2d39);
  return (h ^ (h >>> 15)) >>> 0;
}
