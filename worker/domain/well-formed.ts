/**
 * Text from a network or a user may hold a lone UTF-16 surrogate (a JSON `\ud800` escape, an HTML
 * `&#xD800;`, a client's body). `encodeURIComponent` throws on one, and storage and the event
 * stream would each treat it their own way; here it becomes U+FFFD, as
 * `String.prototype.toWellFormed` does (not in the TypeScript lib this project targets).
 */

/** A surrogate not part of a pair: under the `u` flag, a pair is one code point outside `Cs`. */
const LONE_SURROGATE = /\p{Cs}/gu;

export function wellFormed(text: string): string {
  return text.replace(LONE_SURROGATE, "\uFFFD");
}

/** `encodeURIComponent` for any text: it never throws. */
export function encodeUrlComponent(text: string): string {
  return encodeURIComponent(wellFormed(text));
}

/** A lone surrogate's JSON escape: a high one with no low one after it, or a low one with no high one before. */
const LONE_SURROGATE_ESCAPE =
  /\\u[dD][89abAB][0-9a-fA-F]{2}(?!\\u[dD][c-fC-F])|(?<!\\u[dD][89abAB][0-9a-fA-F]{2})\\u[dD][c-fC-F]/;

const wellFormedStrings = (_key: string, value: unknown) =>
  typeof value === "string" ? wellFormed(value) : value;

/**
 * `JSON.parse` whose string values are all well-formed (keys stay as sent: a reviver cannot change
 * them, and no reader takes text from them); it throws as `JSON.parse` does on text that is not
 * JSON. The reviver costs a few times the parse, so it runs only when an escape needs it.
 */
export function parseWellFormedJson(text: string): unknown {
  const input = wellFormed(text);
  return LONE_SURROGATE_ESCAPE.test(input) ? JSON.parse(input, wellFormedStrings) : JSON.parse(input);
}
