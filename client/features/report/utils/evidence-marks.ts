/** A piece of a text, marked when it is one of the words that triggered a flag. */
export type TextPart = { start: number; text: string; marked: boolean };

/**
 * Cuts a text at its `[start, end)` spans: overlapping or out-of-range spans are merged and
 * clipped, so any spans the classifier gives render as a clean, readable sequence. Pure.
 */
export function markedParts(text: string, spans: readonly (readonly number[])[]): TextPart[] {
  const clipped = spans
    .map(([start = 0, end = 0]): [number, number] => [Math.max(0, start), Math.min(text.length, end)])
    .filter(([start, end]) => end > start)
    .sort((a, b) => a[0] - b[0]);
  const merged: [number, number][] = [];
  for (const span of clipped) {
    const last = merged.at(-1);
    if (last && span[0] <= last[1]) last[1] = Math.max(last[1], span[1]);
    else merged.push([...span]);
  }
  const parts: TextPart[] = [];
  let at = 0;
  for (const [start, end] of merged) {
    if (start > at) parts.push({ start: at, text: text.slice(at, start), marked: false });
    parts.push({ start, text: text.slice(start, end), marked: true });
    at = end;
  }
  if (at < text.length || parts.length === 0) parts.push({ start: at, text: text.slice(at), marked: false });
  return parts;
}
