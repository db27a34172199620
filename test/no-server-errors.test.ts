import { beforeAll, describe, expect, it } from "vitest";
import { api } from "../worker/api/v1";
import { Client, signUp } from "./accounts";
import { readPage, waitUntilSeeded } from "./http";

/**
 * No client input, however malformed, gets a 5xx: every API route, as a visitor and signed in,
 * with odd path parameters and bodies of every wrong kind.
 */
const PARAM_VALUES = ["x", "%00", "..%2F..", "a".repeat(600), "%F0%9F%92%A9", "1e309", "%E0%A4%A", "%"];
const BODIES: { type: string; body: string }[] = [
  { type: "application/json", body: "" },
  { type: "application/json", body: "{bad" },
  { type: "application/json", body: "null" },
  { type: "application/json", body: "[]" },
  { type: "application/json", body: '"text"' },
  {
    type: "application/json",
    body: '{"email":{"$gt":""},"password":[1],"name":1e309,"source":"ig","username":null}',
  },
  { type: "application/json", body: `{"a":${"[".repeat(2000)}${"]".repeat(2000)}}` },
  { type: "text/plain", body: "hello" },
  {
    type: "multipart/form-data; boundary=zzz",
    body: '--zzz\r\nContent-Disposition: form-data; name="links"\r\n\r\nnot a link\r\n--zzz--',
  },
  { type: "multipart/form-data; boundary=zzz", body: "garbage without boundaries" },
];

const routes = [
  ...new Map(api.routes.filter((r) => r.method !== "ALL").map((r) => [`${r.method} ${r.path}`, r])).values(),
];

function fill(path: string, value: string): string {
  return path.replace(/:[A-Za-z]+(\{[^}]*\})?/g, value).replace(/\*$/, value);
}

describe("no 5xx for client input", () => {
  // The health check answers 503 until the example reports exist: not a failure of client input.
  beforeAll(() => waitUntilSeeded(), 120_000);

  it("has routes to try", () => {
    expect(routes.length).toBeGreaterThan(30);
  });

  for (const signedIn of [false, true]) {
    it(`every route ${signedIn ? "signed in" : "as a visitor"}`, async () => {
      const client = signedIn ? (await signUp({ confirmed: true })).client : new Client();
      const failures: string[] = [];
      for (const route of routes) {
        for (const value of PARAM_VALUES) {
          const path = fill(route.path, value);
          const inputs = route.method === "GET" || route.method === "DELETE" ? [null] : BODIES;
          for (const input of inputs) {
            const query = "?limit=-5&offset=abc&url=http%3A%2F%2Fevil.example&w=7&q=1";
            const res = input
              ? await client.send(route.method, `${path}${query}`, input.body, { "Content-Type": input.type })
              : await client.send(route.method, `${path}${query}`, undefined);
            if (res.status >= 500)
              failures.push(`${route.method} ${path} ${input?.body.slice(0, 30) ?? ""} -> ${res.status}`);
          }
        }
      }
      expect(failures).toEqual([]);
    }, 120_000);
  }
});

describe("no 5xx for odd page addresses", () => {
  const PAGES = [
    "/login?state=nonsense&redirectTo=%2F%2Fevil.example",
    "/login?redirectTo=%00",
    "/recovery/%00",
    `/recovery/${"a".repeat(600)}`,
    "/confirm/..%2F..",
    "/settings/email/x",
    "/report/%F0%9F%92%A9/create",
    "/report/x/create?limit=-1",
    `/report/${"a".repeat(100)}/create`,
    "/dashboard?id=%00",
    "/opt-out?x=%ZZ",
    "/img?url=http%3A%2F%2Fevil.example&w=99999&q=1",
    "/img?url=sig%2F..%2F..&w=36&q=90",
    "/plans?promocode=%00",
    "/%00",
    "/a/b/c/d/e",
    "/report/%E0%A4%A",
    "/report/%",
    "/report/%/create",
    "/confirm/%E0%A4%A",
    "/%",
  ];

  for (const signedIn of [false, true]) {
    it(`answers every odd address below 500 ${signedIn ? "signed in" : "as a visitor"}`, async () => {
      const client = signedIn ? (await signUp({ confirmed: true })).client : new Client();
      const failures: string[] = [];
      for (const page of PAGES) {
        for (const host of ["http://example.test", "http://app.example.test"]) {
          const res = await client.send("GET", `${host}${page}`, undefined);
          if (res.status >= 500) failures.push(`${host}${page} -> ${res.status}`);
        }
      }
      expect(failures).toEqual([]);
    }, 60_000);
  }
});

describe("malformed percent-escapes in the address", () => {
  const BAD = ["%E0%A4%A", "%", "%ZZ", "a%2"];

  it("answers pages with the normal not-found page on both hosts", async () => {
    const client = new Client();
    for (const host of ["http://example.test", "http://app.example.test"]) {
      for (const bad of BAD) {
        for (const path of [`/report/${bad}`, `/report/${bad}/create`, `/${bad}`]) {
          const res = await client.send("GET", `${host}${path}`, undefined);
          expect.soft(res.status, `${host}${path}`).toBe(404);
          expect.soft(await readPage(res), `${host}${path}`).toContain("Page not found");
        }
      }
    }
  }, 60_000);

  it("answers the API with 400 and the usual error body", async () => {
    const client = new Client();
    for (const bad of BAD) {
      for (const path of [`/api/v1/report/${bad}`, `/api/v1/offer/${bad}`, `/api/v1/${bad}`]) {
        const res = await client.send("GET", `http://example.test${path}`, undefined);
        expect.soft(res.status, path).toBe(400);
        expect.soft(await res.json(), path).toEqual({ code: "bad_request", message: "Malformed address" });
      }
    }
  });
});
