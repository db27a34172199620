import type { Source } from "../contracts/sources";
import { encodeUrlComponent } from "../domain/well-formed";
import type { XQueryIds } from "./x-query-ids";

/** Anything that fetches like `fetch`: the global one, a service binding's, or a test's. */
export type FetchLike = (input: string, init?: RequestInit) => Promise<Response>;

/**
 * Where upstream requests go. `direct`: the networks themselves. `proxy`: a "fetch this URL for
 * me" API, called as `{url}?{param}=<encoded network URL>`. `simulator`: the source simulator,
 * which serves each network under a host prefix: `{url}/www.instagram.com/api/v1/...`.
 */
export type TransportTarget =
  | { mode: "direct" }
  | { mode: "proxy"; url: string; param?: string }
  | { mode: "simulator"; url: string };

export interface TransportConfig {
  target: TransportTarget;
  fetch: FetchLike;
  /** Sent with every request: a proxy's API key, the simulator's `x-sim-*` knobs. */
  headers?: Record<string, string>;
  /** Per network session headers (for example `cookie`), for the sections that need a login. */
  credentials?: Partial<Record<Source, Record<string, string>>>;
  /** Per request; a request still running after it counts as a timeout. Default 15 s. */
  timeoutMs?: number;
  /** X's GraphQL query ids (`SOURCES_X_QUERY_IDS`); default `DEFAULT_X_QUERY_IDS`. */
  xQueryIds?: XQueryIds;
}

export interface UpstreamRequest {
  url: string;
  method?: "GET" | "POST";
  headers?: Record<string, string>;
  body?: string;
}

/** What came back, read in full; a redirect is not followed, its `location` is kept. */
export interface UpstreamResponse {
  status: number;
  headers: Headers;
  body: string;
  location: string | null;
}

export type TransportResult =
  | { ok: true; response: UpstreamResponse }
  | { ok: false; cause: "timeout" | "network"; detail: string };

export const DEFAULT_TIMEOUT_MS = 15_000;

/** The URL that actually gets fetched for a network URL. */
export function resolveUrl(target: TransportTarget, networkUrl: string): string {
  switch (target.mode) {
    case "direct":
      return networkUrl;
    case "proxy": {
      const separator = target.url.includes("?") ? "&" : "?";
      return `${target.url}${separator}${target.param ?? "url"}=${encodeUrlComponent(networkUrl)}`;
    }
    case "simulator": {
      const url = new URL(networkUrl);
      return `${target.url.replace(/\/+$/, "")}/${url.host}${url.pathname}${url.search}`;
    }
  }
}

/**
 * The hosts each network's connector talks to. Connectors build their URLs from these origins and
 * encode what they put in, but a username, an id or a cursor comes from the user or the network:
 * the transport refuses anything else, so no input can point the Worker at another host.
 */
const NETWORK_HOSTS: Record<Source, readonly string[]> = {
  ig: ["www.instagram.com"],
  fb: ["www.facebook.com"],
  tt: ["www.tiktok.com"],
  tw: ["x.com", "api.x.com"],
  li: ["www.linkedin.com"],
};

/** Whether a URL is one of the network's own (https, its hosts, the default port, no credentials). */
export function isNetworkUrl(source: Source, networkUrl: string): boolean {
  if (!URL.canParse(networkUrl)) return false;
  const url = new URL(networkUrl);
  return (
    url.protocol === "https:" &&
    url.port === "" &&
    url.username === "" &&
    url.password === "" &&
    NETWORK_HOSTS[source].includes(url.hostname)
  );
}

export interface Transport {
  send(source: Source, request: UpstreamRequest): Promise<TransportResult>;
  hasCredentials(source: Source): boolean;
}

export function createTransport(config: TransportConfig): Transport {
  const timeoutMs = config.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  return {
    hasCredentials: (source) => config.credentials?.[source] !== undefined,
    async send(source, request) {
      if (!isNetworkUrl(source, request.url)) {
        return { ok: false, cause: "network", detail: `refused: not a ${source} address` };
      }
      const controller = new AbortController();
      let timer: ReturnType<typeof setTimeout> | undefined;
      // Raced as well as aborted: an injected fetch may ignore the signal.
      const timeout = new Promise<TransportResult>((resolve) => {
        timer = setTimeout(() => {
          controller.abort();
          resolve({ ok: false, cause: "timeout", detail: `no answer within ${timeoutMs} ms` });
        }, timeoutMs);
      });
      const exchange = (async (): Promise<TransportResult> => {
        const response = await config.fetch(resolveUrl(config.target, request.url), {
          method: request.method ?? "GET",
          headers: { ...request.headers, ...config.headers, ...config.credentials?.[source] },
          body: request.body,
          redirect: "manual",
          signal: controller.signal,
        });
        const body = await response.text();
        return {
          ok: true,
          response: {
            status: response.status,
            headers: response.headers,
            body,
            location: response.headers.get("location"),
          },
        };
      })().catch(
        (error: unknown): TransportResult => ({
          ok: false,
          cause: controller.signal.aborted ? "timeout" : "network",
          detail: error instanceof Error ? error.message : String(error),
        }),
      );
      try {
        return await Promise.race([exchange, timeout]);
      } finally {
        clearTimeout(timer);
      }
    },
  };
}
