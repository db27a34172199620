import type { Config } from "../env";
import type { TransportConfig } from "./transport";

/** The simulator's address behind the service binding; the host only names it, the binding routes. */
const SIMULATOR_URL = "http://lookwise-simulator";

/**
 * Where connectors send requests, from configuration (`SOURCES_MODE`). `simulator` needs the
 * `SOURCES` service binding (development and tests); production runs `direct` or `proxy`.
 * `simAdvance`: how far the simulator's clock was moved on (the dev clock), read once, on the
 * first request that goes to the simulator.
 */
export function sourcesTransport(
  config: Pick<
    Config,
    "SOURCES_MODE" | "SOURCES_PROXY_URL" | "SOURCES_SIM_LATENCY_MS" | "SOURCES_X_QUERY_IDS"
  >,
  simulator: Fetcher | undefined,
  simAdvance: () => Promise<number> = async () => 0,
): TransportConfig {
  return { ...target(config, simulator, simAdvance), xQueryIds: config.SOURCES_X_QUERY_IDS };
}

function target(
  config: Pick<Config, "SOURCES_MODE" | "SOURCES_PROXY_URL" | "SOURCES_SIM_LATENCY_MS">,
  simulator: Fetcher | undefined,
  simAdvance: () => Promise<number>,
): TransportConfig {
  switch (config.SOURCES_MODE) {
    case "simulator": {
      if (!simulator) throw new Error("SOURCES_MODE is simulator but the SOURCES binding is missing");
      let advance: Promise<number> | undefined;
      return {
        target: { mode: "simulator", url: SIMULATOR_URL },
        fetch: async (input, init) => {
          advance ??= simAdvance();
          const ms = await advance;
          const headers =
            ms > 0
              ? { ...(init?.headers as Record<string, string>), "x-sim-advance-ms": String(ms) }
              : init?.headers;
          return simulator.fetch(input, { ...init, headers });
        },
        headers:
          config.SOURCES_SIM_LATENCY_MS > 0
            ? { "x-sim-latency-ms": String(config.SOURCES_SIM_LATENCY_MS) }
            : undefined,
      };
    }
    case "proxy":
      return {
        target: { mode: "proxy", url: config.SOURCES_PROXY_URL },
        fetch: (input, init) => fetch(input, init),
      };
    case "direct":
      return { target: { mode: "direct" }, fetch: (input, init) => fetch(input, init) };
  }
}
