/**
 * SSE fan-out: SUBSCRIBERS streams on one probe room (a ReportRoom with no report behind it),
 * then timestamped probes published to all of them; the latency of a probe is its receipt time
 * in this process minus the time the room stamped on it (same machine, same clock).
 */
import http from "node:http";

const SUBSCRIBERS = 500;
const PROBES = 20;
const PROBE_SPACING_MS = 100;
/** Connections opened at once: a burst of 500 handshakes only measures the accept queue. */
const OPEN_BATCH = 50;
const ROOM = "bench";

function percentile(sorted: readonly number[], p: number): number {
  const at = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return Math.round((sorted[at] ?? 0) * 10) / 10;
}

interface Subscriber {
  request: http.ClientRequest;
  /** Probe stamp (the room's ms) → receipt time here (ms, fractional). */
  received: Map<number, number>;
}

/** Opens one stream; resolves once the response headers are in (the room has added the writer). */
function subscribe(url: string, agent: http.Agent): Promise<Subscriber> {
  return new Promise((resolve, reject) => {
    const received = new Map<number, number>();
    const request = http.get(url, { agent, headers: { Accept: "text/event-stream" } }, (res) => {
      if (res.statusCode !== 200) {
        res.resume();
        reject(new Error(`subscribe: ${res.statusCode}`));
        return;
      }
      res.setEncoding("utf8");
      let buffer = "";
      res.on("data", (chunk: string) => {
        // Wall-clock ms with a fraction, comparable with the room's Date.now().
        const now = performance.timeOrigin + performance.now();
        buffer += chunk;
        const lines = buffer.split("\n");
        buffer = lines.pop() ?? "";
        for (const line of lines) {
          const probe = /^: probe (\d+)$/.exec(line);
          if (probe) received.set(Number(probe[1]), now);
        }
      });
      res.on("error", () => undefined);
      resolve({ request, received });
    });
    request.on("error", reject);
  });
}

async function probe(origin: string): Promise<{ subscribers: number; sentAt: number }> {
  const sentAt = Date.now();
  const res = await fetch(`${origin}/api/v1/dev/sse/${ROOM}/probe`, {
    method: "POST",
    headers: { Origin: origin },
  });
  if (!res.ok) throw new Error(`probe: ${res.status} ${await res.text()}`);
  const { subscribers } = (await res.json()) as { subscribers: number };
  return { subscribers, sentAt };
}

export interface SseFigures {
  subscribers: number;
  probes: number;
  /** Probes that reached every subscriber; anything less is a lost event. */
  delivered: number;
  p50Ms: number;
  p99Ms: number;
  maxMs: number;
}

export async function benchSse(origin: string): Promise<SseFigures> {
  // One socket per stream, none reused, and all of them closed by destroying the agent.
  const agent = new http.Agent({ keepAlive: false, maxSockets: Number.POSITIVE_INFINITY });
  const subscribers: Subscriber[] = [];
  try {
    const url = `${origin}/api/v1/dev/sse/${ROOM}`;
    while (subscribers.length < SUBSCRIBERS) {
      const batch = Math.min(OPEN_BATCH, SUBSCRIBERS - subscribers.length);
      subscribers.push(...(await Promise.all(Array.from({ length: batch }, () => subscribe(url, agent)))));
    }
    // Every stream must be in the room before anything is measured.
    const warmUp = await probe(origin);
    if (warmUp.subscribers !== SUBSCRIBERS)
      throw new Error(`the room has ${warmUp.subscribers} subscribers, expected ${SUBSCRIBERS}`);
    await new Promise((resolve) => setTimeout(resolve, 500));
    const measuredFrom = Date.now();

    for (let i = 0; i < PROBES; i++) {
      const { subscribers: count } = await probe(origin);
      if (count !== SUBSCRIBERS) throw new Error(`probe ${i} reached ${count} subscribers`);
      await new Promise((resolve) => setTimeout(resolve, PROBE_SPACING_MS));
    }
    // Late arrivals still count: give the last probe up to 5 s to reach everyone.
    const complete = () =>
      subscribers.every((s) => [...s.received.keys()].filter((t) => t >= measuredFrom).length >= PROBES);
    const deadline = Date.now() + 5_000;
    while (!complete() && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 50));

    const latencies: number[] = [];
    const perProbe = new Map<number, number>();
    for (const s of subscribers)
      for (const [stamp, at] of s.received) {
        if (stamp < measuredFrom) continue;
        latencies.push(at - stamp);
        perProbe.set(stamp, (perProbe.get(stamp) ?? 0) + 1);
      }
    latencies.sort((a, b) => a - b);
    return {
      subscribers: SUBSCRIBERS,
      probes: perProbe.size,
      delivered: [...perProbe.values()].filter((n) => n === SUBSCRIBERS).length,
      p50Ms: percentile(latencies, 50),
      p99Ms: percentile(latencies, 99),
      maxMs: percentile(latencies, 100),
    };
  } finally {
    for (const s of subscribers) s.request.destroy();
    agent.destroy();
  }
}
