import { env } from "cloudflare:workers";
import { getTableName, is } from "drizzle-orm";
import { SQLiteTable } from "drizzle-orm/sqlite-core";
import fc from "fast-check";
import { api } from "../worker/api/v1";
import * as schema from "../worker/db/schema";

/**
 * Hostile input for the property tests (test/hostile-*.test.ts): strings that have broken web
 * apps before, arbitraries built from them, the API's routes as Hono lists them, and row counts of
 * every table of the schema (for "nothing stored").
 */

/** Markup, script and URL payloads: each must come out of every page as text. */
export const XSS_STRINGS = [
  "<script>alert(1)</script>",
  '"><img src=x onerror=alert(1)>',
  "'><svg/onload=alert(1)>",
  "javascript:alert(1)",
  "</script><script>alert(1)</script>",
  "<!--<script>-->",
  // biome-ignore lint/suspicious/noTemplateCurlyInString: a template-injection payload, meant as plain text.
  "${alert(1)}",
  "{{constructor.constructor('alert(1)')()}}",
] as const;

export const INJECTION_STRINGS = [
  ...XSS_STRINGS,
  "' OR '1'='1",
  "'; DROP TABLE users; --",
  '" OR ""="',
  "1; SELECT * FROM sessions",
  "admin'--",
  "%' AND 1=1 --",
  "../../../../etc/passwd",
  "..%2F..%2F..%2Fetc%2Fpasswd",
  "file:///etc/passwd",
  "http://169.254.169.254/latest/meta-data/",
  "http://localhost:8787/",
  "\r\nSet-Cookie: lw_session=stolen",
  "__proto__",
  "constructor",
  "prototype",
  '{"$gt":""}',
  "NaN",
  "Infinity",
  "-0",
  "1e309",
  "0x7fffffff",
  "null",
  "undefined",
  "true",
] as const;

/** Characters that break naive text handling: NUL, lone surrogates, bidi overrides, zero widths. */
const ODD_CHARS = [
  "\u0000",
  "\u0001",
  "\u007f",
  "\ud800",
  "\udfff",
  "\udbff",
  "\u202e",
  "\u202d",
  "\u2066",
  "\u200b",
  "\u200d",
  "\u2060",
  "\ufeff",
  "\ufffe",
  "\uffff",
  "e\u0301",
  "👩‍👩‍👧‍👦",
  "𝓐",
  "ﷺ",
  "İ",
  "ß",
  "\u0085",
  "\u2028",
  "\u2029",
  "\t",
  "\n",
  "%",
  "/",
  "\\",
  "?",
  "#",
  "&",
  "=",
  ";",
  '"',
  "'",
  "<",
  ">",
] as const;

/** One "character": mostly any code point, often an odd one, sometimes a lone surrogate. */
const hostileChar: fc.Arbitrary<string> = fc.oneof(
  { weight: 4, arbitrary: fc.string({ unit: "binary", minLength: 1, maxLength: 1 }) },
  { weight: 3, arbitrary: fc.constantFrom(...ODD_CHARS) },
  { weight: 1, arbitrary: fc.integer({ min: 0xd800, max: 0xdfff }).map((c) => String.fromCharCode(c)) },
);

/** A string a hostile client (or a hostile network profile) might send. */
export const hostileString: fc.Arbitrary<string> = fc.oneof(
  { weight: 3, arbitrary: fc.string({ unit: hostileChar, maxLength: 40 }) },
  { weight: 3, arbitrary: fc.constantFrom(...INJECTION_STRINGS) },
  { weight: 1, arbitrary: fc.string({ unit: "grapheme", maxLength: 40 }) },
  {
    weight: 1,
    arbitrary: fc
      .tuple(fc.constantFrom(...INJECTION_STRINGS), fc.constantFrom(...ODD_CHARS))
      .map(([a, b]) => `${b}${a}${b}`),
  },
  { weight: 1, arbitrary: fc.integer({ min: 256, max: 20_000 }).map((n) => "a".repeat(n)) },
);

/**
 * Values a validator accepts (an address, a network, an age, a state, a name that is not found),
 * so a handler gets past its first check with the hostile values beside them. No fixture
 * persona's name or link: an opt-out filed by a generated form would outlive this file.
 */
const plausibleValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.emailAddress(),
  fc.constantFrom("ig", "fb", "tt", "tw", "li", "TX", "CA", true, false),
  fc.integer({ min: 0, max: 130 }),
  hostileString.map((s) => `nobody.${s}`),
  fc.constantFrom("https://www.instagram.com/nobody.hostile/", "https://x.com/nobody_hostile"),
  fc.constant("Nobody Hostile"),
  // A first and last name with an odd character in each (a lone surrogate, a bidi override...).
  fc.tuple(hostileChar, hostileChar).map(([a, b]) => `Nobody${a} Hostile${b}`),
);

/** Any JSON-ish value, strings hostile, a few levels deep; `extra` adds values of the caller's (its ids). */
function hostileValueWith(extra: fc.Arbitrary<unknown>): fc.Arbitrary<unknown> {
  return fc.letrec((tie) => ({
    value: fc.oneof(
      { depthSize: "small", withCrossShrink: true },
      hostileString,
      plausibleValue,
      extra,
      fc.integer(),
      fc.double(),
      fc.constant(null),
      fc.array(tie("value"), { maxLength: 4 }),
      fc.dictionary(hostileString, tie("value"), { maxKeys: 4 }),
    ),
  })).value;
}

/** Field names the API's bodies and queries use: the validators get past "unknown key" into the field. */
const FIELD_NAMES = [
  "email",
  "password",
  "current",
  "name",
  "age",
  "state",
  "source",
  "username",
  "query",
  "id",
  "ids",
  "h",
  "hash",
  "profiles",
  "accepted",
  "receive",
  "credential",
  "result",
  "limit",
  "offset",
  "links",
  "reason",
  "label",
  "next",
  "unloaded",
  "imageUnloaded",
  "to",
  "url",
  "__proto__",
] as const;

/** An object whose keys the API knows and whose values are of any (mostly wrong) kind. */
export function shapedBodyWith(extra: fc.Arbitrary<unknown>): fc.Arbitrary<Record<string, unknown>> {
  return fc.dictionary(fc.constantFrom(...FIELD_NAMES), hostileValueWith(extra), { maxKeys: 6 });
}

/** `JSON.stringify` that never throws and always answers a string (`fc.anything` makes BigInts, null prototypes...). */
export function serialise(value: unknown): string {
  try {
    return JSON.stringify(value) ?? fc.stringify(value);
  } catch {
    return fc.stringify(value);
  }
}

/** Percent-encodes every byte of the UTF-8 form (lone surrogates as U+FFFD), never throwing as encodeURIComponent does. */
export function encodeAll(text: string): string {
  return [...new TextEncoder().encode(text)].map((b) => `%${b.toString(16).padStart(2, "0")}`).join("");
}

/** Fixed-depth nesting, built as text: `depth` arrays, or objects under a field the API reads. */
export function nestedArrays(depth: number): string {
  return `${"[".repeat(depth)}${"]".repeat(depth)}`;
}
export function nestedObjects(depth: number, key = "email"): string {
  return `${`{"${key}":`.repeat(depth)}null${"}".repeat(depth)}`;
}

/** A JSON body with a string of invalid UTF-8 (an encoded lone surrogate, a stray continuation byte). */
export function invalidUtf8Json(): Uint8Array<ArrayBuffer> {
  const head = new TextEncoder().encode('{"email":"a');
  const tail = new TextEncoder().encode('@example.com","name":"x","query":"y"}');
  return new Uint8Array([...head, 0xed, 0xa0, 0x80, 0xff, 0xc0, 0x80, 0x00, ...tail]);
}

export type ApiRoute = { method: string; path: string };

/** Every API route once, as Hono lists them: a route added later is covered without touching the tests. */
export function apiRoutes(): ApiRoute[] {
  const unique = new Map<string, ApiRoute>();
  for (const r of api.routes) {
    // Middleware registrations are "ALL"; they are no endpoint of their own.
    if (r.method !== "ALL") unique.set(`${r.method} ${r.path}`, { method: r.method, path: r.path });
  }
  return [...unique.values()];
}

/** The route's path with each parameter (and a trailing wildcard) replaced by a value. */
export function fillPath(path: string, value: (index: number) => string): string {
  let i = 0;
  return path.replace(/:[A-Za-z]+(\{[^}]*\})?\??|\*$/g, () => value(i++));
}

/** The number of parameters in a route template. */
export function paramCount(path: string): number {
  return (path.match(/:[A-Za-z]+(\{[^}]*\})?\??|\*$/g) ?? []).length;
}

/** Every table of worker/db/schema.ts, by its SQL name. */
export const TABLES: readonly string[] = Object.values(schema).flatMap((value) =>
  is(value, SQLiteTable) ? [getTableName(value)] : [],
);

export type RowCounts = Record<string, number>;

/** Rows per table, and the highest rowid (a row inserted and another deleted still shows), in one query. */
export async function rowCounts(): Promise<RowCounts> {
  const columns = TABLES.flatMap((t) => [
    `(SELECT count(*) FROM "${t}") AS "${t}"`,
    `(SELECT coalesce(max(rowid), 0) FROM "${t}") AS "${t}#maxrowid"`,
  ]);
  const row = await env.DB.prepare(`SELECT ${columns.join(", ")}`).first<RowCounts>();
  if (!row) throw new Error("no row counts");
  return row;
}

/** Counts once they stop moving (a previous request's background work, a queue consumer, finished). */
export async function settledRowCounts(timeoutMs = 5_000, pollMs = 15): Promise<RowCounts> {
  const deadline = Date.now() + timeoutMs;
  let last = await rowCounts();
  for (;;) {
    await new Promise((resolve) => setTimeout(resolve, pollMs));
    const now = await rowCounts();
    if (JSON.stringify(now) === JSON.stringify(last) || Date.now() > deadline) return now;
    last = now;
  }
}

/** The tables whose counts differ, except `exempt` ones: `{ table: [before, after] }`. */
export function changedTables(
  before: RowCounts,
  after: RowCounts,
  exempt: ReadonlySet<string>,
): Record<string, [number, number]> {
  const changed: Record<string, [number, number]> = {};
  for (const [key, value] of Object.entries(after)) {
    if (exempt.has(key.split("#")[0] ?? key)) continue;
    if (before[key] !== value) changed[key] = [before[key] ?? -1, value];
  }
  return changed;
}
