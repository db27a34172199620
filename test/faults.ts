import { runDurableObjectAlarm, runInDurableObject } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { eq } from "drizzle-orm";
import type { CheckResponse } from "../worker/contracts/report";
import type { ProfileEvent, ReportEvent } from "../worker/contracts/report-events";
import type { CreateSource } from "../worker/contracts/sources";
import { reportSources, reports } from "../worker/db/schema";
import { isFinished } from "../worker/domain/report-lifecycle";
import type { ReportRoom } from "../worker/durable/report-room";
import { handleScrapeBatch, SCRAPE_DLQ, SCRAPE_QUEUE } from "../worker/queues/scrape";
import { directory } from "../worker/simulator/directory";
import { DEFAULT_PEOPLE, DEFAULT_SEED } from "../worker/simulator/faults";
import { type Client, db } from "./accounts";
import { deliverBatch } from "./queues";

/**
 * Faults for the tests of issue 21 (test/faults-*.test.ts) and the faults bench: a queue the test
 * delivers itself (duplicates, redeliveries, refusals), a D1 that fails a write, the source
 * simulator with its fault knobs, and bindings swapped on a room's running instance.
 */

export const roomOf = (id: string) => env.REPORT_ROOM.getByName(id);

/**
 * Swaps bindings on the room's running instance (starting it if need be): its queue, its D1. An
 * eviction brings the real ones back, as a restarted object would have them.
 */
export async function withRoomBindings(id: string, bindings: Partial<Env>): Promise<void> {
  await runInDurableObject(roomOf(id), (instance: ReportRoom) => {
    const room = instance as unknown as { env: Env };
    room.env = { ...room.env, ...bindings };
  });
}

/** What D1 holds of a report: its status and its results (one row per network with data). */
export async function inD1(id: string) {
  const report = await db().query.reports.findFirst({ where: eq(reports.id, id) });
  const rows = await db().select().from(reportSources).where(eq(reportSources.reportId, id));
  return {
    status: report?.status,
    sources: rows.map((r) => r.source).sort(),
    interests: Object.fromEntries(rows.map((r) => [r.source, r.interests])),
    friends: Object.fromEntries(rows.map((r) => [r.source, r.friends])),
  };
}

/** The events a reader of a finished report's stream gets. */
export async function streamedEvents(client: Client, id: string): Promise<ReportEvent[]> {
  const text = await (await client.get(`/api/v1/sse/${id}`)).text();
  return [...text.matchAll(/^event: (\w+)\ndata: (.*)$/gm)].map(
    (m) => ({ type: m[1], ...JSON.parse(m[2] ?? "") }) as ReportEvent,
  );
}

/** The profiles a finished report's stream shows its reader. */
export async function streamedProfiles(client: Client, id: string): Promise<ProfileEvent[]> {
  return (await streamedEvents(client, id)).filter((e): e is ProfileEvent => e.type === "profile");
}

/** Runs the room's alarm (retries, finishing, the watchdog) until the report ends; answers its last check. */
export async function settle(id: string): Promise<CheckResponse> {
  const room = roomOf(id);
  for (let i = 0; i < 30; i++) {
    const check = await room.check();
    if (check && isFinished(check.status)) return check;
    await runDurableObjectAlarm(room);
  }
  throw new Error(`report ${id} did not finish`);
}

/** The source simulator with these `x-sim-*` knobs on every request the consumer makes. */
export function simulatorWith(headers: Record<string, string>): Fetcher {
  const sources = env.SOURCES;
  if (!sources) throw new Error("the SOURCES binding is missing");
  return {
    fetch: (input: RequestInfo | URL, init?: RequestInit) => {
      const all = new Headers(init?.headers);
      for (const [name, value] of Object.entries(headers)) all.set(name, value);
      return sources.fetch(input, { ...init, headers: all });
    },
  } as unknown as Fetcher;
}

/** Upstream trouble at the rates of issue 21, seeded so a run fails the same requests every time. */
export function upstreamFaults(seed: string): Record<string, string> {
  return {
    "x-sim-fault-seed": seed,
    "x-sim-error-rate": "0.2",
    "x-sim-429-rate": "0.1",
    "x-sim-retry-after": "3",
    "x-sim-timeout-rate": "0.05",
    // The hang is short so a test does not wait; it still ends in the gateway's 504.
    "x-sim-timeout-ms": "20",
  };
}

/** The scrape consumer's batch size and retries before the dead-letter queue, as wrangler.toml sets them. */
function consumerConfig(): { batchSize: number; maxRetries: number } {
  const config = JSON.parse(env.TEST_WRANGLER_CONFIG) as {
    queues?: { consumers?: { queue: string; max_batch_size?: number; max_retries?: number }[] };
  };
  const consumer = config.queues?.consumers?.find((c) => c.queue === SCRAPE_QUEUE);
  if (consumer?.max_batch_size === undefined || consumer.max_retries === undefined)
    throw new Error("the scrape queue's consumer has no batch size or retries");
  return { batchSize: consumer.max_batch_size, maxRetries: consumer.max_retries };
}

interface Waiting {
  id: string;
  body: unknown;
  attempts: number;
  /** Delivered and acknowledged before: this delivery is a redelivery the queue makes anyway. */
  acked: boolean;
}

export interface DeliveryOptions {
  /** Each message delivered twice on its first delivery, in one batch (a producer's send repeated). */
  duplicate?: boolean;
  /** Each acknowledged message delivered once more (an acknowledgement the queue lost). */
  redeliver?: boolean;
  /** Only the first messages waiting. */
  limit?: number;
}

/**
 * The scrape queue, delivered by the test: what rooms send waits here, and `deliver` hands it to
 * the consumer at least once, in batches of the consumer's size. A retried message waits again
 * (the delay it asked for is recorded, not waited out); past the queue's retries it goes to the
 * dead-letter queue. `refuse` sends fail, as a queue that is down.
 */
export class TestQueue {
  readonly binding: Queue;
  /** Delays asked for by retries, in seconds. */
  readonly delays: number[] = [];
  /** Messages the consumer acknowledged. */
  acked = 0;
  /** Deliveries of a message already acknowledged. */
  redelivered = 0;
  /** How many sends to refuse from now on. */
  refuse = 0;
  /** How many sends to take and then fail anyway (the answer lost on its way back). */
  loseAnswers = 0;
  /** Every message body the queue took. */
  readonly log: unknown[] = [];
  private waiting: Waiting[] = [];
  private count = 0;

  constructor() {
    const accept = async (bodies: unknown[]) => {
      if (this.refuse > 0) {
        this.refuse -= 1;
        throw new Error("Queue send failed: the queue is unavailable (injected)");
      }
      for (const body of bodies) this.push(body, 1, false);
      this.log.push(...bodies);
      if (this.loseAnswers > 0) {
        this.loseAnswers -= 1;
        throw new Error("Queue send failed: the answer was lost (injected)");
      }
      return {};
    };
    this.binding = {
      send: (body: unknown) => accept([body]),
      sendBatch: (messages: Iterable<MessageSendRequest>) => accept([...messages].map((m) => m.body)),
      metrics: async () => ({ backlogCount: this.waiting.length, backlogBytes: 0 }),
    } as unknown as Queue;
  }

  get size(): number {
    return this.waiting.length;
  }

  /** A message delivered once more, whatever became of it (a redelivery long after). */
  again(body: unknown, attempts: number) {
    this.redelivered += 1;
    this.push(body, attempts, true);
  }

  private push(body: unknown, attempts: number, acked: boolean) {
    this.count += 1;
    this.waiting.push({ id: `tq-${this.count}`, body, attempts, acked });
  }

  /** One delivery of everything waiting, under `consumerEnv` (its simulator, its D1). */
  async deliver(consumerEnv: Env, options: DeliveryOptions = {}): Promise<void> {
    const round = this.waiting.splice(0, options.limit ?? this.waiting.length);
    const { batchSize, maxRetries } = consumerConfig();
    const all = round.flatMap((m) =>
      options.duplicate && m.attempts === 1 && !m.acked ? [m, { ...m, id: `${m.id}-copy` }] : [m],
    );
    for (let at = 0; at < all.length; at += batchSize) {
      const messages = all.slice(at, at + batchSize);
      const sent = messages.map(({ id, attempts, body }) => ({ id, attempts, body }));
      const { result, delays } = await deliverBatch(SCRAPE_QUEUE, sent, (batch) =>
        handleScrapeBatch(batch, consumerEnv),
      );
      this.delays.push(...delays.flatMap((d) => (d === undefined ? [] : [d])));
      const retried = new Set(result.retryMessages.map((r) => r.msgId));
      for (const m of messages) {
        if (!retried.has(m.id)) {
          this.acked += 1;
          if (options.redeliver && !m.acked) this.again(m.body, m.attempts + 1);
        } else if (m.attempts > maxRetries) {
          await deliverBatch(SCRAPE_DLQ, [{ id: m.id, attempts: m.attempts, body: m.body }], (batch) =>
            handleScrapeBatch(batch, consumerEnv),
          );
        } else this.push(m.body, m.attempts + 1, m.acked);
      }
    }
  }

  /** Delivers until nothing waits. */
  async drain(consumerEnv: Env, options: DeliveryOptions = {}): Promise<void> {
    for (let round = 0; this.waiting.length > 0; round++) {
      if (round > 20) throw new Error("the queue did not drain");
      await this.deliver(consumerEnv, options);
    }
  }
}

/** A D1 error: thrown for a write the fault matches, `times` times (a batch fails whole, as D1's does). */
export class D1Fault {
  failed = 0;
  constructor(
    private readonly matches: (sql: string) => boolean,
    private times = 1,
  ) {}

  /** The fault ends: writes pass again. */
  heal() {
    this.times = this.failed;
  }

  check(sql: string) {
    if (this.failed >= this.times || !this.matches(sql)) return;
    this.failed += 1;
    throw new Error(`D1_ERROR: injected fault on: ${sql.slice(0, 60)}`);
  }

  /** The real D1 behind this fault. */
  binding(db: D1Database = env.DB): D1Database {
    return new FaultyD1(db, this) as unknown as D1Database;
  }
}

/** What drizzle calls of a D1 binding: statements (bound, then run) and batches. */
class FaultyStatement {
  constructor(
    readonly real: D1PreparedStatement,
    readonly sql: string,
    private readonly fault: D1Fault,
  ) {}

  bind(...values: unknown[]) {
    return new FaultyStatement(this.real.bind(...values), this.sql, this.fault);
  }

  run() {
    this.fault.check(this.sql);
    return this.real.run();
  }

  all() {
    this.fault.check(this.sql);
    return this.real.all();
  }

  raw(options?: { columnNames?: false }) {
    this.fault.check(this.sql);
    return this.real.raw(options);
  }

  first(column?: string) {
    this.fault.check(this.sql);
    return column === undefined ? this.real.first() : this.real.first(column);
  }
}

class FaultyD1 {
  constructor(
    private readonly real: D1Database,
    private readonly fault: D1Fault,
  ) {}

  prepare(sql: string) {
    return new FaultyStatement(this.real.prepare(sql), sql, this.fault);
  }

  batch(statements: FaultyStatement[]) {
    this.fault.check(statements.map((s) => s.sql).join(";\n"));
    return this.real.batch(statements.map((s) => s.real));
  }

  exec(sql: string) {
    this.fault.check(sql);
    return this.real.exec(sql);
  }
}

/** A write to these tables (drizzle's SQL names them in quotes). */
export const writesTo =
  (...tables: string[]) =>
  (sql: string) =>
    /^\s*(insert|update|delete)/im.test(sql) && tables.some((t) => sql.includes(`"${t}"`));

/**
 * People of the simulator's generated population (no fixture persona) with an Instagram and an
 * X profile, from `from` on: each test takes its own, so no two tests read the same profiles.
 */
export function simulatedPeople(from: number, count: number): { source: CreateSource; username: string }[][] {
  return directory(DEFAULT_SEED, DEFAULT_PEOPLE)
    .people.filter((p) => p.persona === null && p.handles.ig && p.handles.tw)
    .slice(from, from + count)
    .map((p) => [
      { source: "ig", username: p.handles.ig ?? "" },
      { source: "tw", username: p.handles.tw ?? "" },
    ]);
}
