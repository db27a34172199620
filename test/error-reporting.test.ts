import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { PASSWORD, signUp, type TestUser } from "./accounts";
import { APP } from "./http";

/**
 * The Worker's error reports, end to end: a real unexpected failure (D1 unavailable) on the API
 * and on a page, sent by the SDK to a stand-in of Sentry's ingest endpoint (a fetch stub for the
 * DSN's host). The envelope carries the error and the request's trace, and nothing personal.
 */
const INGEST_HOST = "ingest.errors.test";
const DSN = `https://publickey@${INGEST_HOST}/42`;
/** A live token as ours look (base64url of 32 bytes), in a path and as a bearer credential. */
const TOKEN = "Zq3xN0v7K2pQ8sLmT4wYb9cR1dE6fG5hJ0kA2uI7oP3";
const SHARE_HASH = "shareHashValue123";

/** A D1 that fails every query, as an outage would: drizzle reports each with its SQL and values. */
function unavailableDatabase(): D1Database {
  const fail = async () => {
    throw new Error("D1_ERROR: the database is unavailable");
  };
  const statement = { bind: () => statement, first: fail, run: fail, all: fail, raw: fail };
  return { prepare: () => statement, batch: fail, exec: fail, dump: fail } as unknown as D1Database;
}

type Item = { header: { type: string }; payload: Record<string, unknown> };
type StreamedSpan = { is_segment: boolean; attributes: Record<string, { value: unknown } | undefined> };
/** Spans go out once their request's segment has ended (the SDK waits half a second for stragglers). */
const WAIT = { timeout: 10_000 };
/** The first report loads the SDK; a busy full run needs more than the default five seconds. */
const SLOW = { timeout: 30_000 };

/** The stand-in ingest endpoint: every envelope the SDK posts to the DSN's host, as sent. */
function stubIngest() {
  const envelopes: string[] = [];
  const realFetch = globalThis.fetch;
  const spy = vi.spyOn(globalThis, "fetch").mockImplementation(async (input, init) => {
    const request = new Request(input, init);
    if (new URL(request.url).host !== INGEST_HOST) return realFetch(input, init);
    envelopes.push(await request.text());
    return Response.json({});
  });
  /** Each envelope's items: its lines after the header, item header and payload in turn. */
  const items = (): Item[] =>
    envelopes.flatMap((envelope) => {
      const [, ...lines] = envelope.split("\n").filter(Boolean);
      const pairs: Item[] = [];
      for (let i = 0; i + 1 < lines.length; i += 2)
        pairs.push({ header: JSON.parse(lines[i] ?? ""), payload: JSON.parse(lines[i + 1] ?? "") });
      return pairs;
    });
  return { envelopes, items, restore: () => spy.mockRestore() };
}

let ingest: ReturnType<typeof stubIngest>;
let user: TestUser;

beforeEach(async () => {
  user = await signUp();
  ingest = stubIngest();
  // The failures below are expected, and logged as such.
  vi.spyOn(console, "error").mockImplementation(() => undefined);
});

afterEach(() => {
  ingest.restore();
  vi.restoreAllMocks();
});

/** Nothing of the request's personal data reached the ingest endpoint. */
function expectNothingPersonal(sent: string, email: string) {
  for (const secret of [email, PASSWORD, TOKEN, SHARE_HASH, ...user.client.cookies.values()])
    expect(sent).not.toContain(secret);
  expect(sent).not.toContain(user.client.ip);
}

/** The API's 500 and the page's crash, each with a cookie, a bearer token, a share hash and a password. */
const failures = {
  api: () =>
    user.client.post(
      `/api/v1/auth/signin?h=${SHARE_HASH}`,
      { email: user.email, password: PASSWORD },
      { Authorization: `Bearer ${TOKEN}` },
    ),
  page: () => user.client.get(`${APP}/settings/email/${TOKEN}?h=${SHARE_HASH}`),
};

describe("error reports with SENTRY_DSN", SLOW, () => {
  beforeEach(() => {
    user.client.env = { SENTRY_DSN: DSN, DB: unavailableDatabase() };
  });

  it("sends the API's unexpected error and the request's trace, scrubbed", async () => {
    const res = await failures.api();
    expect(res.status).toBe(500);
    await vi.waitFor(() => expect(ingest.items().some((i) => i.header.type === "span")).toBe(true), WAIT);

    const events = ingest.items().filter((i) => i.header.type === "event");
    expect(events).toHaveLength(1);
    const event = events[0]?.payload ?? {};
    expect(JSON.stringify(event)).toContain("D1_ERROR: the database is unavailable");
    expect(event.environment).toBe("test");
    // No cookies, headers, body or query are collected; the URL is the path's.
    expect(event.request).toEqual({ method: "POST", url: "http://example.test/api/v1/auth/signin" });

    // The request's trace, sampled at the spec's rate of 1: its segment span, the failed query within.
    const spans = ingest
      .items()
      .flatMap((i) => (i.header.type === "span" ? (i.payload.items as StreamedSpan[]) : []));
    const segment = spans.find((span) => span.is_segment);
    expect(segment?.attributes).toMatchObject({
      "sentry.op": { value: "http.server" },
      "sentry.sample_rate": { value: 1 },
      "http.response.status_code": { value: 500 },
    });
    expect(spans.some((span) => span.attributes["sentry.op"]?.value === "db.query")).toBe(true);
    expectNothingPersonal(ingest.envelopes.join("\n"), user.email);
  });

  it("sends a page's crash with its path's token templated", async () => {
    const res = await failures.page();
    expect(res.status).toBe(500);
    await res.text();
    await vi.waitFor(() => expect(ingest.items().some((i) => i.header.type === "event")).toBe(true), WAIT);

    const sent = ingest.envelopes.join("\n");
    expect(sent).toContain("D1_ERROR: the database is unavailable");
    expect(sent).toContain("/settings/email/:hash");
    expectNothingPersonal(sent, user.email);
  });
});

describe("the browser's reporting", () => {
  it("gets the DSN in the page's public config, and a CSP that lets reports out to its origin", async () => {
    user.client.env = { SENTRY_DSN: DSN, SENTRY_ENVIRONMENT: "staging" };
    const res = await user.client.get("/faq");
    expect(res.status).toBe(200);
    expect(res.headers.get("Content-Security-Policy")).toMatch(
      new RegExp(`connect-src 'self' https://${INGEST_HOST.replaceAll(".", "\\.")};`),
    );
    const page = await res.text();
    expect(page).toContain(DSN);
    expect(page).toContain("staging");
  });

  it("gets neither without a DSN", async () => {
    const res = await user.client.get("/faq");
    expect(res.headers.get("Content-Security-Policy")).toMatch(/connect-src 'self';/);
    expect(await res.text()).not.toContain(INGEST_HOST);
  });
});

describe("without SENTRY_DSN", SLOW, () => {
  it("sends nothing, for the same failures", async () => {
    for (const dsn of [undefined, ""]) {
      user.client.env = { ...(dsn === undefined ? {} : { SENTRY_DSN: dsn }), DB: unavailableDatabase() };
      expect((await failures.api()).status).toBe(500);
      await (await failures.page()).text();
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(ingest.envelopes).toEqual([]);
  });
});
