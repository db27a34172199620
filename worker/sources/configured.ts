import type { Config } from "../env";
import type { TransportConfig } from "./transport";

/** The simulator's address behind the service binding; the host only names it, the binding routes. */
const SIMULATOR_URL = "http://lookwise-simulator";

/**
 * Where connectors send requests, from configuration (`SOURCES_MODE`). `simulator` needs the
 * `SOURCES` service binding (development and tests); production runs `direct` or `proxy`.
 */
export function sourcesTransport(
  config: Pick<
    Config,
    "SOURCES_MODE" | "SOURCES_PROXY_URL" | "SOURCES_SIM_LATENCY_MS" | "SOURCES_X_QUERY_IDS"
  >,
  simulator: Fetcher | undefined,
): TransportConfig {
  return { ...target(config, simulator), xQueryIds: config.SOURCES_X_QUERY_IDS };
}

function target(
  config: Pick<Config, "SOURCES_MODE" | "SOURCES_PROXY_URL" | "SOURCES_SIM_LATENCY_MS">,
  simulator: Fetcher | undefined,
): TransportConfig {
  switch (config.SOURCES_MODE) {
    case "simulator": {
      if (!simulator) throw new Error("SOURCES_MODE is simulator but the SOURCES binding is missing");
      return {
        target: { mode: "simulator", url: SIMULATOR_URL },
        fetch: (input, init) => simulator.fetch(input, init),
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
