import type { JSONSchema } from "zod/v4/core";
import type { Document, OperationObject, ParameterObject } from "./document";

/*
 * The API reference as one server-rendered page, read off the OpenAPI document: no script, its
 * one inline style allowed by its hash (the page CSP allows nothing else).
 */

type Schema = JSONSchema._JSONSchema;

const ESCAPES: Record<string, string> = {
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  '"': "&quot;",
  "'": "&#39;",
};
const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (ch) => ESCAPES[ch] ?? ch);

/** Escaped text with the document's `code` spans. */
const prose = (text: string) => escapeHtml(text).replace(/`([^`]+)`/g, "<code>$1</code>");

const schemaAnchor = (name: string) => `schema-${name}`;
const refName = (ref: string) => ref.slice(ref.lastIndexOf("/") + 1);

/** A schema's type in a few words, a named schema as a link to it. */
function typeOf(schema: Schema): string {
  if (typeof schema === "boolean") return schema ? "any" : "nothing";
  if (schema.$ref) {
    const name = refName(schema.$ref);
    return `<a href="#${escapeHtml(schemaAnchor(name))}">${escapeHtml(name)}</a>`;
  }
  if (schema.const !== undefined) return `<code>${escapeHtml(JSON.stringify(schema.const))}</code>`;
  if (schema.enum) return schema.enum.map((v) => `<code>${escapeHtml(JSON.stringify(v))}</code>`).join(" | ");
  const types = Array.isArray(schema.type) ? schema.type : schema.type ? [schema.type] : [];
  if (types.length === 0) {
    const variants = schema.anyOf ?? schema.oneOf;
    return variants ? [...new Set(variants.map(typeOf))].join(" or ") : "any";
  }
  return types
    .map((type) => {
      if (type === "array")
        return `array of ${schema.items && !Array.isArray(schema.items) ? typeOf(schema.items) : "any"}`;
      if (type === "object" && schema.propertyNames && schema.additionalProperties !== undefined) {
        return `map of ${typeOf(schema.propertyNames)} to ${typeOf(schema.additionalProperties)}`;
      }
      return schema.format ? `${type} (${escapeHtml(schema.format)})` : type;
    })
    .join(" or ");
}

/** Bounds no one would reach (a safe integer's) say nothing. */
const bound = (n: number | boolean | undefined) =>
  typeof n === "number" && Math.abs(n) < Number.MAX_SAFE_INTEGER ? String(n) : null;

const count = (n: number | boolean | undefined, unit: string) => {
  const shown = bound(n);
  return shown && `${shown} ${unit}${shown === "1" ? "" : "s"}`;
};

/** A schema's constraints, as a reader wants them. */
function notesOf(schema: Schema): string {
  if (typeof schema === "boolean") return "";
  const unit = schema.format === "binary" ? "byte" : "character";
  const notes = [
    schema.description ? prose(schema.description) : null,
    count(schema.minLength, unit) && `at least ${count(schema.minLength, unit)}`,
    count(schema.maxLength, unit) && `at most ${count(schema.maxLength, unit)}`,
    bound(schema.minimum) && `≥ ${bound(schema.minimum)}`,
    bound(schema.maximum) && `≤ ${bound(schema.maximum)}`,
    count(schema.minItems, "item") && `at least ${count(schema.minItems, "item")}`,
    count(schema.maxItems, "item") && `at most ${count(schema.maxItems, "item")}`,
    schema.pattern ? `matches <code>${escapeHtml(schema.pattern)}</code>` : null,
    schema.default !== undefined
      ? `default <code>${escapeHtml(JSON.stringify(schema.default))}</code>`
      : null,
    schema.contentMediaType ? `type ${escapeHtml(schema.contentMediaType)}` : null,
    schema.type && schema.anyOf?.every((v) => v.contentMediaType)
      ? `type ${schema.anyOf.map((v) => escapeHtml(v.contentMediaType ?? "")).join(", ")}`
      : null,
  ];
  return notes.filter(Boolean).join("; ");
}

/** The objects a union (a nullable object, a discriminated union) may be. */
const unionObjects = (schema: JSONSchema.JSONSchema) =>
  (schema.anyOf ?? schema.oneOf ?? []).filter((v) => v.type === "object" && v.properties);

/** What tells a union's object apart: its first constant field, e.g. `kind "post"`. */
function discriminant(schema: JSONSchema.JSONSchema): string {
  for (const [name, field] of Object.entries(schema.properties ?? {})) {
    if (typeof field !== "boolean" && field.const !== undefined) {
      return `<code>${escapeHtml(name)}</code> <code>${escapeHtml(JSON.stringify(field.const))}</code>`;
    }
  }
  return "";
}

type Row = { name: string; schema: Schema; required: boolean; when: string };

/**
 * An object's fields, and those of the objects inside it by their dotted names (`[]` an array's
 * items, `*` a map's values); a union's objects each with what tells it apart.
 */
function fields(schema: Schema, prefix = "", when = ""): Row[] {
  if (typeof schema === "boolean" || schema.$ref) return [];
  if (schema.type === "array" && schema.items && !Array.isArray(schema.items)) {
    return fields(schema.items, `${prefix}[].`, when);
  }
  if (schema.type === "object" && !schema.properties && typeof schema.additionalProperties === "object") {
    return fields(schema.additionalProperties, `${prefix}*.`, when);
  }
  const objects = unionObjects(schema);
  if (!schema.properties && objects.length > 0) {
    return objects.flatMap((v) => fields(v, prefix, objects.length > 1 ? discriminant(v) : when));
  }
  const required = new Set(schema.required);
  return Object.entries(schema.properties ?? {}).flatMap(([name, field]) => [
    { name: `${prefix}${name}`, schema: field, required: required.has(name), when },
    ...fields(field, `${prefix}${name}.`, when),
  ]);
}

function table(caption: string, head: string[], rows: string[][]): string {
  if (rows.length === 0) return "";
  const th = head.map((h) => `<th scope="col">${h}</th>`).join("");
  const body = rows.map((cells) => `<tr>${cells.map((cell) => `<td>${cell}</td>`).join("")}</tr>`).join("");
  return `<table><caption>${caption}</caption><thead><tr>${th}</tr></thead><tbody>${body}</tbody></table>`;
}

const FIELD_COLUMNS = ["Field", "Type", "Required", "Notes"];

const fieldRow = ({ name, schema, required, when }: Row) => [
  `<code>${escapeHtml(name)}</code>`,
  typeOf(schema),
  required ? "yes" : "no",
  [when && `when ${when}`, notesOf(schema)].filter(Boolean).join("; "),
];

/** A schema's fields: one table, or one per object of a union at its top (an event, say). */
function shapes(caption: string, schema: Schema): string {
  const objects = typeof schema === "boolean" || schema.type ? [] : unionObjects(schema);
  if (objects.length < 2) return table(caption, FIELD_COLUMNS, fields(schema).map(fieldRow));
  return objects
    .map((shape) =>
      table(`${caption} with ${discriminant(shape)}`, FIELD_COLUMNS, fields(shape).map(fieldRow)),
    )
    .join("");
}

function parametersTable(parameters: ParameterObject[] = []): string {
  return table(
    "Parameters",
    ["Name", "In", "Type", "Required", "Notes"],
    parameters.map((p) => [
      `<code>${escapeHtml(p.name)}</code>`,
      p.in,
      typeOf(p.schema),
      p.required ? "yes" : "no",
      notesOf(p.schema),
    ]),
  );
}

function requestBody(operation: OperationObject): string {
  const [mediaType, media] = Object.entries(operation.requestBody?.content ?? {})[0] ?? [];
  if (!mediaType) return "";
  const caption = `Request body, <code>${escapeHtml(mediaType)}</code>`;
  return media?.schema ? shapes(caption, media.schema) : `<p>${caption}</p>`;
}

/** The fields of each named schema a success answers with, folded away: the schemas section has them too. */
function answerFields(operation: OperationObject, schemas: Document["components"]["schemas"]): string {
  const names = Object.entries(operation.responses)
    .filter(([status]) => status.startsWith("2"))
    .flatMap(([, response]) => Object.values(response.content ?? {}))
    .flatMap((media) => (media.schema?.$ref ? [refName(media.schema.$ref)] : []));
  return [...new Set(names)]
    .map((name) => {
      const schema = schemas[name];
      if (!schema) return "";
      return `<details><summary>Answer fields: ${escapeHtml(name)}</summary>${shapes(escapeHtml(name), schema)}</details>`;
    })
    .join("");
}

function responsesTable(operation: OperationObject): string {
  return table(
    "Responses",
    ["Status", "Description", "Body"],
    Object.entries(operation.responses).map(([status, response]) => {
      const [mediaType, media] = Object.entries(response.content ?? {})[0] ?? [];
      const body = mediaType
        ? `<code>${escapeHtml(mediaType)}</code>${media?.schema ? ` ${typeOf(media.schema)}` : ""}`
        : "";
      return [status, prose(response.description), body];
    }),
  );
}

/** The credentials an operation reads: none, optional ones (an empty requirement among them), or required ones. */
function credentialsOf(operation: OperationObject): string {
  const names = operation.security.map((requirement) => Object.keys(requirement)[0]);
  const listed = names
    .filter((name) => name !== undefined)
    .map((name) => `<a href="#credentials"><code>${escapeHtml(name)}</code></a>`)
    .join(" or ");
  if (!listed) return "none";
  return names.includes(undefined) ? `optional, ${listed}` : listed;
}

function operationSection(
  method: string,
  path: string,
  operation: OperationObject,
  schemas: Document["components"]["schemas"],
): string {
  const id = `op-${operation.operationId}`;
  return `<article aria-labelledby="${id}">
<h3 id="${id}"><span class="method">${method.toUpperCase()}</span> <code>${escapeHtml(path)}</code></h3>
<p>${prose(operation.summary)}</p>${operation.description ? `<p>${prose(operation.description)}</p>` : ""}
<p class="access">Credentials: ${credentialsOf(operation)}</p>
${parametersTable(operation.parameters)}${requestBody(operation)}${responsesTable(operation)}${answerFields(operation, schemas)}
</article>`;
}

const STYLE = `body{font:16px/1.5 system-ui,sans-serif;margin:0 auto;max-width:72rem;padding:1rem 1.5rem;color:#1a1a1a;background:#fff}
a{color:#0b57d0}code{font:0.9em ui-monospace,monospace;background:#f1f3f4;padding:0 .2em;border-radius:3px}
nav ul{display:flex;flex-wrap:wrap;gap:.25rem 1rem;list-style:none;padding:0}
article{border-top:1px solid #ccc;padding:.5rem 0 1rem}
h3{font-size:1.1rem}.method{display:inline-block;min-width:4.5em;font:700 .85rem ui-monospace,monospace;color:#fff;background:#3b4a5a;padding:.1em .4em;border-radius:3px;text-align:center}
.access{color:#444}summary{cursor:pointer;font-weight:600}
table{border-collapse:collapse;width:100%;margin:.5rem 0 1rem;font-size:.9rem}
caption{text-align:left;font-weight:600;padding:.25rem 0}
th,td{border:1px solid #ccc;padding:.25rem .5rem;text-align:left;vertical-align:top}th{background:#f6f6f6}`;

/** The page's HTML and the CSP that lets its style in. */
export async function referencePage(document: Document): Promise<{ html: string; csp: string }> {
  const byTag = new Map(document.tags.map((tag) => [tag.name, [] as string[]]));
  for (const [path, methods] of Object.entries(document.paths)) {
    for (const [method, operation] of Object.entries(methods)) {
      byTag
        .get(operation.tags[0] ?? "")
        ?.push(operationSection(method, path, operation, document.components.schemas));
    }
  }
  const areas = document.tags.map(
    (tag) => `<section aria-labelledby="tag-${escapeHtml(tag.name)}">
<h2 id="tag-${escapeHtml(tag.name)}">${escapeHtml(tag.name)}</h2><p>${prose(tag.description)}</p>
${(byTag.get(tag.name) ?? []).join("\n")}
</section>`,
  );
  const schemas = Object.entries(document.components.schemas).map(
    ([name, schema]) => `<article aria-labelledby="${escapeHtml(schemaAnchor(name))}">
<h3 id="${escapeHtml(schemaAnchor(name))}">${escapeHtml(name)}</h3><p>${typeOf(schema)}</p>${shapes(escapeHtml(name), schema)}
</article>`,
  );
  const nav = [
    ...document.tags.map(
      (tag) => `<li><a href="#tag-${escapeHtml(tag.name)}">${escapeHtml(tag.name)}</a></li>`,
    ),
    `<li><a href="#schemas">schemas</a></li>`,
  ];
  const credentials = Object.entries(document.components.securitySchemes).map(
    ([name, scheme]) =>
      `<dt><code>${escapeHtml(name)}</code></dt><dd>${"name" in scheme ? `Cookie <code>${escapeHtml(scheme.name)}</code>. ` : "Bearer token. "}${prose(scheme.description)}</dd>`,
  );
  const html = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(document.info.title)} reference</title>
<style>${STYLE}</style>
</head>
<body>
<header>
<h1>${escapeHtml(document.info.title)} <small>${escapeHtml(document.info.version)}</small></h1>
<p>${prose(document.info.description)}</p>
<p>Every path is under <code>${escapeHtml(document.servers[0]?.url ?? "")}</code>. The same reference as an OpenAPI 3.1 document: <a href="openapi.json">openapi.json</a>.</p>
<nav aria-label="Areas"><ul>${nav.join("")}</ul></nav>
<h2 id="credentials">Credentials</h2>
<dl>${credentials.join("")}</dl>
</header>
<main>
${areas.join("\n")}
<section aria-labelledby="schemas"><h2 id="schemas">schemas</h2>
${schemas.join("\n")}
</section>
</main>
</body>
</html>
`;
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(STYLE));
  const hash = btoa(String.fromCharCode(...new Uint8Array(digest)));
  const csp = `default-src 'none'; style-src 'sha256-${hash}'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'`;
  return { html, csp };
}
