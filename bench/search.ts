import { directory } from "../worker/simulator/directory";
import { DEFAULT_PEOPLE, DEFAULT_SEED } from "../worker/simulator/faults";
import { inProcessTransport } from "../worker/simulator/in-process";
import { evaluate, fixtureCases, generatedCases } from "../worker/simulator/search-eval";
import { createConnectors } from "../worker/sources/index";

/** Generated searches per run: enough for a stable p99, small enough to finish in a few seconds. */
const GENERATED_CASES = 200;

function percentile(sorted: readonly number[], p: number): number {
  const at = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return Math.round((sorted[at] ?? 0) * 100) / 100;
}

/**
 * Name searches end to end in process: connectors (all five networks, as the API runs them),
 * the simulator's handler and the matcher. Latency percentiles and precision at rank 1.
 */
export async function benchSearch(): Promise<Record<string, number>> {
  const dir = directory(DEFAULT_SEED, DEFAULT_PEOPLE);
  const connectors = createConnectors(inProcessTransport());
  // One search first, so the one-off population build is not counted as search latency.
  await evaluate(connectors, fixtureCases(dir).slice(0, 1));
  const fixtures = await evaluate(connectors, fixtureCases(dir));
  const generated = await evaluate(connectors, generatedCases(dir, GENERATED_CASES));
  const durations = [...fixtures.durationsMs, ...generated.durationsMs].sort((a, b) => a - b);
  return {
    nameSearchP50Ms: percentile(durations, 50),
    nameSearchP99Ms: percentile(durations, 99),
    precisionAt1Fixtures: Math.round(fixtures.precisionAt1 * 1000) / 1000,
    precisionAt1Generated: Math.round(generated.precisionAt1 * 1000) / 1000,
  };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  console.log(JSON.stringify(await benchSearch()));
}
