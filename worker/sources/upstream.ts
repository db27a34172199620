import type { z } from "zod";
import type { Source } from "../contracts/sources";
import { parseWellFormedJson } from "../domain/well-formed";
import { type Failure, isFailure, retryable, unexpected } from "./connector";
import type { Transport, UpstreamRequest, UpstreamResponse } from "./transport";

/**
 * Plumbing every connector shares: sending through the transport, the HTTP-level failures all
 * networks have in common, and turning an unknown shape into `unexpected` in one place.
 */

/** Thrown by parsers on a shape they do not know; `guard` turns it into an `unexpected` outcome. */
export class UnexpectedShape extends Error {}

function firstIssue(error: z.ZodError): string {
  const issue = error.issues[0];
  return issue ? `${issue.path.join(".") || "(root)"} ${issue.message}` : "invalid";
}

export function expectShape<S extends z.ZodType>(schema: S, value: unknown, what: string): z.infer<S> {
  const parsed = schema.safeParse(value);
  if (parsed.success) return parsed.data;
  throw new UnexpectedShape(`${what}: ${firstIssue(parsed.error)}`);
}

/**
 * The items of a list page, each through `read`, which answers null for an item it knows and
 * leaves out (a deleted tweet) and throws `UnexpectedShape` for one it does not know. One odd
 * item is counted and logged (once per page), never a failed page; a page with items none of
 * which `read` knows means the network changed its shape, and throws `UnexpectedShape`.
 */
export function readItems<I, T>(items: readonly I[], read: (item: I) => T | null, what: string): T[] {
  const kept: T[] = [];
  let skipped = 0;
  let issue = "";
  for (const item of items) {
    try {
      const value = read(item);
      if (value !== null) kept.push(value);
    } catch (error) {
      if (!(error instanceof UnexpectedShape)) throw error;
      if (skipped === 0) issue = error.message;
      skipped += 1;
    }
  }
  if (skipped === 0) return kept;
  if (skipped === items.length) throw new UnexpectedShape(`${what}: no item of a known shape (${issue})`);
  console.warn(`${what}: skipped ${skipped} of ${items.length} items (${issue})`);
  return kept;
}

/** A network's JSON, its strings well-formed (a lone surrogate's escape reads as U+FFFD). */
export function parseJson(body: string, what: string): unknown {
  try {
    return parseWellFormedJson(body);
  } catch {
    throw new UnexpectedShape(`${what}: not JSON (${body.slice(0, 60).replace(/\s+/g, " ")})`);
  }
}

/** A JSON body of a known shape; anything else throws `UnexpectedShape`, named `what`. */
export function expectJson<S extends z.ZodType>(schema: S, body: string, what: string): z.infer<S> {
  return expectShape(schema, parseJson(body, what), what);
}

/** Runs one connector operation; an unknown shape anywhere inside becomes `unexpected`. */
export async function guard<T extends { kind: string }>(
  work: () => Promise<T | Failure>,
): Promise<T | Failure> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof UnexpectedShape) return unexpected(error.message);
    throw error;
  }
}

export interface Upstream {
  send(request: UpstreamRequest): Promise<UpstreamResponse | Failure>;
  hasCredentials(): boolean;
}

export function upstreamFor(transport: Transport, source: Source): Upstream {
  return {
    hasCredentials: () => transport.hasCredentials(source),
    async send(request) {
      const result = await transport.send(source, request);
      if (!result.ok) return retryable(result.cause === "timeout" ? "timeout" : "upstream", result.detail);
      return result.response;
    },
  };
}

/**
 * Sends, and stops at the failures every network shares (429 and 5xx), then at the network's own
 * `refusal`s (login walls, challenges) when it has any.
 */
export async function fetchOk(
  upstream: Upstream,
  request: UpstreamRequest,
  refusal?: (response: UpstreamResponse) => Failure | null,
): Promise<UpstreamResponse | Failure> {
  const response = await upstream.send(request);
  if (isFailure(response)) return response;
  return commonFailure(response) ?? refusal?.(response) ?? response;
}

export function commonFailure(response: UpstreamResponse): Failure | null {
  if (response.status === 429) return retryable("rateLimited", "HTTP 429", retryAfterMs(response.headers));
  if (response.status >= 500 && response.status <= 599)
    return retryable("upstream", `HTTP ${response.status}`);
  return null;
}

/** `Retry-After` in seconds, or X's `x-rate-limit-reset` epoch seconds when nothing remains. */
export function retryAfterMs(headers: Headers, now = Date.now()): number | null {
  const after = Number(headers.get("retry-after") ?? Number.NaN);
  if (Number.isFinite(after) && after >= 0) return after * 1000;
  const reset = Number(headers.get("x-rate-limit-reset") ?? Number.NaN);
  if (headers.get("x-rate-limit-remaining") === "0" && Number.isFinite(reset))
    return Math.max(0, reset * 1000 - now);
  return null;
}

export function isRedirect(response: UpstreamResponse): boolean {
  return response.status >= 300 && response.status < 400;
}

/** What a desktop Chrome sends; LinkedIn and TikTok refuse bare clients. */
export const BROWSER_HEADERS: Record<string, string> = {
  "user-agent":
    "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/142.0.0.0 Safari/537.36",
  accept: "text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8",
  "accept-language": "en-US,en;q=0.9",
};
