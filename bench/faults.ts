/**
 * Faults (issue 21): 24 reports generated with every fault at once (the simulator at 20 % errors,
 * 10 % 429s and 5 % timeouts after a 429 storm; scrape jobs refused, redelivered and delivered
 * again long after; rooms evicted; D1 refusing writes, all of them for some reports, which fail
 * and are tried again). The run is `test/faults-run.ts`, in the Workers runtime the unit tests
 * use (the faults need its hooks: evicting a room, swapping its bindings); this runs its test and
 * reads the figures it logs. Seeded: the same faults every run. `npm run bench` calls
 * `benchFaults`; run alone (`npx tsx bench/faults.ts`) it prints the figures as JSON.
 */
import { spawn } from "node:child_process";
import { pathToFileURL } from "node:url";
import type { FaultFigures } from "../test/faults-run";

const TEST = "test/faults-run.test.ts";
const MARKER = /^FAULTS (\{.*\})$/m;

export async function benchFaults(): Promise<FaultFigures> {
  const output = await new Promise<string>((resolve, reject) => {
    const child = spawn("npx", ["vitest", "run", TEST], {
      stdio: ["ignore", "pipe", "pipe"],
      env: { ...process.env, NO_COLOR: "1", FORCE_COLOR: "0" },
    });
    let text = "";
    child.stdout.on("data", (chunk: Buffer) => {
      text += chunk.toString();
    });
    child.stderr.on("data", (chunk: Buffer) => {
      text += chunk.toString();
    });
    child.on("error", reject);
    child.on("close", (code) =>
      code === 0 ? resolve(text) : reject(new Error(`${TEST} failed (${code}):\n${text.slice(-4000)}`)),
    );
  });
  const figures = MARKER.exec(output)?.[1];
  if (!figures) throw new Error(`${TEST} printed no figures:\n${output.slice(-4000)}`);
  return JSON.parse(figures) as FaultFigures;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  console.log(JSON.stringify(await benchFaults()));
}
