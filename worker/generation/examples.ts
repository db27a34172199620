import type { ExampleReport, ReportInterest } from "../contracts/report";
import { type Deps as LookupDeps, lookUpProfile, toRows } from "../create/lookup";
import { selectionSummary } from "../create/views";
import type { Db } from "../db/client";
import { completedExampleIds, findExampleReports, insertExampleReport } from "../db/examples";
import { insertCandidates } from "../db/report-profiles";
import { listSelectedProfiles } from "../db/report-results";
import { findReport, setReportSelection } from "../db/reports";
import type { ExampleSpec } from "../domain/examples";
import { BACKGROUND_TOPIC } from "../domain/taxonomy";
import { startGeneration } from "./start";

/** The examples in use (`examplesInUse`): the only ones generated, listed or opened as examples. */
type Examples = readonly ExampleSpec[];

/** What generating examples needs: the create flow's lookups, and the rooms to generate in. */
type Deps = LookupDeps & { env: Env; examples: Examples };

/** Lists whose examples are all complete in this isolate: nobody needs to ask D1 again. */
const ready = new WeakSet<Examples>();

/** Whether every example in the list is generated and complete (an empty list is). */
async function examplesReady(db: Db, examples: Examples): Promise<boolean> {
  if (examples.length === 0 || ready.has(examples)) return true;
  const ids = examples.map((e) => e.id);
  const completed = await completedExampleIds(db, ids);
  if (completed.length < examples.length) return false;
  ready.add(examples);
  return true;
}

/**
 * One example through the product's own pipeline: a report owned by nobody, its profiles looked
 * up and selected as a user would, then generated. Safe to run again and at the same time: each
 * step is skipped once done, and the generation starts once.
 */
async function ensureExample(deps: Deps, spec: ExampleSpec) {
  const { db } = deps;
  await insertExampleReport(db, { id: spec.id, name: spec.name, age: spec.age, state: spec.state });
  const report = await findReport(db, spec.id);
  if (report?.status !== "draft") return;
  if ((await listSelectedProfiles(db, spec.id)).length === 0) {
    const records = await Promise.all(spec.profiles.map((p) => lookUpProfile(deps, p.source, p.username)));
    const rows = await toRows(deps, records, () => true);
    await insertCandidates(db, spec.id, rows);
    await setReportSelection(db, spec.id, selectionSummary(rows));
  }
  await startGeneration(deps.env, db, report);
}

/**
 * Makes sure every example report of the list exists (generating the missing ones); errors are
 * logged, retried next time. Nothing is looked up for an empty list.
 */
async function ensureExamples(deps: Deps): Promise<void> {
  if (await examplesReady(deps.db, deps.examples)) return;
  const results = await Promise.allSettled(deps.examples.map((spec) => ensureExample(deps, spec)));
  for (const result of results)
    if (result.status === "rejected") console.error("example report not generated", result.reason);
}

/** `GET /examples`: the list's examples generated so far, in the published order. */
async function listExamples(db: Db, examples: Examples): Promise<ExampleReport[]> {
  if (examples.length === 0) return [];
  const ids = examples.map((e) => e.id);
  const { rows, sources } = await findExampleReports(db, ids);
  return examples.flatMap((spec) => {
    const row = rows.find((r) => r.id === spec.id);
    if (row?.status !== "completed") return [];
    return [
      {
        id: row.id,
        title: { name: row.name ?? spec.name, age: row.age, state: row.state },
        image: row.image,
        sources: row.sources,
        interests: topInterests(sources.filter((s) => s.reportId === row.id).flatMap((s) => s.interests)),
      },
    ];
  });
}

const TOP_INTERESTS = 4;

/** A report's headline interests across networks: red flags first, then most evidence; never the catch-all. */
function topInterests(interests: readonly ReportInterest[]): ReportInterest[] {
  const byId = new Map<string, ReportInterest>();
  for (const interest of interests) {
    if (interest.id === BACKGROUND_TOPIC) continue;
    const known = byId.get(interest.id);
    byId.set(interest.id, known ? { ...known, count: known.count + interest.count } : { ...interest });
  }
  return [...byId.values()]
    .sort((a, b) => Number(b.redzone) - Number(a.redzone) || b.count - a.count)
    .slice(0, TOP_INTERESTS);
}

/** The example reports of one request (services.ts): those in use, generated through the product's own pipeline. */
export function exampleService(deps: Deps) {
  return {
    /** The examples in use (`examplesInUse`). */
    inUse: deps.examples,
    ready: () => examplesReady(deps.db, deps.examples),
    ensure: () => ensureExamples(deps),
    list: () => listExamples(deps.db, deps.examples),
  };
}
