import { createExecutionContext, waitOnExecutionContext } from "cloudflare:test";
import { env, exports } from "cloudflare:workers";
import worker from "../worker/index";

export const LANDING = "http://example.test";
export const APP = "http://app.example.test";

/** A request to the Worker as the test runtime serves it, with the test configuration. */
export function call(pathOrUrl: string, init?: RequestInit): Promise<Response> {
  const url = pathOrUrl.startsWith("http") ? pathOrUrl : `${LANDING}${pathOrUrl}`;
  return exports.default.fetch(new Request(url, { redirect: "manual", ...init }));
}

/** Page text as a reader sees it: React's separators between adjacent text nodes removed. */
export async function readPage(res: Response): Promise<string> {
  return (await res.text()).replaceAll("<!-- -->", "");
}

/** JSON request helper: method and body in, the response out. */
export function callJson(path: string, method: string, body: unknown, headers: Record<string, string> = {}) {
  return call(path, {
    method,
    headers: { "Content-Type": "application/json", ...headers },
    body: typeof body === "string" ? body : JSON.stringify(body),
  });
}

/** Configuration a test may set beyond wrangler.toml's vars: the optional secrets too. */
export type EnvOverrides = Partial<Env> & {
  STRIPE_SECRET_KEY?: string;
  STRIPE_WEBHOOK_SECRET?: string;
  STRIPE_PRICE_IDS?: string;
};

/** The Worker under a different configuration (e.g. maintenance, production), same bindings. */
export async function callWithEnv(
  overrides: EnvOverrides,
  pathOrUrl: string,
  init?: RequestInit,
): Promise<Response> {
  const ctx = createExecutionContext();
  const url = pathOrUrl.startsWith("http") ? pathOrUrl : `${LANDING}${pathOrUrl}`;
  const request = new Request(url, { redirect: "manual", ...init }) as Parameters<typeof worker.fetch>[0];
  const response = await worker.fetch(request, { ...env, ...overrides } as Env, ctx);
  await waitOnExecutionContext(ctx);
  return response;
}

/**
 * Waits for a seeded app: outside production the health check answers 503 (and starts
 * generating the 14 example reports) until they are all complete.
 */
export async function waitUntilSeeded(timeoutMs = 120_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while ((await call("/api/v1/healthcheck")).status !== 200) {
    if (Date.now() > deadline) throw new Error("the example reports were not generated in time");
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}
