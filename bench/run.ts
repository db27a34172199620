/** `npm run bench`: every benchmark of the product; the last line printed is one JSON object. */
import { benchHttp } from "./http";

const http = await benchHttp();
for (const [name, figures] of Object.entries(http)) {
  console.log(
    `${name.padEnd(12)} ${String(figures.rps).padStart(7)} req/s  p50 ${figures.p50Ms} ms  p99 ${figures.p99Ms} ms  errors ${figures.errors}`,
  );
}
console.log(JSON.stringify({ http }));
