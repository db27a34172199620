import { hashString, WORD_SEED } from "./hash";

/**
 * Open-addressing table of entries keyed by the tokens' word hashes (`Tokens.hashes`), so a token
 * is looked up without hashing its string again: one probe per token on the classifier's hot
 * path (a `Map` lookup per word cost a tenth of its time). Slot values are entry numbers from 1.
 */
export interface WordTable<Entry> {
  mask: number;
  slots: Int32Array;
  hashes: Uint32Array;
  words: string[];
  entries: Entry[];
}

export function wordTable<Entry>(map: ReadonlyMap<string, Entry>): WordTable<Entry> {
  let size = 16;
  while (size < map.size * 4) size *= 2;
  const table: WordTable<Entry> = {
    mask: size - 1,
    slots: new Int32Array(size),
    hashes: new Uint32Array(map.size + 1),
    words: [""],
    // Entry number 0 marks an empty slot and is never read.
    entries: new Array<Entry>(1),
  };
  for (const [word, entry] of map) {
    const hash = hashString(word, WORD_SEED);
    const number = table.words.length;
    table.hashes[number] = hash;
    table.words.push(word);
    table.entries.push(entry);
    let slot = hash & table.mask;
    while (table.slots[slot] !== 0) slot = (slot + 1) & table.mask;
    table.slots[slot] = number;
  }
  return table;
}

/** The entry of `word` (whose hash is `hash`), if the table has it. */
export function lookup<Entry>(table: WordTable<Entry>, hash: number, word: string): Entry | undefined {
  for (let slot = hash & table.mask; ; slot = (slot + 1) & table.mask) {
    const number = table.slots[slot] as number;
    if (number === 0) return undefined;
    if (table.hashes[number] === hash && table.words[number] === word) return table.entries[number];
  }
}
