import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  apiPathTemplate,
  EMAIL_PLACEHOLDER,
  FILTERED,
  isSensitiveKey,
  scrubBreadcrumb,
  scrubEvent,
  scrubSpan,
  scrubText,
  scrubValue,
} from "./error-reports";

/** A live token as ours look: base64url of 32 random bytes. */
const TOKEN = "Zq3xN0v7K2pQ8sLmT4wYb9cR1dE6fG5hJ0kA2uI7oP3";

describe("scrubText", () => {
  it.each([
    ["/confirm/abc123", "/confirm/:hash"],
    ["/recovery/abc123?x=1", "/recovery/:hash?x=[Filtered]"],
    ["/settings/email/abc123", "/settings/email/:hash"],
    ["/api/v1/auth/confirm/abc123", "/api/v1/auth/confirm/:hash"],
    ["POST /api/v1/auth/recovery/abc123 500", "POST /api/v1/auth/recovery/:hash 500"],
    ["/api/v1/offer/abc123", "/api/v1/offer/:hash"],
    [
      "http://app.example.test/dev/checkout/cs_1/complete",
      "http://app.example.test/dev/checkout/:sessionId/complete",
    ],
  ])("templates the token in %s", (path, expected) => {
    expect(scrubText(path)).toBe(expected);
  });

  it("keeps paths without tokens, and the API's /settings/email/confirm (its hash is in the body)", () => {
    for (const path of ["/recovery", "/settings", "/api/v1/settings/email/confirm", "/report/rep_1/create"])
      expect(scrubText(path)).toBe(path);
  });

  it("keeps query names and drops their values: the share hash, an address, anything", () => {
    expect(scrubText("/report/rep_1?h=secret&tab=friends")).toBe("/report/rep_1?h=[Filtered]&tab=[Filtered]");
    expect(scrubText("GET http://x.test/api/v1/dev/outbox?to=a%40b.test")).toBe(
      "GET http://x.test/api/v1/dev/outbox?to=[Filtered]",
    );
  });

  it("replaces email addresses anywhere in a text", () => {
    expect(scrubText("no account for Jane.Doe+x@mail.example.com, try again")).toBe(
      `no account for ${EMAIL_PLACEHOLDER}, try again`,
    );
  });

  it("never lets an email address through, whatever it looks like", () => {
    fc.assert(
      fc.property(fc.emailAddress(), fc.string(), (email, around) => {
        expect(scrubText(`${around} ${email} ${around}`)).not.toContain(email);
      }),
    );
  });

  it("drops credentials after an auth scheme", () => {
    expect(scrubText("Authorization: Bearer abc.def.ghi")).toBe(`Authorization: Bearer ${FILTERED}`);
  });

  it("drops a failed query's bound values (drizzle's message), keeping its SQL", () => {
    const message = 'Failed query: select "id" from "users" where "email" = ?\nparams: jane@example.com,hash';
    expect(scrubText(message)).toBe(
      `Failed query: select "id" from "users" where "email" = ?\nparams: ${FILTERED}`,
    );
  });

  it("drops random tokens, but not hex ids, row ids or long words", () => {
    expect(scrubText(`session ${TOKEN} expired`)).toBe(`session ${FILTERED} expired`);
    const kept = [
      "4bf92f3577b34da6a3ce929d0e0e4736",
      "rep_Zq3xN0v7K2pQ8sLmT4wYb9",
      "ReportRoomDurableObjectNamespaceBinding",
    ];
    for (const text of kept) expect(scrubText(text)).toBe(text);
  });
});

describe("scrubValue", () => {
  it("filters sensitive keys at any depth and scrubs every string", () => {
    expect(
      scrubValue({
        password: "hunter2",
        nested: { sessionToken: "x", list: [{ email: "a@b.test" }, "write to a@b.test"] },
        "http.request.header.cookie": "lw_session=x",
        "client.address": "203.0.113.9",
        count: 3,
      }),
    ).toEqual({
      password: FILTERED,
      nested: { sessionToken: FILTERED, list: [{ email: FILTERED }, `write to ${EMAIL_PLACEHOLDER}`] },
      "http.request.header.cookie": FILTERED,
      "client.address": FILTERED,
      count: 3,
    });
  });

  it("stops at a depth no event reaches", () => {
    let deep: unknown = "x";
    for (let i = 0; i < 20; i++) deep = { next: deep };
    expect(JSON.stringify(scrubValue(deep))).toContain(FILTERED);
  });

  it("knows the keys of credentials and addresses", () => {
    for (const key of ["Authorization", "cookie", "set-cookie", "x-forwarded-for", "cf-connecting-ip", "ip"])
      expect(isSensitiveKey(key)).toBe(true);
    for (const key of ["url", "status", "method", "user_agent.original", "description"])
      expect(isSensitiveKey(key)).toBe(false);
  });
});

describe("scrubEvent", () => {
  it("leaves nothing personal in an error event", () => {
    const event = scrubEvent({
      message: "sign-in failed for jane@example.com",
      exception: {
        values: [
          {
            value: `Failed query: select 1\nparams: jane@example.com,${TOKEN}`,
            stacktrace: { frames: [{ vars: { password: "hunter2" } }] },
          },
        ],
      },
      request: {
        url: `http://app.example.test/recovery/${TOKEN}?h=share`,
        query_string: "h=share",
        cookies: { lw_session: TOKEN },
        headers: { Cookie: `lw_session=${TOKEN}`, Authorization: `Bearer ${TOKEN}`, "User-Agent": "Chrome" },
        data: { email: "jane@example.com", password: "hunter2" },
        env: { REMOTE_ADDR: "203.0.113.9" },
      },
      breadcrumbs: [{ message: "fetch", data: { url: `/api/v1/auth/confirm/${TOKEN}` } }],
      extra: { form: { password: "hunter2" }, note: "for jane@example.com" },
      contexts: { trace: { trace_id: "4bf92f3577b34da6a3ce929d0e0e4736", span_id: "00f067aa0ba902b7" } },
      tags: { who: "jane@example.com" },
      user: { id: "usr_1", email: "jane@example.com", ip_address: "203.0.113.9" },
    });
    const text = JSON.stringify(event);
    for (const secret of ["jane@example.com", "hunter2", TOKEN, "share", "203.0.113.9"])
      expect(text).not.toContain(secret);
    expect(event.request).toEqual({
      url: "http://app.example.test/recovery/:hash?h=[Filtered]",
      headers: { Cookie: FILTERED, Authorization: FILTERED, "User-Agent": "Chrome" },
    });
    expect(event.user).toEqual({ id: "usr_1" });
    expect(event.contexts?.trace).toEqual({
      trace_id: "4bf92f3577b34da6a3ce929d0e0e4736",
      span_id: "00f067aa0ba902b7",
    });
    expect(event.breadcrumbs?.[0]?.data).toEqual({ url: "/api/v1/auth/confirm/:hash" });
  });
});

describe("scrubBreadcrumb and scrubSpan", () => {
  it("scrub a navigation breadcrumb", () => {
    expect(scrubBreadcrumb({ data: { from: "/login", to: `/confirm/${TOKEN}` } }).data).toEqual({
      from: "/login",
      to: "/confirm/:hash",
    });
  });

  it("scrub a request span's name and attributes", () => {
    const span = scrubSpan({
      name: `POST /api/v1/auth/recovery/${TOKEN}`,
      attributes: {
        "url.full": `http://example.test/api/v1/auth/recovery/${TOKEN}?h=x`,
        "http.request.header.authorization": `Bearer ${TOKEN}`,
        "http.response.status_code": 500,
      },
    });
    expect(span).toEqual({
      name: "POST /api/v1/auth/recovery/:hash",
      attributes: {
        "url.full": "http://example.test/api/v1/auth/recovery/:hash?h=[Filtered]",
        "http.request.header.authorization": FILTERED,
        "http.response.status_code": 500,
      },
    });
  });
});

describe("apiPathTemplate", () => {
  it.each([
    ["/auth/confirm/abc", "/auth/confirm/:hash"],
    ["/report/rep_Zq3xN0v7K2pQ8sLmT4wYb9/summary?h=x", "/report/:id/summary"],
    ["/report/rep_Zq3xN0v7K2pQ8sLmT4wYb9", "/report/:id"],
    ["/offer/abc#top", "/offer/:hash"],
    ["/states", "/states"],
  ])("names %s as %s", (path, template) => {
    expect(apiPathTemplate(path)).toBe(template);
  });
});
