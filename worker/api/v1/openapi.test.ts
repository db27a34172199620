import { describe, expect, it } from "vitest";
import * as z from "zod/mini";
import { Client } from "../../../test/accounts";
import { call } from "../../../test/http";
import { ANSWER_SCHEMAS, listOperations, openApiDocumentSchema } from "../../contracts/operations";
import { validatedBy } from "../../lib/validate";
import { api } from ".";
import { buildDocument } from "./openapi/document";
import { referencePage } from "./openapi/page";

const BASE = "/api/v1";
const document = buildDocument(BASE);

/** A route as the registry writes it: `GET /report/{id}` for Hono's `GET /api/v1/report/:id`. */
const routeKey = (method: string, path: string) =>
  `${method} ${path.slice(BASE.length).replace(/:(\w+)/g, "{$1}")}`;

/** The handlers of the API, middleware (method ALL) left out: each route's validators come in its chain. */
const served = api.routes.filter((route) => route.method !== "ALL");

describe("the operations' registry", () => {
  it("has an operation for every route the API serves, and a route for every operation", () => {
    const routes = new Set(served.map((route) => routeKey(route.method, route.path)));
    const operations = listOperations().map(({ method, path }) => `${method} ${path}`);
    expect(new Set(operations).size).toBe(operations.length);
    expect([...routes].sort()).toEqual([...operations].sort());
  });

  it("names the very schemas each handler validates, and only those", () => {
    const validated = new Map<string, Map<string, unknown>>();
    for (const route of served) {
      const check = validatedBy(route.handler);
      if (!check) continue;
      const key = routeKey(route.method, route.path);
      validated.set(key, (validated.get(key) ?? new Map()).set(check.target, check.schema));
    }
    const wrong: string[] = [];
    for (const { method, path, operation } of listOperations()) {
      const key = `${method} ${path}`;
      const expected = new Map<string, unknown>([
        ["param", operation.params],
        ["query", operation.query],
        ["json", operation.body && "json" in operation.body ? operation.body.json : undefined],
      ]);
      const actual = validated.get(key) ?? new Map();
      for (const target of new Set([...expected.keys(), ...actual.keys()])) {
        if (expected.get(target) !== actual.get(target)) wrong.push(`${key} ${target}`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it("declares each path parameter of a template, and no other", () => {
    const wrong: string[] = [];
    for (const [path, methods] of Object.entries(document.paths)) {
      const template = [...path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]);
      for (const [method, operation] of Object.entries(methods)) {
        const declared = (operation.parameters ?? []).filter((p) => p.in === "path").map((p) => p.name);
        if (declared.sort().join() !== template.sort().join()) wrong.push(`${method} ${path}`);
      }
    }
    expect(wrong).toEqual([]);
  });
});

/** Every `$ref` in a JSON value. */
function refsIn(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(refsIn);
  if (typeof value !== "object" || value === null) return [];
  return Object.entries(value).flatMap(([key, inner]) =>
    key === "$ref" && typeof inner === "string" ? [inner] : refsIn(inner),
  );
}

/** What a local reference (`#/components/schemas/UserInfo`) points at, if anything. */
function resolve(root: unknown, ref: string): unknown {
  if (!ref.startsWith("#/")) return undefined;
  return ref
    .slice(2)
    .split("/")
    .map((token) => token.replaceAll("~1", "/").replaceAll("~0", "~"))
    .reduce<unknown>(
      (node, token) => (typeof node === "object" && node !== null ? Reflect.get(node, token) : undefined),
      root,
    );
}

describe("the OpenAPI document", () => {
  const operations = Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, operation]) => ({ path, method, operation })),
  );

  it("is OpenAPI 3.1 in shape: each operation tagged, identified once and answering", () => {
    expect(document).toMatchObject({
      openapi: "3.1.0",
      info: { title: "Lookwise API" },
      servers: [{ url: BASE }],
    });
    const tags = new Set(document.tags.map((tag) => tag.name));
    const ids = operations.map(({ operation }) => operation.operationId);
    expect(new Set(ids).size).toBe(ids.length);
    for (const { path, method, operation } of operations) {
      expect(path).toMatch(/^\//);
      expect(["get", "post", "delete"]).toContain(method);
      expect(
        operation.tags.every((tag) => tags.has(tag)),
        `${method} ${path}`,
      ).toBe(true);
      const statuses = Object.keys(operation.responses);
      expect(
        statuses.some((status) => /^2\d\d$/.test(status)),
        `${method} ${path}`,
      ).toBe(true);
      expect(statuses.every((status) => /^[1-5]\d\d$|^default$/.test(status))).toBe(true);
      for (const response of Object.values(operation.responses)) expect(response.description).not.toBe("");
    }
  });

  it("resolves every reference, and uses every named schema", () => {
    const refs = refsIn(document);
    expect(refs.filter((ref) => resolve(document, ref) === undefined)).toEqual([]);
    const used = new Set(refs.map((ref) => ref.slice(ref.lastIndexOf("/") + 1)));
    expect(Object.keys(ANSWER_SCHEMAS).filter((name) => !used.has(name))).toEqual([]);
  });

  it("answers a refusal with the one error body, and lists the refusals the route's kind always has", () => {
    const signup = document.paths["/auth/signup"]?.post?.responses;
    expect(Object.keys(signup ?? {})).toEqual(["200", "400", "403", "409", "429", "default"]);
    expect(signup?.["400"]).toEqual({
      description: "`validation`, `bad_request`",
      content: { "application/json": { schema: { $ref: "#/components/schemas/ErrorBody" } } },
    });
    expect(Object.keys(document.paths["/auth/info"]?.get?.responses ?? {})).toEqual([
      "200",
      "401",
      "default",
    ]);
  });

  it("describes a request as the client sends it: a default not required, no transform", () => {
    const dashboard = document.paths["/dashboard/reports"]?.get;
    expect(dashboard?.parameters).toEqual([
      {
        name: "offset",
        in: "query",
        required: false,
        schema: { type: "integer", minimum: 0, maximum: 1_000_000, default: 0 },
      },
      expect.objectContaining({ name: "limit", in: "query", required: false }),
    ]);
    expect(dashboard?.security).toEqual([{ session: [] }, { bearer: [] }]);
    const optOut = document.paths["/optout"]?.post?.requestBody?.content["multipart/form-data"]?.schema;
    expect(optOut?.required).toEqual(["name", "email", "links"]);
    expect(optOut?.properties?.file).toMatchObject({ type: "string", format: "binary" });
  });

  it("is served at GET /openapi.json, to anyone, cacheable", async () => {
    const res = await call(`${BASE}/openapi.json`);
    expect(res.status).toBe(200);
    expect(res.headers.get("Cache-Control")).toBe("public, max-age=3600");
    const answer = await res.json();
    expect(z.safeParse(openApiDocumentSchema, answer).success).toBe(true);
    expect(answer).toEqual(JSON.parse(JSON.stringify(document)));
  });

  it("is not cached for a signed-in caller (the answer to a credentialed request never is)", async () => {
    const client = new Client();
    client.bearer = "any-token";
    expect((await client.get(`${BASE}/openapi.json`)).headers.get("Cache-Control")).toMatch(/^no-store/);
  });
});

describe("GET /reference", () => {
  it("is a page of every operation, with no script, its style allowed by its hash", async () => {
    const res = await call(`${BASE}/reference`);
    expect(res.status).toBe(200);
    expect(res.headers.get("Content-Type")).toMatch(/^text\/html/);
    const html = await res.text();
    expect(html).not.toMatch(/<script/i);
    for (const [path, methods] of Object.entries(document.paths)) {
      for (const [method, operation] of Object.entries(methods)) {
        expect(html).toContain(
          `<h3 id="op-${operation.operationId}"><span class="method">${method.toUpperCase()}</span>`,
        );
        expect(html).toContain(`<code>${path}</code>`);
      }
    }
    const style = /<style>([\s\S]*)<\/style>/.exec(html)?.[1] ?? "";
    const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(style));
    const hash = btoa(String.fromCharCode(...new Uint8Array(digest)));
    expect(res.headers.get("Content-Security-Policy")).toContain(`style-src 'sha256-${hash}'`);
    expect(res.headers.get("Content-Security-Policy")).toMatch(/^default-src 'none'/);
  });

  it("escapes what it shows", async () => {
    const hostile = structuredClone(document);
    const operation = hostile.paths["/states"]?.get;
    if (!operation) throw new Error("no GET /states");
    operation.summary = `<img src=x onerror="alert(1)">`;
    const { html } = await referencePage(hostile);
    expect(html).toContain("&lt;img src=x onerror=&quot;alert(1)&quot;&gt;");
    expect(html).not.toContain("<img");
  });
});
