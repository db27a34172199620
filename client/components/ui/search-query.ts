/** The spec's minimum length of a search submitted with Enter, after trimming. */
export const SEARCH_MIN_LENGTH = 2;

/**
 * What Enter submits: an empty search for a blank box (clearing it), the trimmed text when it
 * has at least two characters, and nothing (null) for a single character.
 */
export function searchOnEnter(text: string): string | null {
  const query = text.trim();
  if (query === "") return "";
  return query.length >= SEARCH_MIN_LENGTH ? query : null;
}
