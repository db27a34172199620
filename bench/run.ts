/** `npm run bench`: every benchmark of the product; the last line printed is one JSON object. */
import { benchClassifier } from "./classifier";
import { benchFaults } from "./faults";
import { benchGeneration, SIM_LATENCY_MS } from "./generation";
import { benchHttp, benchSsr } from "./http";
import { benchLighthouse } from "./lighthouse";
import { benchLoad } from "./load";
import { benchSearch } from "./search";
import { startPreview } from "./server";
import { benchSseCounts } from "./sse";

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

const ssr = await benchSsr();
for (const [name, figures] of Object.entries({ withCache: ssr.withCache, withoutCache: ssr.withoutCache }))
  console.log(
    `ssr landing  ${name.padEnd(12)} ${figures.rps} req/s  p50 ${figures.p50Ms} ms  p99 ${figures.p99Ms} ms  ${figures.ratioToBaseline} of the bare Worker`,
  );

const load = await benchLoad();
for (const [name, figures] of Object.entries(load.routes))
  console.log(
    `load         ${name.padEnd(14)} ${String(figures.rps).padStart(5)} req/s  p50 ${figures.p50Ms} ms  p99 ${figures.p99Ms} ms  ${figures.ratioToBaseline} of the bare Worker (${load.connections} connections)`,
  );
console.log(
  `load         ${load.generations.started} generations at once: ${load.generations.completed} completed, last done after ${load.generations.lastDoneSeconds} s`,
);

// The production build with every simulated upstream call taking SIM_LATENCY_MS: one report at a
// time, then Lighthouse on the same server (its pages do not touch the simulator).
const server = await startPreview(PREVIEW_PORT, { SOURCES_SIM_LATENCY_MS: String(SIM_LATENCY_MS) });
let generation: Awaited<ReturnType<typeof benchGeneration>>;
let lighthouse: Awaited<ReturnType<typeof benchLighthouse>>;
try {
  generation = await benchGeneration(server.origin);
  lighthouse = await benchLighthouse(server.origin);
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
for (const [page, f] of Object.entries(lighthouse))
  console.log(
    `lighthouse   ${page.padEnd(14)} performance ${f.performance}  accessibility ${f.accessibility}  best practices ${f.bestPractices}  SEO ${f.seo}${f.notIndexed ? ` (${f.notIndexed})` : ""}  LCP ${f.lcpMs} ms  TBT ${f.tbtMs} ms  JS ${f.jsCompressedBytes} bytes`,
  );

// Workerd serving the build with nothing in front (production has no dev proxy).
const sse = await benchSseCounts();
for (const [count, f] of Object.entries(sse))
  console.log(
    `sse          ${count.padStart(4)} subscribers, ${f.delivered}/${f.probes} probes to all: p50 ${f.p50Ms} ms  p99 ${f.p99Ms} ms  max ${f.maxMs} ms`,
  );
console.log(JSON.stringify({ classifier, search, http, ssr, load, faults, generation, lighthouse, sse }));
