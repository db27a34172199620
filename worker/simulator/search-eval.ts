import type { Source } from "../contracts/sources";
import type { PersonQuery } from "../domain/matching";
import type { SourceConnector } from "../sources/connector";
import { searchPeople } from "../sources/people-search";
import { type Directory, type Person, SIM_YEAR } from "./directory";
import { PERSONAS } from "./personas";
import { Random } from "./prng";

/**
 * Name-search quality against the simulator's ground truth: who each query is meant to find,
 * and how often the top-ranked candidate is that person. Shared by the tests and the bench.
 */
export interface SearchCase {
  query: PersonQuery;
  source: Source;
  expected: string;
}

/** The fixture personas, searched the way a user would: full name, age and state. */
export function fixtureCases(dir: Directory): SearchCase[] {
  const johnSmiths = new Set([6, 10, 14, 20, 26]);
  return dir.people
    .slice(0, PERSONAS.length)
    .filter((p) => p.last !== "Smith" || johnSmiths.has(p.index))
    .flatMap((p) => casesFor(p, { name: `${p.first} ${p.last}`, age: p.age, state: p.state }));
}

function casesFor(person: Person, query: PersonQuery): SearchCase[] {
  return (Object.entries(person.handles) as [Source, string][]).map(([source, expected]) => ({
    query,
    source,
    expected,
  }));
}

/** One letter dropped, doubled, swapped with its neighbour or replaced. */
function typo(word: string, r: Random): string {
  const at = r.int(1, Math.max(1, word.length - 2));
  switch (r.int(0, 3)) {
    case 0:
      return word.slice(0, at) + word.slice(at + 1);
    case 1:
      return word.slice(0, at) + word.charAt(at) + word.slice(at);
    case 2:
      return word.slice(0, at - 1) + word.charAt(at) + word.charAt(at - 1) + word.slice(at + 1);
    default:
      return word.slice(0, at) + (word.charAt(at) === "e" ? "a" : "e") + word.slice(at + 1);
  }
}

/**
 * Generated people searched with the noise users bring: typos, a middle initial, odd spacing
 * and case, an age off by one or two, a missing age or state.
 */
export function generatedCases(dir: Directory, count: number, seed = 7): SearchCase[] {
  const r = new Random("search-eval", seed);
  const generated = dir.people.slice(PERSONAS.length);
  return Array.from({ length: count }, () => {
    const person = r.pick(generated);
    let first = person.first;
    let last = person.last;
    const noise = r.next();
    if (noise < 0.15) first = typo(first, r);
    else if (noise < 0.3) last = typo(last, r);
    let name = `${first} ${last}`;
    if (person.middle && r.next() < 0.2) name = `${first} ${person.middle.charAt(0)} ${last}`;
    if (r.next() < 0.15) name = `  ${name.toUpperCase()} `.replace(" ", "   ");
    const ageRoll = r.next();
    const age = ageRoll < 0.3 ? null : ageRoll < 0.5 ? person.age + r.pick([-2, -1, 1, 2]) : person.age;
    const state = r.next() < 0.3 ? null : person.state;
    const source = r.pick(Object.keys(person.handles) as Source[]);
    return { query: { name, age, state }, source, expected: person.handles[source] ?? "" };
  });
}

export interface Evaluation {
  precisionAt1: number;
  durationsMs: number[];
}

/** Runs each case as the API would (every network at once) and scores the case's network. */
export async function evaluate(
  connectors: Record<Source, SourceConnector>,
  cases: readonly SearchCase[],
): Promise<Evaluation> {
  let hits = 0;
  const durationsMs: number[] = [];
  for (const c of cases) {
    const started = performance.now();
    const results = await searchPeople(connectors, c.query, { year: SIM_YEAR });
    durationsMs.push(performance.now() - started);
    const result = results[c.source];
    if (result?.kind === "ranked" && result.matches[0]?.candidate.username === c.expected) hits++;
  }
  return { precisionAt1: cases.length === 0 ? 0 : hits / cases.length, durationsMs };
}
