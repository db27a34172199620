/** `npm run bench`: every benchmark of the product; the last line printed is one JSON object. */
import { benchClassifier } from "./classifier";
import { benchHttp } from "./http";
import { benchSearch } from "./search";

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
console.log(JSON.stringify({ classifier, search, http }));
