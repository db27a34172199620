import { SOURCES, type Source } from "../contracts/sources";
import { nameTokens, normalizeName, withinOneEdit } from "../domain/name-text";
import { EVERYDAY_INTERESTS, INTERESTS, RED_ZONE_INTERESTS } from "./content";
import type { Rename } from "./faults";
import { CITIES, FEMALE_NAMES, MALE_NAMES, STATE_WEIGHTS, SURNAMES } from "./names";
import { NOBODY_PREFIX, PERSONAS, type PersonaSpec } from "./personas";
import { Random } from "./prng";

/**
 * The population's skeleton: who exists, their names, ages, states, interests and handles. It is
 * the only part built eagerly (once per isolate and seed, a few milliseconds), because looking up
 * a handle or a name needs all of it; bios, follows and posts are derived per person on demand.
 */
export interface Person
  extends Pick<
    PersonaSpec,
    "first" | "last" | "age" | "state" | "city" | "handles" | "interests" | "behaviour"
  > {
  index: number;
  middle: string | null;
  /** The fixture persona this person is, if any. */
  persona: PersonaSpec | null;
  /** People in one cluster know each other: follows and friendships stay inside it. */
  cluster: number;
}

/** A followable account that is not a person: the brands and creators of `content.ts`. */
export interface Brand {
  index: number;
  handle: string;
  name: string;
  bio: string;
  category: string;
  interest: string;
}

export type EntityRef = { kind: "person"; index: number } | { kind: "brand"; index: number };

export interface Directory {
  seed: number;
  people: readonly Person[];
  brands: readonly Brand[];
  byHandle: Record<Source, Map<string, EntityRef>>;
  /** Normalised surname → indexes of the people carrying it. */
  bySurname: Map<string, number[]>;
  /** The simulated moment of this request: SIM_NOW_MS, or later once the clock was moved on. */
  now: number;
}

/** Simulated "now": ages, birth years and post dates are relative to it, so output never drifts. */
export const SIM_NOW_MS = Date.UTC(2026, 9, 1);
export const SIM_YEAR = 2026;

const CLUSTER_SIZE = 40;
/** Personas are spread over the generated clusters, so they have friends like everyone else. */
const PERSONA_CLUSTER_STRIDE = 3;

const NETWORK_POPULARITY: readonly (readonly [Source, number])[] = [
  ["ig", 70],
  ["fb", 65],
  ["tt", 45],
  ["tw", 35],
  ["li", 35],
];

let cached: Directory | undefined;

/** The directory for a seed and size, built on first use and kept for the isolate's life. */
export function directory(seed: number, size: number): Directory {
  if (cached?.seed === seed && cached.people.length === size + PERSONAS.length) return cached;
  cached = buildDirectory(seed, size);
  return cached;
}

/**
 * The directory as it is after some people changed handle (`x-sim-rename`): the same people and
 * ids, the new handle answering and the old one gone. A rename onto a taken handle is ignored.
 */
export function withRenames(dir: Directory, renames: readonly Rename[]): Directory {
  if (renames.length === 0) return dir;
  const people = [...dir.people];
  const byHandle = { ...dir.byHandle };
  for (const { source, from, to } of renames) {
    const ref = byHandle[source].get(from);
    const person = ref?.kind === "person" ? people[ref.index] : undefined;
    if (!ref || !person || byHandle[source].has(to)) continue;
    const handles = new Map(byHandle[source]);
    handles.delete(from);
    handles.set(to, ref);
    byHandle[source] = handles;
    people[ref.index] = { ...person, handles: { ...person.handles, [source]: to } };
  }
  return { ...dir, people, byHandle };
}

/** The directory as it is `advanceMs` after the simulation's start (`x-sim-advance-ms`). */
export function withClock(dir: Directory, advanceMs: number): Directory {
  return advanceMs > 0 ? { ...dir, now: SIM_NOW_MS + advanceMs } : dir;
}

function buildDirectory(seed: number, size: number): Directory {
  const byHandle = Object.fromEntries(SOURCES.map((s) => [s, new Map<string, EntityRef>()])) as Record<
    Source,
    Map<string, EntityRef>
  >;
  const brands = INTERESTS.flatMap((interest) =>
    interest.accounts.map(([handle, name, bio]) => ({
      handle,
      name,
      bio,
      category: interest.category,
      interest: interest.id,
    })),
  ).map((brand, index) => ({ ...brand, index }));
  for (const brand of brands) {
    for (const source of SOURCES) {
      if (source !== "li")
        byHandle[source].set(legalHandle(source, brand.handle), { kind: "brand", index: brand.index });
    }
  }
  const clusters = Math.max(1, Math.ceil(size / CLUSTER_SIZE));
  const people: Person[] = PERSONAS.map((spec, index) => personaPerson(spec, index, clusters));
  for (const person of people) claimHandles(byHandle, person);
  for (let i = 0; i < size; i++) {
    const person = generatedPerson(seed, PERSONAS.length, i);
    person.handles = chooseHandles(seed, person, byHandle);
    people.push(person);
  }
  const bySurname = new Map<string, number[]>();
  for (const person of people) {
    const key = normalizeName(person.last);
    const list = bySurname.get(key) ?? [];
    list.push(person.index);
    bySurname.set(key, list);
  }
  return { seed, people, brands, byHandle, bySurname, now: SIM_NOW_MS };
}

function personaPerson(spec: PersonaSpec, index: number, clusters: number): Person {
  return {
    index,
    first: spec.first,
    middle: null,
    last: spec.last,
    age: spec.age,
    state: spec.state,
    city: spec.city,
    handles: spec.handles,
    interests: spec.interests,
    behaviour: spec.behaviour,
    persona: spec,
    cluster: (index * PERSONA_CLUSTER_STRIDE) % clusters,
  };
}

function generatedPerson(seed: number, offset: number, i: number): Person {
  const r = new Random(seed, "person", i);
  const female = r.next() < 0.5;
  const first = r.pick(female ? FEMALE_NAMES : MALE_NAMES);
  const middle = r.next() < 0.25 ? r.pick(female ? FEMALE_NAMES : MALE_NAMES) : null;
  const last = r.pick(SURNAMES);
  // Social media skews young: two thirds between 18 and 40.
  const age = r.next() < 0.66 ? r.int(18, 40) : r.int(41, 75);
  const cluster = Math.floor(i / CLUSTER_SIZE);
  // Most of a cluster lives in the cluster's home state: friends are mostly local.
  const home = new Random(seed, "cluster-state", cluster).weighted(STATE_WEIGHTS);
  const state = r.next() < 0.7 ? home : r.weighted(STATE_WEIGHTS);
  const city = r.pick(CITIES[state] ?? ["Springfield"]);
  const interests = r.sample(EVERYDAY_INTERESTS, r.int(3, 5)).map((x) => x.id);
  if (r.next() < 0.05) interests.push(...r.sample(RED_ZONE_INTERESTS, r.int(1, 2)).map((x) => x.id));
  return {
    index: offset + i,
    first,
    middle,
    last,
    age,
    state,
    city,
    handles: {},
    interests,
    behaviour: "normal",
    persona: null,
    cluster,
  };
}

function claimHandles(byHandle: Record<Source, Map<string, EntityRef>>, person: Person): void {
  for (const source of SOURCES) {
    const handle = person.handles[source];
    if (handle) byHandle[source].set(handle, { kind: "person", index: person.index });
  }
}

function chooseHandles(seed: number, person: Person, byHandle: Record<Source, Map<string, EntityRef>>) {
  const r = new Random(seed, "handles", person.index);
  const count = r.weighted([
    [1, 25],
    [2, 30],
    [3, 25],
    [4, 12],
    [5, 8],
  ]);
  const networks = new Set<Source>();
  while (networks.size < count) networks.add(r.weighted(NETWORK_POPULARITY));
  const handles: Partial<Record<Source, string>> = {};
  for (const source of SOURCES) {
    if (!networks.has(source)) continue;
    const base = legalHandle(source, handleStyle(source, person, r));
    let handle = base;
    // Taken: add digits, keeping room for them within X's 15 characters.
    while (handle.startsWith(NOBODY_PREFIX) || byHandle[source].has(handle)) {
      handle = legalHandle(source, `${base.slice(0, 12)}${r.int(1, 999)}`);
    }
    byHandle[source].set(handle, { kind: "person", index: person.index });
    handles[source] = handle;
  }
  return handles;
}

/** Patterns people really use: first.last, firstlast, f.last, first.last92, first_last_tx... */
function handleStyle(source: Source, person: Person, r: Random): string {
  // Names come from ASCII lists, so lower-casing is all the normalising a handle needs.
  const first = person.first.toLowerCase();
  const last = person.last.toLowerCase();
  if (source === "li") {
    const suffix = r.next() < 0.6 ? `-${r.int(0x100000, 0xffffff).toString(16)}` : "";
    return `${first}-${last}${suffix}`;
  }
  const sep = r.pick(source === "tw" ? ["_", ""] : source === "fb" ? ["."] : [".", "_", ""]);
  const yy = String((SIM_YEAR - person.age) % 100).padStart(2, "0");
  return r
    .weighted<string[]>([
      [[first, last], 35],
      [[first, last, yy], 15],
      [[first.charAt(0), last], 12],
      [[first, last.charAt(0)], 8],
      [[last, first], 6],
      [[first, last, person.state.toLowerCase()], 8],
      [[first, (person.middle ?? "").charAt(0), last].filter(Boolean), 8],
      [[`the${first}`, last], 3],
      [[first, last, String(r.int(1, 999))], 5],
    ])
    .join(sep);
}

/** Each network's own handle alphabet and length. */
export function legalHandle(source: Source, raw: string): string {
  const lower = raw.toLowerCase();
  switch (source) {
    case "tw":
      return lower.replace(/[^a-z0-9_]/g, "_").slice(0, 15);
    case "fb":
      return lower.replace(/[^a-z0-9.]/g, ".");
    case "li":
      return lower.replace(/[^a-z0-9-]/g, "-");
    default:
      return lower.replace(/[^a-z0-9._]/g, "_").slice(0, 30);
  }
}

/** The people a cluster holds: its generated block plus any personas placed in it. */
export function clusterMembers(dir: Directory, cluster: number): number[] {
  const members = dir.people
    .slice(0, PERSONAS.length)
    .flatMap((p) => (p.cluster === cluster ? [p.index] : []));
  const start = PERSONAS.length + cluster * CLUSTER_SIZE;
  const end = Math.min(start + CLUSTER_SIZE, dir.people.length);
  for (let index = start; index < end; index++) members.push(index);
  return members;
}

/**
 * The network's people search: surname equal or one edit away, ranked by how well the rest of
 * the query matches the given name. It knows nothing of age or state, as a real network doesn't.
 */
export function searchByName(dir: Directory, source: Source, query: string): Person[] {
  const tokens = nameTokens(query).filter((t) => t.length >= 2);
  const scored = new Map<number, number>();
  for (const [surname, indexes] of dir.bySurname) {
    const surnameToken = tokens.find((t) => withinOneEdit(t, surname));
    if (surnameToken === undefined) continue;
    const others = tokens.filter((t) => t !== surnameToken);
    for (const index of indexes) {
      const person = dir.people[index];
      if (!person?.handles[source]) continue;
      const given = normalizeName(person.first);
      const quality =
        (surnameToken === surname ? 2 : 1) +
        (others.length === 0 || others.some((t) => t === given)
          ? 2
          : others.some((t) => withinOneEdit(t, given))
            ? 1
            : 0);
      if (others.length > 0 && quality < 3) continue;
      scored.set(index, Math.max(quality, scored.get(index) ?? 0));
    }
  }
  return [...scored]
    .sort(([ia, qa], [ib, qb]) => qb - qa || ia - ib)
    .flatMap(([index]) => {
      const person = dir.people[index];
      return person ? [person] : [];
    });
}
