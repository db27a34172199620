/** A dropdown choice (the spec's entity): what the user reads and the short code the field returns. */
export type DropdownOption = { title: string; abbr: string };

/** Case-insensitive substring match on title or abbr; an empty query keeps every option. */
export function filterOptions<T extends DropdownOption>(options: readonly T[], query: string): T[] {
  const needle = query.trim().toLowerCase();
  if (needle === "") return [...options];
  return options.filter(
    (o) => o.title.toLowerCase().includes(needle) || o.abbr.toLowerCase().includes(needle),
  );
}

/**
 * The abbr chosen when the list closes. Untyped text keeps the current choice; an emptied box
 * clears it; text naming an option (title or abbr, any case) or leaving exactly one option picks
 * that one; anything else keeps the current choice.
 */
export function choiceOnClose(
  options: readonly DropdownOption[],
  text: string,
  typed: boolean,
  current: string,
): string {
  if (!typed) return current;
  const needle = text.trim().toLowerCase();
  if (needle === "") return "";
  const exact = options.find((o) => o.title.toLowerCase() === needle || o.abbr.toLowerCase() === needle);
  if (exact) return exact.abbr;
  const left = filterOptions(options, needle);
  return left.length === 1 && left[0] ? left[0].abbr : current;
}

/** The next highlighted entry for an arrow key, wrapping around; -1 when there is nothing to highlight. */
export function moveHighlight(current: number, delta: 1 | -1, count: number): number {
  if (count <= 0) return -1;
  if (current < 0) return delta > 0 ? 0 : count - 1;
  return (((current + delta) % count) + count) % count;
}
