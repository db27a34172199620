import * as z from "zod/mini";
import type { $ZodObject, $ZodType, JSONSchema } from "zod/v4/core";
import { version } from "../../../../package.json";
import { SESSION_COOKIE } from "../../../auth/session";
import type { ErrorCode } from "../../../contracts/errors";
import {
  type Access,
  ANSWER_SCHEMAS,
  type AnswerName,
  API_AREAS,
  type Area,
  type ListedOperation,
  listOperations,
  type OpenApiDocument,
  type Operation,
} from "../../../contracts/operations";
import { COOKIE } from "../../../lib/cookies";
import { ERROR_STATUS } from "../../../lib/errors";

/* The OpenAPI 3.1 document of the API, generated from the operations' registry and their zod contracts. */

type Schema = JSONSchema.JSONSchema;
type Content = Record<string, { schema?: Schema }>;
type Response = { description: string; content?: Content };
export type ParameterObject = { name: string; in: "path" | "query"; required: boolean; schema: Schema };
export type OperationObject = {
  operationId: string;
  tags: string[];
  summary: string;
  description?: string;
  security: Record<string, string[]>[];
  parameters?: ParameterObject[];
  requestBody?: { required: true; content: Content };
  responses: Record<string, Response>;
};

const componentRef = (name: string) => `#/components/schemas/${name}`;

/** The answers as named components, each nested answer a `$ref` to its own. */
function answerComponents(): Record<string, Schema> {
  const registry = z.registry<{ id: string }>();
  for (const [id, schema] of Object.entries(ANSWER_SCHEMAS)) registry.add(schema, { id });
  // What JSON Schema cannot say (a transform's output, a date) throws: the test fails, not the reader.
  const { schemas } = z.toJSONSchema(registry, { uri: componentRef });
  // A component is a schema inside the document: it names no dialect and no identity of its own.
  return Object.fromEntries(
    Object.entries(schemas).map(([id, { $schema: _dialect, $id: _id, ...schema }]) => [id, schema]),
  );
}

/** What a request may send: before transforms, defaults and coercions. */
function requestSchema(schema: $ZodType): Schema {
  const { $schema: _dialect, ...json } = z.toJSONSchema(schema, { io: "input" });
  return json;
}

/** An object schema's fields as parameters: every path parameter is required, a query one unless it is optional. */
function parameters(where: ParameterObject["in"], fields: $ZodObject | undefined): ParameterObject[] {
  if (!fields) return [];
  const json = requestSchema(fields);
  const required = new Set(json.required);
  return Object.entries(json.properties ?? {}).map(([name, schema]) => ({
    name,
    in: where,
    required: where === "path" || required.has(name),
    schema: typeof schema === "boolean" ? {} : schema,
  }));
}

function requestBody(body: Operation["body"]): OperationObject["requestBody"] {
  if (!body) return undefined;
  if ("json" in body)
    return { required: true, content: { "application/json": { schema: requestSchema(body.json) } } };
  if ("form" in body)
    return { required: true, content: { "multipart/form-data": { schema: requestSchema(body.form) } } };
  return { required: true, content: { [body.raw]: {} } };
}

const json = (name: AnswerName): Content => ({
  "application/json": { schema: { $ref: componentRef(name) } },
});

const STATUS_TEXT: Record<number, string> = {
  200: "OK",
  202: "Accepted",
  204: "No Content",
  503: "Service Unavailable",
};

function answers({ answer }: Operation): Record<string, Response> {
  if ("json" in answer) {
    const statuses = answer.statuses ?? [200];
    return Object.fromEntries(
      statuses.map((status) => [
        status,
        { description: STATUS_TEXT[status] ?? "", content: json(answer.json) },
      ]),
    );
  }
  if ("events" in answer) {
    const schema = answer.events ? { $ref: componentRef(answer.events) } : { type: "string" as const };
    return { 200: { description: "An event stream", content: { "text/event-stream": { schema } } } };
  }
  if ("html" in answer)
    return { 200: { description: answer.html, content: { "text/html": { schema: { type: "string" } } } } };
  return { 204: { description: "No Content" } };
}

/**
 * The refusals an operation names, with those its kind always has: a request its schemas refuse
 * (and a body that is not even JSON), no session, a write from a foreign origin.
 */
function refusals(method: string, operation: Operation): ErrorCode[] {
  const { params, query, body, access, errors = [] } = operation;
  return [
    ...(params || query || body ? (["validation"] as const) : []),
    ...(body ? (["bad_request"] as const) : []),
    ...(access === "session" || access === "admin" ? (["unauthorized"] as const) : []),
    ...(method === "GET" ? [] : (["forbidden"] as const)),
    ...errors,
  ];
}

/** One response per status, naming the codes that come with it; every refusal has the one error body. */
function errorAnswers(codes: ErrorCode[]): Record<string, Response> {
  const byStatus = new Map<number, Set<ErrorCode>>();
  for (const code of codes) {
    const status = ERROR_STATUS[code];
    byStatus.set(status, (byStatus.get(status) ?? new Set()).add(code));
  }
  const sorted = [...byStatus].sort(([a], [b]) => a - b);
  return Object.fromEntries(
    sorted.map(([status, set]) => [
      status,
      { description: [...set].map((code) => `\`${code}\``).join(", "), content: json("ErrorBody") },
    ]),
  );
}

const UNEXPECTED: Response = {
  description:
    "Any other failure: `internal` (500), `unavailable` (503, maintenance), `bad_request` (a malformed address)",
  content: json("ErrorBody"),
};

const SECURITY: Record<Access, Record<string, string[]>[]> = {
  public: [],
  visitor: [{}, { session: [] }, { bearer: [] }, { visitor: [] }],
  session: [{ session: [] }, { bearer: [] }],
  admin: [{ adminToken: [] }],
};

const SECURITY_SCHEMES = {
  session: {
    type: "apiKey",
    in: "cookie",
    name: SESSION_COOKIE,
    description: "The session cookie sign-in sets (HttpOnly, SameSite=Lax).",
  },
  bearer: {
    type: "http",
    scheme: "bearer",
    description:
      "The session token as a bearer token, for clients that are not browsers; it wins over the cookie.",
  },
  visitor: {
    type: "apiKey",
    in: "cookie",
    name: COOKIE.visitor,
    description: "A signed-out visitor's browser, owner of the report it created (`POST /create` sets it).",
  },
  adminToken: { type: "http", scheme: "bearer", description: "The `ADMIN_TOKEN` secret." },
};

/** `GET /report/{id}` → `getReportId`: unique, as the method and path are. */
function operationId(method: string, path: string): string {
  const words = path.split(/[^A-Za-z0-9]+/).filter(Boolean);
  return method.toLowerCase() + words.map((w) => (w[0] ?? "").toUpperCase() + w.slice(1)).join("");
}

function operationObject({ area, method, path, operation }: ListedOperation): OperationObject {
  const successes = answers(operation);
  const refused = errorAnswers(refusals(method, operation));
  const clash = Object.keys(refused).find((status) => status in successes);
  if (clash) throw new Error(`${method} ${path}: ${clash} is both an answer and a refusal`);
  const parameterList = [...parameters("path", operation.params), ...parameters("query", operation.query)];
  return {
    operationId: operationId(method, path),
    tags: [area],
    summary: operation.summary,
    ...(operation.description ? { description: operation.description } : {}),
    security: SECURITY[operation.access],
    ...(parameterList.length > 0 ? { parameters: parameterList } : {}),
    ...(operation.body ? { requestBody: requestBody(operation.body) } : {}),
    responses: { ...successes, ...refused, default: UNEXPECTED },
  };
}

/** The document of the API mounted at `base`. */
export function buildDocument(base: string) {
  const paths: Record<string, Record<string, OperationObject>> = {};
  for (const listed of listOperations()) {
    paths[listed.path] = { ...paths[listed.path], [listed.method.toLowerCase()]: operationObject(listed) };
  }
  const areas: Record<string, Area> = API_AREAS;
  return {
    openapi: "3.1.0" as const,
    info: {
      title: "Lookwise API",
      version,
      description:
        "JSON in and out. Errors answer `{ code, message }` (`ErrorBody`); paged lists `{ items, hasMore }`.",
    },
    servers: [{ url: base }],
    tags: Object.entries(areas).map(([name, { description }]) => ({ name, description })),
    paths,
    components: { schemas: answerComponents(), securitySchemes: SECURITY_SCHEMES },
  } satisfies OpenApiDocument;
}
export type Document = ReturnType<typeof buildDocument>;
