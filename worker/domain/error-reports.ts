/**
 * What an error report may say: nothing personal and no live credential. One set of rules for the
 * Worker and the browser (worker/lib/error-reporting.ts, client/lib/error-reporting-sdk.ts), applied
 * to every event, breadcrumb and span before it leaves. Pure: plain data in, plain data out.
 */

/** The spec's tracing sample rate: every request and page load is traced where reporting is on. */
export const TRACES_SAMPLE_RATE = 1;

/** What both SDKs are told not to collect at all: who the user is, cookies, headers, bodies, queries. */
export const NOTHING_PERSONAL = {
  userInfo: false,
  cookies: false,
  httpHeaders: false,
  httpBodies: [] as never[],
  urlQueryParams: false,
};

/** What stands in for a removed value. */
export const FILTERED = "[Filtered]";
export const EMAIL_PLACEHOLDER = "[email]";

/**
 * Paths whose next segment is a live token: the email links (`/confirm/{hash}`,
 * `/recovery/{hash}`, `/settings/email/{hash}`, and the API's `/auth/confirm/…`,
 * `/auth/recovery/…`), an offer (`/offer/{hash}`) and a checkout session (`/dev/checkout/{id}`).
 * The API's `/settings/email/confirm` carries its hash in the body, so that segment stays.
 */
const TOKEN_SEGMENT =
  /(\/(?:confirm|recovery|offer)\/|\/settings\/email\/(?!confirm(?:[/?#\s"']|$))|\/dev\/checkout\/)[^/?#\s"'<>]+/g;
/** A query parameter's value (`?h=…`, `&to=…`): names are kept, values never. */
const QUERY_VALUE = /([?&][^=&#?\s"'<>]+=)[^&#\s"'<>]*/g;
/** Any local part RFC 5322 allows unquoted, so no address slips through by an odd character. */
const EMAIL = /[A-Z0-9!#$%&'*+/=?^_`{|}~.-]+@[A-Z0-9-]+(?:\.[A-Z0-9-]+)*\.[A-Z]{2,}/gi;
const AUTH_SCHEME = /\b(Bearer|Basic)\s+[^\s"',;]+/gi;
/** A failed query's bound values (drizzle's `DrizzleQueryError` message): hashes, emails. */
const QUERY_PARAMS = /(\bparams: )[\s\S]*$/;
/** Our tokens and hashes are base64url of 32 bytes (43 characters). */
const LONG_TOKEN = /[A-Za-z0-9_-]{32,}/g;

/**
 * Keys whose values are never sent, whatever they hold: credentials, cookies, sessions, emails,
 * link hashes, and the client's network address.
 */
const SENSITIVE_KEY = new RegExp(
  [
    "pass(word)?|secret|token|auth|cookie|session|signature|credential|api[-_]?key|dsn",
    "e-?mail|hash",
    // A visitor's address, under the names servers, proxies and OpenTelemetry give it.
    "(^|[._-])ip($|[._-])|ip_?address|client\\.address|peer\\.address|forwarded|connecting|real[-_]ip",
  ].join("|"),
  "i",
);

/**
 * A long run of URL-safe characters with upper case, lower case and a digit: a random token. Hex
 * (trace and span ids) and ordinary words never have all three.
 */
function isToken(run: string): boolean {
  return /[a-z]/.test(run) && /[A-Z]/.test(run) && /\d/.test(run);
}

/** A path with its token segments templated: `/confirm/abc` → `/confirm/:hash`. */
function templateTokenSegments(text: string): string {
  return text.replace(TOKEN_SEGMENT, (_, prefix: string) =>
    prefix === "/dev/checkout/" ? `${prefix}:sessionId` : `${prefix}:hash`,
  );
}

/** Any text as a report may carry it: tokens in paths, query values, emails, credentials removed. */
export function scrubText(text: string): string {
  return templateTokenSegments(text)
    .replace(QUERY_PARAMS, `$1${FILTERED}`)
    .replace(AUTH_SCHEME, `$1 ${FILTERED}`)
    .replace(QUERY_VALUE, `$1${FILTERED}`)
    .replace(EMAIL, EMAIL_PLACEHOLDER)
    .replace(LONG_TOKEN, (run) => (isToken(run) ? FILTERED : run));
}

/** Our row ids (`rep_` and 22 characters): one failing call is one issue, whichever report it was. */
const ROW_ID_SEGMENT = /\/[a-z]{2,8}_[A-Za-z0-9_-]{16,}(?=\/|$)/g;

/**
 * An API path as a report names it, e.g. `POST /auth/confirm/:hash`, `GET /report/:id/summary`:
 * tokens and row ids templated, no query or fragment.
 */
export function apiPathTemplate(path: string): string {
  const pathname = path.split(/[?#]/, 1)[0] ?? "";
  return scrubText(pathname).replace(ROW_ID_SEGMENT, "/:id");
}

/** Whether a value under this key is never sent. */
export function isSensitiveKey(key: string): boolean {
  return SENSITIVE_KEY.test(key);
}

/** Deeper than any event's data goes: what lies below is dropped rather than walked. */
const MAX_DEPTH = 8;

/** Any data as a report may carry it: strings scrubbed, sensitive keys' values filtered, at any depth. */
export function scrubValue(value: unknown, depth = 0): unknown {
  if (typeof value === "string") return scrubText(value);
  if (value === null || typeof value !== "object") return value;
  if (depth >= MAX_DEPTH) return FILTERED;
  if (Array.isArray(value)) return value.map((item) => scrubValue(item, depth + 1));
  const scrubbed: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) {
    scrubbed[key] = isSensitiveKey(key) ? FILTERED : scrubValue(item, depth + 1);
  }
  return scrubbed;
}

function scrubRecord<T>(record: T): T {
  return scrubValue(record) as T;
}

/** The parts of an error event that may carry personal data (Sentry's event shape, structurally). */
export type ScrubbableEvent = {
  message?: string;
  logentry?: { message?: string; params?: unknown[] };
  transaction?: string;
  exception?: {
    values?: { value?: string; stacktrace?: { frames?: { vars?: Record<string, unknown> }[] } }[];
  };
  breadcrumbs?: ScrubbableBreadcrumb[];
  request?: {
    url?: string;
    query_string?: unknown;
    cookies?: Record<string, string>;
    headers?: Record<string, string>;
    data?: unknown;
    env?: Record<string, string>;
  };
  extra?: Record<string, unknown>;
  contexts?: Record<string, unknown>;
  tags?: Record<string, unknown>;
  user?: { id?: string | number } & Record<string, unknown>;
};

export type ScrubbableBreadcrumb = { message?: string; data?: Record<string, unknown> };

/**
 * An event as it may leave: the request's cookies, body, query and environment dropped, its
 * headers and URL scrubbed; the user reduced to an id; messages, exception values, breadcrumbs,
 * extra data, contexts and tags scrubbed (`scrubValue`). Mutates and returns the event.
 */
export function scrubEvent<E extends ScrubbableEvent>(event: E): E {
  if (event.message !== undefined) event.message = scrubText(event.message);
  if (event.logentry) event.logentry = scrubRecord(event.logentry);
  if (event.transaction !== undefined) event.transaction = scrubText(event.transaction);
  for (const exception of event.exception?.values ?? []) {
    if (exception.value !== undefined) exception.value = scrubText(exception.value);
    for (const frame of exception.stacktrace?.frames ?? []) delete frame.vars;
  }
  if (event.breadcrumbs) event.breadcrumbs = event.breadcrumbs.map(scrubBreadcrumb);
  if (event.request) {
    const { cookies: _cookies, data: _data, env: _env, query_string: _query, ...request } = event.request;
    event.request = scrubRecord(request);
  }
  if (event.extra) event.extra = scrubRecord(event.extra);
  if (event.contexts) event.contexts = scrubRecord(event.contexts);
  if (event.tags) event.tags = scrubRecord(event.tags);
  if (event.user) event.user = event.user.id === undefined ? {} : { id: event.user.id };
  return event;
}

/** A breadcrumb (a console line, a fetch, a navigation, a query) as it may be kept. */
export function scrubBreadcrumb<B extends ScrubbableBreadcrumb>(breadcrumb: B): B {
  if (breadcrumb.message !== undefined) breadcrumb.message = scrubText(breadcrumb.message);
  if (breadcrumb.data) breadcrumb.data = scrubRecord(breadcrumb.data);
  return breadcrumb;
}

/** A span (a request, a query, a fetch) as it may leave: its name and attributes scrubbed. */
export function scrubSpan<S extends { name: string; attributes?: Record<string, unknown> }>(span: S): S {
  span.name = scrubText(span.name);
  if (span.attributes) span.attributes = scrubRecord(span.attributes);
  return span;
}
