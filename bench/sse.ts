/**
 * SSE fan-out: N streams on one probe room (a ReportRoom with no report behind it), then
 * timestamped probes published to all of them; the latency of a probe is its receipt time in this
 * process minus the time the room stamped on it (same machine, same clock). `npx tsx bench/sse.ts`
 * serves the build with workerd alone (bench/sse-server.ts) and prints the figures for 50, 500
 * and 2,000 subscribers as JSON.
 */
import net from "node:net";
import { pathToFileURL } from "node:url";
import { startSseServer } from "./sse-server";

const COUNTS = [50, 500, 2_000] as const;
const PROBES = 20;
const PROBE_SPACING_MS = 100;
/** Connections opened at once: a burst of thousands of handshakes only measures the accept queue. */
const OPEN_BATCH = 50;
/** Late arrivals still count: the last probe has this long to reach everyone. */
const SETTLE_MS = 5_000;

function percentile(sorted: readonly number[], p: number): number {
  const at = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return Math.round((sorted[at] ?? 0) * 10) / 10;
}

interface Subscriber {
  socket: net.Socket;
  /** Probe stamp (the room's ms) → receipt time here (ms, fractional). */
  received: Map<number, number>;
}

const PROBE_LINE = /: probe (\d+)\n/g;

/**
 * Opens one stream over a bare socket and resolves once the response head is in (the room has
 * added the writer). Not node:http: its parser's cost per chunk, times 2,000 streams, would land
 * in the figure as client time.
 */
function subscribe(origin: URL, path: string): Promise<Subscriber> {
  return new Promise((resolve, reject) => {
    const received = new Map<number, number>();
    const socket = net.connect(Number(origin.port), origin.hostname);
    socket.setNoDelay(true);
    socket.setEncoding("latin1");
    let head = true;
    let buffer = "";
    socket.on("connect", () =>
      socket.write(`GET ${path} HTTP/1.1\r\nHost: ${origin.host}\r\nAccept: text/event-stream\r\n\r\n`),
    );
    socket.on("data", (chunk: string) => {
      // Wall-clock ms with a fraction, comparable with the room's Date.now().
      const now = performance.timeOrigin + performance.now();
      buffer += chunk;
      if (head) {
        const end = buffer.indexOf("\r\n\r\n");
        if (end < 0) return;
        if (!buffer.startsWith("HTTP/1.1 200")) {
          socket.destroy();
          reject(new Error(`subscribe: ${buffer.slice(0, buffer.indexOf("\r\n"))}`));
          return;
        }
        head = false;
        buffer = buffer.slice(end + 4);
        resolve({ socket, received });
      }
      for (const match of buffer.matchAll(PROBE_LINE)) received.set(Number(match[1]), now);
      // What follows the last full line may be the start of the next probe.
      buffer = buffer.slice(buffer.lastIndexOf("\n") + 1);
    });
    socket.on("error", reject);
  });
}

async function probe(origin: string, room: string): Promise<number> {
  const res = await fetch(`${origin}/api/v1/dev/sse/${room}/probe`, {
    method: "POST",
    headers: { Origin: origin },
  });
  if (!res.ok) throw new Error(`probe: ${res.status} ${await res.text()}`);
  return ((await res.json()) as { subscribers: number }).subscribers;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export interface SseFigures {
  /** Streams asked for, and those the server accepted (fewer: a connection or descriptor limit). */
  subscribers: number;
  connected: number;
  probes: number;
  /** Probes that reached every connected subscriber; anything less is a lost event. */
  delivered: number;
  p50Ms: number;
  p99Ms: number;
  maxMs: number;
}

/** `subscribers` streams on a room of their own, then the probes' latency across all of them. */
export async function benchSse(origin: string, subscribers: number): Promise<SseFigures> {
  const room = `bench-${subscribers}-${Date.now()}`;
  const target = new URL(origin);
  const open: Subscriber[] = [];
  const failures: unknown[] = [];
  try {
    for (let asked = 0; asked < subscribers; asked += OPEN_BATCH) {
      const batch = Math.min(OPEN_BATCH, subscribers - asked);
      const opened = await Promise.allSettled(
        Array.from({ length: batch }, () => subscribe(target, `/api/v1/dev/sse/${room}`)),
      );
      for (const result of opened)
        if (result.status === "fulfilled") open.push(result.value);
        else failures.push(result.reason);
    }
    if (failures.length > 0) console.error(`${failures.length} streams refused, first:`, failures[0]);
    // Every stream must be in the room before anything is measured.
    const inRoom = await probe(origin, room);
    if (inRoom !== open.length)
      throw new Error(`the room has ${inRoom} subscribers, ${open.length} connected`);
    await sleep(500);
    const measuredFrom = Date.now();

    for (let i = 0; i < PROBES; i++) {
      await probe(origin, room);
      await sleep(PROBE_SPACING_MS);
    }
    const complete = () =>
      open.every((s) => [...s.received.keys()].filter((stamp) => stamp >= measuredFrom).length >= PROBES);
    const deadline = Date.now() + SETTLE_MS;
    while (!complete() && Date.now() < deadline) await sleep(50);

    const latencies: number[] = [];
    const perProbe = new Map<number, number>();
    for (const s of open)
      for (const [stamp, at] of s.received) {
        if (stamp < measuredFrom) continue;
        latencies.push(at - stamp);
        perProbe.set(stamp, (perProbe.get(stamp) ?? 0) + 1);
      }
    latencies.sort((a, b) => a - b);
    return {
      subscribers,
      connected: open.length,
      probes: perProbe.size,
      delivered: [...perProbe.values()].filter((n) => n === open.length).length,
      p50Ms: percentile(latencies, 50),
      p99Ms: percentile(latencies, 99),
      maxMs: percentile(latencies, 100),
    };
  } finally {
    for (const s of open) s.socket.destroy();
    // Let the room see the streams go before the next count opens its own.
    await sleep(1_000);
  }
}

export type SseCounts = Record<`${(typeof COUNTS)[number]}`, SseFigures>;

/** Serves the build with workerd alone, measures 50, 500 and 2,000 subscribers in turn, stops it. */
export async function benchSseCounts(): Promise<SseCounts> {
  const server = await startSseServer();
  try {
    const figures: Partial<SseCounts> = {};
    for (const count of COUNTS) figures[`${count}`] = await benchSse(server.origin, count);
    return figures as SseCounts;
  } finally {
    await server.stop();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  console.log(JSON.stringify(await benchSseCounts()));
}
