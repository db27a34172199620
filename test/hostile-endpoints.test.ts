import fc from "fast-check";
import { beforeAll, describe, expect, it } from "vitest";
import { errorBodySchema } from "../worker/contracts/errors";
import { SOURCES } from "../worker/contracts/sources";
import { INTEREST_IDS, RED_FLAG_IDS } from "../worker/domain/taxonomy";
import { ERROR_STATUS } from "../worker/lib/errors";
import { Client, signUp } from "./accounts";
import {
  type ApiRoute,
  apiRoutes,
  changedTables,
  encodeAll,
  fillPath,
  hostileString,
  INJECTION_STRINGS,
  invalidUtf8Json,
  nestedArrays,
  nestedObjects,
  paramCount,
  type RowCounts,
  rowCounts,
  serialise,
  settledRowCounts,
  shapedBodyWith,
  TABLES,
} from "./hostile";
import { LANDING, waitUntilSeeded } from "./http";
import { EMILY, generatedReport } from "./reports";

/**
 * Issue 21.6: every API route, with arbitrary path parameters, queries and bodies, as a visitor,
 * signed in, and with a bogus bearer token or session cookie. Whatever arrives: never a 5xx, every
 * 4xx is the API's `{ code, message }`, and a refused request stores nothing.
 * test/no-server-errors.test.ts keeps a fixed list of odd inputs; this file generates them.
 */

/** Fixed, so a failure reproduces; fast-check prints the counterexample and its path. */
const SEED = 21_06_2026;
/** Each route its own fixed seed: the same seed everywhere would send every route the same sequence of choices. */
function seedOf(route: ApiRoute): number {
  let hash = SEED;
  for (const ch of `${route.method} ${route.path}`)
    hash = (Math.imul(hash, 31) + (ch.codePointAt(0) ?? 0)) | 0;
  return hash;
}

/** Generated requests per route and kind of client (four kinds): the whole file stays well under a minute. */
const RUNS = 6;

/**
 * Tables a refused request may write, by design:
 * - `rate_limits` counts refused attempts (wrong passwords, per-IP caps counted before the body
 *   is read, e.g. the opt-out form), or the limits would not limit anything.
 */
const EXEMPT: ReadonlySet<string> = new Set(["rate_limits"]);

const ROUTES = apiRoutes();
const JSON_TYPE = "application/json";
const MAX_BODY = 1024 * 1024;

type Kind = "visitor" | "signed in" | "bogus bearer" | "bogus cookie";
const KINDS: Kind[] = ["visitor", "signed in", "bogus bearer", "bogus cookie"];

/** Token-ish garbage a header can carry (header values are bytes: no CR, LF or NUL). */
const headerText = fc.string({
  unit: fc.integer({ min: 0x21, max: 0x7e }).map((c) => String.fromCharCode(c)),
  minLength: 1,
  maxLength: 300,
});

async function clientOf(kind: Kind): Promise<Client> {
  switch (kind) {
    case "visitor":
      return new Client();
    case "signed in":
      return (await signUp({ subscribed: true })).client;
    case "bogus bearer": {
      const client = new Client();
      client.bearer = `forged.${"A".repeat(300)}.<script>'"%00`;
      return client;
    }
    case "bogus cookie": {
      const client = new Client();
      client.cookies.set("lw_session", `forged.${"A".repeat(43)}.${encodeAll("<script>").slice(0, 30)}`);
      client.cookies.set("lw_visitor", "../../etc/passwd");
      return client;
    }
  }
}

/**
 * The signed-in client keeps its session for the whole run: signing out (which always succeeds)
 * would turn the rest of its run into a visitor's, which the visitor's run covers already.
 */
const skipFor = (kind: Kind, route: ApiRoute) =>
  kind === "signed in" && route.method === "POST" && route.path === "/api/v1/auth/signout";

/**
 * Values that lead past the first lookup, so the rest of a handler sees the hostile input too: the
 * caller's own draft and (signed in) its own completed, unlocked report, a public example, the
 * networks and interests. `destructive` routes get no own report id (a deleted report, a refresh
 * running in the background would spoil the rest of the run).
 */
type Known = { ids: string[]; ownCompleted: string | null };

async function knownValues(kind: Kind, client: Client): Promise<Known> {
  const examples = (await (await client.get("/api/v1/examples")).json()) as { id: string }[];
  const ids = examples.slice(0, 1).map((e) => e.id);
  let ownCompleted: string | null = null;
  if (kind === "visitor" || kind === "signed in") {
    const res = await client.post("/api/v1/create", { source: "ig", username: "emily.carter" });
    if (res.status !== 200) throw new Error(`create failed: ${res.status} ${await res.text()}`);
    ids.push(((await res.json()) as { id: string }).id);
  }
  if (kind === "signed in") {
    ownCompleted = await generatedReport(client, EMILY);
    // The subscriber's first full view unlocks it: later reads reach the room.
    expect((await client.get(`/api/v1/report/${ownCompleted}`)).status).toBe(200);
  }
  return { ids, ownCompleted };
}

const DESTRUCTIVE = new Set(["POST /api/v1/dashboard/delete/:id", "POST /api/v1/report/:id/refresh"]);

function knownParams(known: Known, route: ApiRoute): fc.Arbitrary<string> {
  const own =
    known.ownCompleted && !DESTRUCTIVE.has(`${route.method} ${route.path}`) ? [known.ownCompleted] : [];
  return fc.constantFrom(
    ...known.ids,
    ...own,
    ...SOURCES,
    ...INTEREST_IDS.slice(0, 3),
    ...RED_FLAG_IDS.slice(0, 3),
  );
}

/** A path parameter: garbage, encoded or raw; traversal; escapes (valid and not); plausible ids; very long. */
const paramValue = (known: fc.Arbitrary<string>): fc.Arbitrary<string> =>
  fc.oneof(
    { weight: 3, arbitrary: known },
    hostileString.map(encodeAll),
    // As typed: the URL parser encodes what it must; `?` and `#` end the path early, `/` adds a segment.
    hostileString,
    fc.constantFrom(
      "..",
      "../..",
      "%2e%2e%2f%2e%2e",
      "%",
      "%00",
      "%E0%A4%A",
      "%ZZ",
      "%F0%9F%92%A9",
      "ig",
      "tw",
      "li",
    ),
    fc.stringMatching(/^[\w-]{1,24}$/),
    fc.integer({ min: 1000, max: 9000 }).map((n) => "a".repeat(n)),
  );

const QUERY_KEYS = ["limit", "offset", "h", "to", "reset", "id", "url", "w", "q", "__proto__"] as const;
const queryString: fc.Arbitrary<string> = fc
  .array(fc.tuple(fc.constantFrom(...QUERY_KEYS), hostileString, fc.boolean()), { maxLength: 4 })
  .map((pairs) =>
    pairs.length === 0
      ? ""
      : `?${pairs.map(([k, v, raw]) => `${k}=${raw ? v.replace(/[#&]/g, "") : encodeAll(v)}`).join("&")}`,
  );

const CONTENT_TYPES = [
  JSON_TYPE,
  "application/json; charset=utf-16",
  "text/plain",
  "application/x-www-form-urlencoded",
  "multipart/form-data",
  "multipart/form-data; boundary=zzz",
  "application/xml",
  "*/*",
  "",
] as const;

type Body = { type: string | null; body: BodyInit };

/** Bodies of every wrong kind; `type: null` lets the request set its own (multipart's boundary). */
function bodyArb(extra: fc.Arbitrary<unknown>): fc.Arbitrary<Body> {
  const shapedBody = shapedBodyWith(extra);
  return fc.oneof(
    fc.json().map((body) => ({ type: JSON_TYPE, body })),
    shapedBody.map((value) => ({ type: JSON_TYPE, body: serialise(value) })),
    fc
      .anything({ withBigInt: true, withDate: true, withMap: true, withNullPrototype: true })
      .map((value) => ({
        type: JSON_TYPE,
        body: serialise(value),
      })),
    // Malformed JSON: a cut-off object, or text.
    shapedBody
      .map(serialise)
      .chain((text) => fc.nat({ max: Math.max(0, text.length - 1) }).map((n) => text.slice(0, n)))
      .map((body) => ({ type: JSON_TYPE, body })),
    fc.tuple(hostileString, fc.constantFrom(...CONTENT_TYPES)).map(([body, type]) => ({ type, body })),
    // The right fields under the wrong content type.
    fc
      .tuple(shapedBody, fc.constantFrom(...CONTENT_TYPES))
      .map(([value, type]) => ({ type, body: serialise(value) })),
    shapedBody.map((value) => ({
      type: "application/x-www-form-urlencoded",
      body: new URLSearchParams(
        Object.entries(value).map(([k, v]): [string, string] => [
          k,
          typeof v === "string" ? v : serialise(v),
        ]),
      ).toString(),
    })),
    shapedBody.map((value) => {
      const form = new FormData();
      for (const [k, v] of Object.entries(value)) form.append(k, typeof v === "string" ? v : serialise(v));
      form.append("file", new File([serialise(value)], "x.html", { type: "text/html" }));
      return { type: null, body: form };
    }),
    fc.uint8Array({ maxLength: 300 }).map((bytes) => ({ type: JSON_TYPE, body: bytes })),
  );
}

/**
 * Extra headers a hostile client sends: a forged Stripe signature, odd client IPs, now and then a
 * foreign Origin (refused before anything else: rare, so the rest of the handler gets the input).
 */
const headersArb: fc.Arbitrary<Record<string, string>> = fc
  .tuple(
    fc.record(
      {
        "stripe-signature": headerText,
        "cf-connecting-ip": fc.oneof(
          headerText,
          fc.constantFrom("::1", "::ffff:127.0.0.1", "1.2.3.4, 5.6.7.8"),
        ),
        "accept-language": headerText,
      },
      { requiredKeys: [] },
    ),
    fc.oneof(
      { weight: 9, arbitrary: fc.constant(null) },
      {
        weight: 1,
        arbitrary: fc.constantFrom("http://evil.example", "null", "http://example.test.evil.example"),
      },
    ),
  )
  // "Origin" as the client names it, so it sends this one instead of ours.
  .map(([headers, origin]) => (origin === null ? headers : { ...headers, Origin: origin }));

/** The counts after the previous refused request: the next request's "before", one query saved per request. */
let lastCounts: RowCounts | null = null;

type Sent = { label: string; res: Response; inApi: boolean };

/** Why a response breaks the contract, or null: < 500 always, and a 4xx is `{ code, message }` with its status. */
async function violation({ label, res, inApi }: Sent): Promise<string | null> {
  if (res.status >= 500) return `${label} -> ${res.status} ${(await res.text()).slice(0, 200)}`;
  if (res.status < 400) {
    // An event stream (a probe room, say) would stay open.
    await res.body?.cancel();
    return null;
  }
  // A raw `..` may walk out of the API: a page's 404 or 405 is its own (HTML) answer.
  if (!inApi) {
    await res.body?.cancel();
    return null;
  }
  const type = res.headers.get("content-type") ?? "";
  const text = await res.text();
  if (!type.startsWith(JSON_TYPE))
    return `${label} -> ${res.status} with ${type || "no type"}: ${text.slice(0, 100)}`;
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return `${label} -> ${res.status} with a body that is no JSON: ${text.slice(0, 100)}`;
  }
  const parsed = errorBodySchema.safeParse(body);
  if (!parsed.success) return `${label} -> ${res.status} ${text.slice(0, 200)}: not the error shape`;
  if (ERROR_STATUS[parsed.data.code] !== res.status)
    return `${label} -> ${res.status} with code ${parsed.data.code}`;
  return null;
}

/**
 * Sends one request and checks it: the contract above, and, when refused (4xx), that no table of
 * the schema gained or lost a row (rate limits aside).
 */
async function probe(
  client: Client,
  method: string,
  path: string,
  body: Body | null,
  headers: Record<string, string> = {},
): Promise<{ refused: boolean }> {
  const before: RowCounts = lastCounts ?? (await rowCounts());
  const all = body?.type ? { "Content-Type": body.type, ...headers } : headers;
  const label = `${method} ${path.slice(0, 200)}${body ? ` [${body.type}] ${describeBody(body.body)}` : ""}`;
  const res = await client.send(method, path, body?.body, all);
  const refused = res.status >= 400 && res.status < 500;
  const inApi = new URL(`${LANDING}${path}`).pathname.startsWith("/api/v1/");
  expect(await violation({ label, res, inApi })).toBeNull();
  lastCounts = await rowCounts();
  if (refused) expect(changedTables(before, lastCounts, EXEMPT), `${label} stored something`).toEqual({});
  // What an accepted write goes on writing after its answer is its own: wait for it to finish.
  else if (hasBody(method)) lastCounts = await settledRowCounts();
  return { refused };
}

function describeBody(body: BodyInit): string {
  if (typeof body === "string") return JSON.stringify(body.slice(0, 120));
  if (body instanceof Uint8Array) return `${body.byteLength} bytes`;
  if (body instanceof FormData) return "multipart form";
  return "stream";
}

const hasBody = (method: string) => method !== "GET" && method !== "HEAD";

/** A body past the 1 MiB limit that does not declare its length (streamed). */
function streamedPastLimit(): ReadableStream<Uint8Array> {
  const chunk = new TextEncoder().encode(`"${"x".repeat(64 * 1024 - 2)}"`);
  let sent = 0;
  return new ReadableStream<Uint8Array>({
    pull(controller) {
      if (sent++ * chunk.byteLength > MAX_BODY) controller.close();
      else controller.enqueue(chunk);
    },
  });
}

/**
 * A body whose every field is plausible but for `odd` (a JSON escape: `\ud800` arrives as a lone
 * surrogate), without a username, so a create takes the name branch.
 */
function oddFields(odd: string): string {
  return `{"email":"nobody${odd}@example.com","password":"Sup3r-secret-${odd}","current":"${odd}","name":"Nobody${odd} Hostile${odd}","query":"nobody.${odd}","age":30,"state":"TX","source":"ig","hash":"${odd}","h":"${odd}","id":"${odd}","credential":"${odd.repeat(10)}","accepted":true,"receive":true,"profiles":[{"source":"ig","id":"${odd}"}],"label":"GET /x${odd} 500","result":"success"}`;
}

/** The fixed hostile cases every route gets, beside the generated ones. */
function fixedCases(
  route: ApiRoute,
  param: (name: string) => string,
  bigBodies: boolean,
): { path: string; body: Body | null }[] {
  const names = route.path.match(/:[A-Za-z]+/g) ?? [];
  const anyParam = fillPath(route.path, (i) => param(names[i]?.slice(1) ?? ""));
  if (!hasBody(route.method)) {
    return [
      {
        path: `${anyParam}?limit=${"9".repeat(400)}&offset=-1e309&h=${encodeAll("\u0000\ud800")}`,
        body: null,
      },
      { path: `${anyParam}?${"a[b]".repeat(2000)}=1&limit[__proto__]=1`, body: null },
      { path: `${anyParam}?h=${"h".repeat(20_000)}`, body: null },
      { path: fillPath(route.path, () => encodeAll(INJECTION_STRINGS[1])), body: null },
    ];
  }
  const nearLimit = `{"email":"${"a".repeat(MAX_BODY - 100)}@x.co","query":"q","name":"n"}`;
  return [
    { path: anyParam, body: { type: JSON_TYPE, body: nestedArrays(5_000) } },
    { path: anyParam, body: { type: JSON_TYPE, body: nestedObjects(5_000) } },
    { path: anyParam, body: { type: JSON_TYPE, body: `{"profiles":${nestedArrays(5_000)}}` } },
    // The body limit comes before any handler: one kind of caller is enough for the big ones.
    ...(bigBodies
      ? [
          { path: anyParam, body: { type: JSON_TYPE, body: nearLimit } },
          { path: anyParam, body: { type: JSON_TYPE, body: "x".repeat(MAX_BODY + 1) } },
          { path: anyParam, body: { type: JSON_TYPE, body: streamedPastLimit() } },
        ]
      : []),
    { path: anyParam, body: { type: JSON_TYPE, body: invalidUtf8Json() } },
    // Every field valid but for one odd character: the handlers get past their validators with it.
    ...["\\ud800", "\\u0000", "\\u202e"].map((odd) => ({
      path: anyParam,
      body: { type: JSON_TYPE, body: oddFields(odd) },
    })),
    {
      path: anyParam,
      body: { type: "multipart/form-data; boundary=zzz", body: `--zzz\r\n${"x".repeat(10_000)}` },
    },
  ];
}

describe.each(KINDS)("hostile input to every API route, %s", (kind) => {
  let client: Client;
  let known: Known;

  beforeAll(async () => {
    // The health check answers 503 (and generates the examples) until the seed data is ready.
    await waitUntilSeeded();
    client = await clientOf(kind);
    known = await knownValues(kind, client);
    lastCounts = await settledRowCounts();
  }, 120_000);

  it("has the schema's tables and the API's routes to try", () => {
    expect(TABLES).toContain("users");
    expect(ROUTES.length).toBeGreaterThan(30);
  });

  it.each(ROUTES.filter((route) => !skipFor(kind, route)))(
    "$method $path",
    async (route) => {
      let allRefused = true;
      const start: RowCounts = lastCounts ?? (await rowCounts());
      const params = paramCount(route.path);
      // The caller's own reports (none for a destructive route), a network, an interest: past the lookups.
      const ownParam = (name: string): string => {
        const draft = known.ids.at(-1) ?? "x";
        if (name === "id" && DESTRUCTIVE.has(`${route.method} ${route.path}`)) return "x";
        if (name === "id")
          return route.path.startsWith("/api/v1/create/") ? draft : (known.ownCompleted ?? draft);
        if (name === "source") return "ig";
        if (name === "interestId") return INTEREST_IDS[0] ?? "x";
        return "x";
      };
      // The fixed cases test what the body parser and validators do; two kinds of caller are enough.
      const fixed =
        kind === "visitor" || kind === "signed in" ? fixedCases(route, ownParam, kind === "visitor") : [];
      for (const { path, body } of fixed) {
        const { refused } = await probe(client, route.method, path, body);
        allRefused &&= refused;
      }
      await fc.assert(
        fc.asyncProperty(
          fc.array(paramValue(knownParams(known, route)), { minLength: params, maxLength: params }),
          queryString,
          hasBody(route.method) ? bodyArb(knownParams(known, route)) : fc.constant(null),
          headersArb,
          fc.constantFrom(route.method, route.method, route.method, "PUT", "PATCH", "DELETE", "OPTIONS"),
          async (values, query, body, headers, method) => {
            const path = `${fillPath(route.path, (i) => values[i] ?? "")}${query}`;
            const { refused } = await probe(client, method, path, hasBody(method) ? body : null, headers);
            allRefused &&= refused;
          },
        ),
        { seed: seedOf(route), numRuns: RUNS },
      );
      // Work a refused write left running after its answer (waitUntil, queues) counts too.
      if (hasBody(route.method)) {
        const after = await settledRowCounts();
        if (allRefused) expect(changedTables(start, after, EXEMPT), "stored after the answers").toEqual({});
        lastCounts = after;
      }
    },
    60_000,
  );
});
