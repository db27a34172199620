import type { Source } from "../contracts/sources";
import type { SourceConnector } from "./connector";
import { createConnector } from "./index";
import type { FetchLike } from "./transport";

/** Recorded upstream answers for connector tests: the first route whose pattern the URL contains wins. */
export interface Recording {
  status?: number;
  body?: string | object;
  headers?: Record<string, string>;
}

export type Route = readonly [pattern: string | RegExp, recording: Recording];

export interface RecordedFetch {
  fetch: FetchLike;
  /** Every URL asked for, in order, with the headers sent. */
  calls: { url: string; headers: Headers }[];
}

export function recordedFetch(routes: readonly Route[]): RecordedFetch {
  const calls: RecordedFetch["calls"] = [];
  const fetch: FetchLike = async (url, init) => {
    calls.push({ url, headers: new Headers(init?.headers) });
    const route = routes.find(([pattern]) =>
      typeof pattern === "string" ? url.includes(pattern) : pattern.test(url),
    );
    if (!route) return new Response(`no recording for ${url}`, { status: 418 });
    const { status = 200, body = "", headers = {} } = route[1];
    const text = typeof body === "string" ? body : JSON.stringify(body);
    // The Response constructor refuses statuses outside 200-599, yet networks send them (LinkedIn's 999).
    const standard = status >= 200 && status <= 599 ? status : 200;
    const response = new Response(status >= 300 && status < 400 && text === "" ? null : text, {
      status: standard,
      headers,
    });
    if (standard !== status) Object.defineProperty(response, "status", { value: status });
    return response;
  };
  return { fetch, calls };
}

/** A connector talking straight to recorded answers. */
export function recordedConnector(
  source: Source,
  routes: readonly Route[],
): SourceConnector & { calls: RecordedFetch["calls"] } {
  const recorded = recordedFetch(routes);
  const connector = createConnector(source, {
    target: { mode: "direct" },
    fetch: recorded.fetch,
    timeoutMs: 1000,
  });
  return Object.assign(connector, { calls: recorded.calls });
}
