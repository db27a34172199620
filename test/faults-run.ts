import { evictDurableObject, runDurableObjectAlarm } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { and, eq } from "drizzle-orm";
import { reportProfiles, subscriptions } from "../worker/db/schema";
import { isFinished } from "../worker/domain/report-lifecycle";
import { mulberry32 } from "../worker/simulator/prng";
import { db, signUp } from "./accounts";
import { subscribe } from "./billing";
import {
  D1Fault,
  inD1,
  roomOf,
  simulatedPeople,
  simulatorWith,
  streamedEvents,
  TestQueue,
  upstreamFaults,
  withRoomBindings,
  writesTo,
} from "./faults";
import { confirmedReport } from "./reports";

/**
 * Every fault of issue 21 at once, over many reports, for the faults bench (bench/faults.ts) and
 * its test: the simulator at 20 % errors, 10 % 429s and 5 % timeouts after a 429 storm; the queue
 * refusing some generations' jobs and delivering every job again after it was acknowledged;
 * rooms evicted between deliveries; D1 refusing 10 % of the rooms' writes, and all of them for a
 * few reports (which fail, and their owner tries again). Seeded: the same seed injects the same
 * faults. Then it counts what a user would see: reports completed or failed, anything counted
 * twice, any row lost.
 */

export interface FaultFigures {
  seed: number;
  reportsStarted: number;
  reportsCompleted: number;
  reportsFailed: number;
  /** Failed on their first try (the D1 outage), then tried again by their owner. */
  reportsRetried: number;
  duplicatesCounted: number;
  rowsLost: number;
  profiles: { complete: number; partial: number; unloaded: number };
  injected: {
    /** Scrape jobs the consumer sent back to the queue (a network failed them, or asked to wait). */
    upstreamRetries: number;
    queueRefusals: number;
    redeliveries: number;
    evictions: number;
    d1Errors: number;
  };
}

const ROUNDS = 40;

/** A room's D1: each write refused at `rate`, or every write while `down`. */
class RoomD1 {
  down = false;
  readonly fault: D1Fault;
  constructor(random: () => number, rate: number) {
    const writes = writesTo("reports", "report_sources", "report_profiles");
    this.fault = new D1Fault(
      (sql) => writes(sql) && (this.down || random() < rate),
      Number.POSITIVE_INFINITY,
    );
  }
}

interface Report {
  id: string;
  d1: RoomD1;
  /** Its selected profiles' rows in D1 before it started. */
  selected: number;
}

const selectedRows = async (id: string) =>
  (
    await db()
      .select()
      .from(reportProfiles)
      .where(and(eq(reportProfiles.reportId, id), eq(reportProfiles.selected, true)))
  ).length;

export async function runFaults(count: number, seed: number): Promise<FaultFigures> {
  const random = mulberry32(seed);
  const queue = new TestQueue();
  const { client, id: userId } = await signUp({ confirmed: true });
  await subscribe(client, "business");
  const consumer = { ...env, SOURCES: simulatorWith(upstreamFaults(`faults-run-${seed}`)) };
  const storm = { ...env, SOURCES: simulatorWith({ "x-sim-429-rate": "1", "x-sim-retry-after": "5" }) };
  const injected = { upstreamRetries: 0, queueRefusals: 0, redeliveries: 0, evictions: 0, d1Errors: 0 };

  const reports: Report[] = [];
  const bind = (report: Report) =>
    withRoomBindings(report.id, { SCRAPE_QUEUE: queue.binding, DB: report.d1.fault.binding() });
  const people = simulatedPeople(100, count);
  for (const [index, person] of people.entries()) {
    const id = await confirmedReport(client, person);
    const report = { id, d1: new RoomD1(mulberry32(seed + index), 0.1), selected: await selectedRows(id) };
    await bind(report);
    report.d1.down = random() < 0.1;
    if (random() < 0.2) {
      queue.refuse = 1;
      injected.queueRefusals += 1;
    }
    const res = await client.post("/api/v1/generate", { id: report.id });
    if (res.status !== 202) throw new Error(`generate ${report.id}: ${res.status}`);
    reports.push(report);
  }

  /**
   * Delivers, evicts and lets time pass (every room's alarm) until every report has ended (and,
   * `synced`, until D1 says so too: the alarm writes what D1 refused).
   */
  const run = async (synced: boolean, first = false) => {
    for (let round = 0; round < ROUNDS; round++) {
      await queue.deliver(first && round === 0 ? storm : consumer, { redeliver: true });
      let open = 0;
      for (const report of reports) {
        if (random() < 0.3) {
          // Refused only for an object the runtime has already put away: evicted all the same.
          await evictDurableObject(roomOf(report.id)).catch(() => undefined);
          await bind(report);
          injected.evictions += 1;
        }
        const check = await roomOf(report.id).check();
        const ended = check !== null && isFinished(check.status);
        if (ended && (!synced || (await inD1(report.id)).status === check.status)) continue;
        open += 1;
        await runDurableObjectAlarm(roomOf(report.id));
      }
      if (open === 0 && queue.size === 0) return;
    }
  };
  await run(false, true);

  // D1 is back: what it refused is written, and the owner tries each failed report again.
  for (const report of reports) report.d1.down = false;
  await run(true);
  const failed: Report[] = [];
  for (const report of reports)
    if ((await roomOf(report.id).check())?.status === "failed") {
      failed.push(report);
      const res = await client.post(`/api/v1/report/${report.id}/refresh`);
      if (res.status !== 202) throw new Error(`retry ${report.id}: ${res.status}`);
    }
  await run(true);

  // Late copies of every job, long after: nothing may change.
  const settled = new Map<string, string>();
  for (const report of reports)
    settled.set(report.id, JSON.stringify([await roomOf(report.id).check(), await inD1(report.id)]));
  for (const job of queue.log) queue.again(job, 2);
  await queue.drain(consumer);

  const figures: FaultFigures = {
    seed,
    reportsStarted: reports.length,
    reportsCompleted: 0,
    reportsFailed: 0,
    reportsRetried: failed.length,
    duplicatesCounted: 0,
    rowsLost: 0,
    profiles: { complete: 0, partial: 0, unloaded: 0 },
    injected,
  };
  let opened = 0;
  for (const report of reports) {
    const room = roomOf(report.id);
    const check = await room.check();
    const stored = await inD1(report.id);
    if (JSON.stringify([check, stored]) !== settled.get(report.id)) figures.duplicatesCounted += 1;
    if (check?.status === "completed") figures.reportsCompleted += 1;
    else figures.reportsFailed += 1;
    if (!check) continue;
    figures.duplicatesCounted += Math.max(0, check.progress.done - check.progress.total);
    const history = (await room.history()).items.length;
    if (check.status === "completed") {
      figures.duplicatesCounted += Math.max(0, history - 1);
      if (history === 0) figures.rowsLost += 1;
    }
    if (stored.status !== check.status) figures.rowsLost += 1;
    figures.rowsLost += Math.abs(report.selected - (await selectedRows(report.id)));

    const events = await streamedEvents(client, report.id);
    for (const event of events) {
      if (event.type === "profile") {
        if (event.status !== "loaded") figures.profiles.unloaded += 1;
        else if (event.coverage?.includes("could not be loaded")) figures.profiles.partial += 1;
        else figures.profiles.complete += 1;
      }
      // Each network's interests as the room counts them, in D1 too; each count its items once.
      if (event.type === "interests" && check.status === "completed") {
        if (JSON.stringify(stored.interests[event.source] ?? []) !== JSON.stringify(event.interests))
          figures.rowsLost += 1;
        for (const interest of event.interests) {
          const evidence = await room.evidence(event.source, interest.id, 0, 10_000);
          if (interest.count > (evidence?.items.length ?? 0)) figures.duplicatesCounted += 1;
        }
      }
    }
    if (check.status === "completed") {
      // Two first views at once, as two tabs would.
      const views = await Promise.all([1, 2].map(() => client.get(`/api/v1/report/${report.id}`)));
      for (const view of views) await view.body?.cancel();
      opened += 1;
    }
  }
  const subscription = await db().query.subscriptions.findFirst({ where: eq(subscriptions.userId, userId) });
  figures.duplicatesCounted += Math.max(0, (subscription?.reportsUsed ?? 0) - opened);
  figures.injected.upstreamRetries = queue.delays.length;
  figures.injected.redeliveries = queue.redelivered;
  figures.injected.d1Errors = reports.reduce((n, r) => n + r.d1.fault.failed, 0);
  return figures;
}
