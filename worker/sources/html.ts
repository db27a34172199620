/** The little HTML reading the page-based networks need: script contents, the title, entities. */

function scriptAttributes(body: string): { attrs: string; content: string }[] {
  return [...body.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)].map((m) => ({
    attrs: m[1] ?? "",
    content: m[2] ?? "",
  }));
}

export function scriptById(body: string, id: string): string | null {
  const found = scriptAttributes(body).find(({ attrs }) => new RegExp(`\\bid=["']${id}["']`).test(attrs));
  return found ? found.content : null;
}

export function scriptsByType(body: string, type: string): string[] {
  return scriptAttributes(body)
    .filter(({ attrs }) => new RegExp(`\\btype=["']${type.replace(/[+]/g, "\\+")}["']`).test(attrs))
    .map(({ content }) => content);
}

export function titleOf(body: string): string {
  return decodeEntities(/<title[^>]*>([\s\S]*?)<\/title>/i.exec(body)?.[1] ?? "").trim();
}

/**
 * A numeric reference's character, as a browser reads it: a surrogate, zero or anything past
 * U+10FFFF is U+FFFD (the text stays well-formed), and a code point past U+FFFF stays whole
 * (`fromCharCode` would cut it to one UTF-16 unit).
 */
function referenced(code: number): string {
  const scalar = code > 0 && code <= 0x10ffff && (code < 0xd800 || code > 0xdfff);
  return scalar ? String.fromCodePoint(code) : "\uFFFD";
}

export function decodeEntities(text: string): string {
  return text
    .replace(/&#(\d+);/g, (_, code: string) => referenced(Number(code)))
    .replace(/&#x([0-9a-f]+);/gi, (_, code: string) => referenced(Number.parseInt(code, 16)))
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&amp;/g, "&");
}
