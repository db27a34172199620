import type { OpenApiDocument } from "../../../contracts/operations";
import { createRouter } from "../../../lib/hono";
import { buildDocument, type Document } from "./document";
import { referencePage } from "./page";

/** The same for everyone until the next deploy; a credentialed request's copy is still `no-store` (`applyApiCaching`). */
const CACHE_CONTROL = "public, max-age=3600";

/**
 * `GET /openapi.json` and `GET /reference`: the API reference, generated from the operations'
 * registry (worker/contracts/operations.ts) once per isolate, as nothing in it changes at run time.
 */
export function apiReference(base: string) {
  let document: Document | undefined;
  let page: ReturnType<typeof referencePage> | undefined;
  const built = () => {
    document ??= buildDocument(base);
    return document;
  };
  return createRouter()
    .get("/openapi.json", (c) => {
      c.header("Cache-Control", CACHE_CONTROL);
      return c.json(built() satisfies OpenApiDocument);
    })
    .get("/reference", async (c) => {
      page ??= referencePage(built());
      const { html, csp } = await page;
      c.header("Cache-Control", CACHE_CONTROL);
      c.header("Content-Security-Policy", csp);
      return c.html(html);
    });
}
