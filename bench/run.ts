/** `npm run bench`: every benchmark of the product; the last line printed is one JSON object. */
import { benchClassifier } from "./classifier";
import { benchFaults } from "./faults";
import { benchGeneration, SIM_LATENCY_MS } from "./generation";
import { benchHttp } from "./http";
import { benchSearch } from "./search";
import { startPreview } from "./server";
import { benchSse } from "./sse";

/**
 * Apart from e2e (4180) and http.ts (8791/8792). Not 4190: on this machine every request to a
 * preview on 4190 failed ("fetch failed" between vite and workerd) while 4191 and 4192 worked.
 */
const PREVIEW_PORT = 4191;

const classifier = await benchClassifier();
console.log(
  `classifier   ${classifier.classifierTextsPerSecond} texts/s per core, model ${classifier.classifierModelBytes} bytes`,
);

const search = await benchSearch();
console.log(
  `name search  p50 ${search.nameSearchP50Ms} ms  p99 ${search.nameSearchP99Ms} ms  precision@1 fixtures ${search.precisionAt1Fixtures} generated ${search.precisionAt1Generated}`,
);

const http = await benchHttp();
for (const [name, figures] of Object.entries(http)) {
  console.log(
    `${name.padEnd(12)} ${String(figures.rps).padStart(7)} req/s  p50 ${figures.p50Ms} ms  p99 ${figures.p99Ms} ms  errors ${figures.errors}`,
  );
}

const faults = await benchFaults();
console.log(
  `faults       ${faults.reportsStarted} reports: ${faults.reportsCompleted} completed, ${faults.reportsFailed} failed (${faults.reportsRetried} tried again after failing), ${faults.duplicatesCounted} counted twice, ${faults.rowsLost} rows lost`,
);
console.log(
  `faults       profiles ${faults.profiles.complete} complete, ${faults.profiles.partial} partial, ${faults.profiles.unloaded} unloaded; injected ${Object.entries(
    faults.injected,
  )
    .map(([name, n]) => `${name} ${n}`)
    .join(", ")}`,
);

// The production build with every simulated upstream call taking SIM_LATENCY_MS; the SSE bench
// shares the server (its probe room has nothing to do with the simulator).
const server = await startPreview(PREVIEW_PORT, { SOURCES_SIM_LATENCY_MS: String(SIM_LATENCY_MS) });
let generation: Awaited<ReturnType<typeof benchGeneration>>;
let sse: Awaited<ReturnType<typeof benchSse>>;
try {
  generation = await benchGeneration(server.origin);
  sse = await benchSse(server.origin);
} catch (error) {
  await server.stop();
  console.error(error);
  // A failed run may leave streams and timers behind: exit rather than wait for them.
  process.exit(1);
}
await server.stop();

console.log(
  `generation   ${generation.seconds} s to done (median of 3), critical path ${generation.criticalPathSeconds} s, ratio ${generation.ratio}`,
);
console.log(
  `generation   events (ms after POST, median run) ${Object.entries(generation.medianRunEventsMs)
    .map(([event, ms]) => `${event} ${ms}`)
    .join(", ")}`,
);
console.log(
  `generation   ${generation.concurrentReports} reports at once: all completed ${generation.allCompleted}, last done after ${generation.lastDoneSeconds} s`,
);
console.log(
  `sse          ${sse.subscribers} subscribers, ${sse.delivered}/${sse.probes} probes to all: p50 ${sse.p50Ms} ms  p99 ${sse.p99Ms} ms  max ${sse.maxMs} ms`,
);
console.log(JSON.stringify({ classifier, search, http, faults, generation, sse }));
