import type { FetchLike, TransportConfig } from "../sources/transport";
import type { SimulatorEnv } from "./faults";
import simulator from "./index";

/** The base URL connectors use for the simulator when it runs inside the same process. */
export const IN_PROCESS_URL = "http://simulator.internal";

/** A fetch that hands requests straight to the simulator's handler: for tests and the bench. */
export function inProcessFetch(env: SimulatorEnv = {}): FetchLike {
  return (input, init) => simulator.fetch(new Request(input, init), env);
}

/** A transport config aimed at an in-process simulator. */
export function inProcessTransport(
  env: SimulatorEnv = {},
  extra: Partial<TransportConfig> = {},
): TransportConfig {
  return { target: { mode: "simulator", url: IN_PROCESS_URL }, fetch: inProcessFetch(env), ...extra };
}
