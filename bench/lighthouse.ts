/**
 * Page speed (issue 21): Lighthouse's default mobile run (emulated phone, simulated slow 4G and
 * CPU) with Debian's chromium on the landing page, an example report, /plans and a signed-in
 * dashboard, served through a compressing proxy as Cloudflare serves them. Each page is run
 * RUNS times and the run with the median performance score is kept. `npm run bench` calls
 * `benchLighthouse(origin)` with the production build's preview server; run alone
 * (`npx tsx bench/lighthouse.ts`) it starts one and prints the figures as JSON.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import lighthouse from "lighthouse";
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from "../e2e/config";
import { startCompressingProxy } from "./compressing-proxy";
import { type Client, signedIn } from "./generation";
import { startPreview } from "./server";

const DEBUG_PORT = 9322;
const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);

export interface PageFigures {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcpMs: number;
  tbtMs: number;
  jsCompressedBytes: number;
  /** Why the page asks not to be indexed (its SEO score is then below 100 by design), if it does. */
  notIndexed?: string;
}

async function startChromium(): Promise<{ process: ChildProcess; profile: string }> {
  const profile = mkdtempSync(path.join(os.tmpdir(), "lookwise-lh-"));
  const chromium = spawn(
    CHROMIUM_PATH,
    [...CHROMIUM_FLAGS, `--remote-debugging-port=${DEBUG_PORT}`, `--user-data-dir=${profile}`, "about:blank"],
    // Its own process group: the renderers it forks are stopped with it.
    { stdio: "ignore", detached: true },
  );
  const deadline = Date.now() + 20_000;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(`http://127.0.0.1:${DEBUG_PORT}/json/version`)).ok)
        return { process: chromium, profile };
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  if (chromium.pid) process.kill(-chromium.pid, "SIGKILL");
  throw new Error("chromium did not open its debugging port");
}

const score = (value: number | null | undefined) => Math.round((value ?? 0) * 100);

async function audit(url: string, cookie?: string): Promise<PageFigures> {
  const result = await lighthouse(url, {
    port: DEBUG_PORT,
    output: "json",
    logLevel: "error",
    onlyCategories: ["performance", "accessibility", "best-practices", "seo"],
    extraHeaders: cookie ? { Cookie: cookie } : undefined,
  });
  if (!result) throw new Error(`lighthouse gave no result for ${url}`);
  const { categories, audits } = result.lhr;
  const requests = (
    audits["network-requests"]?.details as { items?: { resourceType?: string; transferSize?: number }[] }
  )?.items;
  const jsCompressedBytes = (requests ?? [])
    .filter((r) => r.resourceType === "Script")
    .reduce((sum, r) => sum + (r.transferSize ?? 0), 0);
  const indexable = audits["is-crawlable"];
  return {
    performance: score(categories.performance?.score),
    accessibility: score(categories.accessibility?.score),
    bestPractices: score(categories["best-practices"]?.score),
    seo: score(categories.seo?.score),
    lcpMs: Math.round(audits["largest-contentful-paint"]?.numericValue ?? 0),
    tbtMs: Math.round(audits["total-blocking-time"]?.numericValue ?? 0),
    jsCompressedBytes,
    ...(indexable && indexable.score !== 1
      ? { notIndexed: "the page answers noindex (not for search engines)" }
      : {}),
  };
}

async function medianRun(url: string, cookie?: string): Promise<PageFigures> {
  const runs: PageFigures[] = [];
  for (let i = 0; i < RUNS; i++) runs.push(await audit(url, cookie));
  runs.sort((a, b) => a.performance - b.performance || b.tbtMs - a.tbtMs);
  return runs[Math.floor(runs.length / 2)] as PageFigures;
}

/** The first of the example reports (`GET /examples`). */
async function exampleReportPath(client: Client): Promise<string> {
  const [first] = await client.json<{ id: string }[]>("GET", "/api/v1/examples");
  if (!first) throw new Error("no example report");
  return `/report/${first.id}`;
}

export async function benchLighthouse(origin: string): Promise<Record<string, PageFigures>> {
  const proxy = await startCompressingProxy(origin);
  const chromium = await startChromium();
  try {
    // A new account: its session for the dashboard.
    const client = await signedIn(origin);
    const cookie = client.cookieHeader();
    const pages: [string, string, string?][] = [
      ["landing", "/"],
      ["exampleReport", await exampleReportPath(client)],
      ["plans", "/plans"],
      ["dashboard", "/dashboard", cookie],
    ];
    const figures: Record<string, PageFigures> = {};
    for (const [name, pagePath, pageCookie] of pages)
      figures[name] = await medianRun(`${proxy.origin}${pagePath}`, pageCookie);
    return figures;
  } finally {
    const exited = new Promise((resolve) => chromium.process.once("exit", resolve));
    if (chromium.process.pid) process.kill(-chromium.process.pid, "SIGKILL");
    await exited;
    rmSync(chromium.profile, { recursive: true, force: true, maxRetries: 5 });
    await proxy.stop();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  const server = process.env.ORIGIN
    ? { origin: process.env.ORIGIN, stop: async () => {} }
    : await startPreview(4194);
  try {
    console.log(JSON.stringify(await benchLighthouse(server.origin)));
  } finally {
    await server.stop();
  }
}
