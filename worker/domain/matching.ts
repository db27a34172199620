import { SOURCE_TITLES, type Source } from "../contracts/sources";
import { nameTokens, withinOneEdit } from "./name-text";
import { type StateAbbr, toStateAbbr, US_STATES } from "./states";

/**
 * People matching: how likely a network's candidate is the person searched for. The name
 * carries most of the weight; age, state, the username and the same handle on another network
 * add or subtract evidence. Age and state never hide a strong name match (API.md).
 */
export interface PersonQuery {
  name: string;
  age?: number | null;
  state?: string | null;
}

export interface MatchInput {
  source: Source;
  username: string;
  fullname: string;
  bio: string | null;
  location: string | null;
}

export type Band = "high" | "medium" | "low";

export interface Match<T> {
  candidate: T;
  score: number;
  band: Band;
  /** Short, user-facing: "name matches", "lives in TX", "age unknown". */
  reasons: string[];
}

export interface MatchOptions {
  /** The current year, for birth years in usernames; defaults to today's. */
  year?: number;
}

const NAME_WEIGHT = 0.7;
const STRONG_NAME = 0.85;
/** A strong name match stays visible (medium or better) whatever age and state say. */
const STRONG_NAME_FLOOR = 0.5;
const HIGH = 0.8;
/** Closer than this to the runner-up, the leader is not a clear pick. */
const TIE_MARGIN = 0.05;
const MEDIUM = 0.45;

export function band(score: number): Band {
  return score >= HIGH ? "high" : score >= MEDIUM ? "medium" : "low";
}

interface Evidence {
  delta: number;
  reason: string | null;
}

type Via = "name" | "typo" | "initial" | "handle" | "none";

const VIA_SCORE: Record<Via, number> = { name: 1, handle: 0.9, typo: 0.85, initial: 0.6, none: 0 };

function via(query: string, candidate: string): Via {
  if (query === candidate) return "name";
  if (candidate.length === 1) return candidate === query.charAt(0) ? "initial" : "none";
  return query.length >= 3 && candidate.length >= 3 && withinOneEdit(query, candidate) ? "typo" : "none";
}

/** The display-name token that best carries `query`, skipping one already used. */
function best(query: string, tokens: readonly string[], skip: number): { via: Via; at: number } {
  let found: { via: Via; at: number } = { via: "none", at: -1 };
  tokens.forEach((token, at) => {
    const v = at === skip ? "none" : via(query, token);
    if (VIA_SCORE[v] > VIA_SCORE[found.via]) found = { via: v, at };
  });
  return found;
}

/** How well the display name (helped by the username) carries the query's given name and surname. */
export function nameScore(
  queryName: string,
  fullname: string,
  username: string,
): { score: number; reason: string } {
  const query = nameTokens(queryName);
  const given = query[0];
  const surname = query[query.length - 1];
  if (given === undefined || surname === undefined) return { score: 0, reason: "no name to compare" };
  const tokens = nameTokens(fullname);
  const handle = username.toLowerCase().replace(/[^a-z]/g, "");
  const firstMatch = best(given, tokens, -1);
  // Display names are often shortened ("Emily C"); a handle that spells the name makes up for it.
  const viaHandle = (v: Via, part: string): Via =>
    VIA_SCORE[v] < VIA_SCORE.handle && part.length >= 3 && handle.includes(part) ? "handle" : v;
  const first = viaHandle(firstMatch.via, given);
  const last = query.length === 1 ? first : viaHandle(best(surname, tokens, firstMatch.at).via, surname);
  const middle = tokens.length > query.length;
  const score = ((VIA_SCORE[first] + VIA_SCORE[last]) / 2) * (middle ? 0.98 : 1);
  const both = [first, last];
  if (both.every((v) => v === "name"))
    return { score, reason: middle ? "name matches, with a middle name" : "name matches" };
  if (!both.includes("none") && !both.includes("initial")) {
    return {
      score,
      reason: both.includes("typo")
        ? "name nearly matches (one letter off)"
        : "name matches (shortened; the username spells it)",
    };
  }
  if (VIA_SCORE[first] >= STRONG_NAME) return { score, reason: "only the first name matches" };
  if (VIA_SCORE[last] >= STRONG_NAME) return { score, reason: "only the surname matches" };
  return { score, reason: "name differs" };
}

const STATE_NAMES = US_STATES.map((s) => ({
  abbr: s.abbr,
  pattern: new RegExp(`\\b${s.title.replace(/\./g, "\\.")}\\b`, "i"),
}));
/** Codes that are also English words: believed only right after a comma or a city name. */
const WORDLIKE = new Set([
  "IN",
  "OR",
  "ME",
  "OK",
  "HI",
  "AS",
  "DE",
  "PA",
  "MA",
  "GA",
  "LA",
  "AL",
  "CO",
  "ID",
  "MO",
  "OH",
]);

/** The states a location or bio names: "Austin, TX", "Austin TX", "Texas", "📍 TX". */
export function statesIn(text: string): StateAbbr[] {
  const found = new Set<StateAbbr>();
  for (const { abbr, pattern } of STATE_NAMES) if (pattern.test(text)) found.add(abbr);
  for (const m of text.matchAll(/(^|[,|·•📍]\s*|[A-Z][a-z]+\.?\s)([A-Z]{2})(?=$|[\s,.|·•!)])/gu)) {
    const code = toStateAbbr(m[2] ?? "");
    const afterPlace = /[,]\s*$|[A-Z][a-z]+\.?\s$/.test(m[1] ?? "");
    if (code && (afterPlace || !WORDLIKE.has(code))) found.add(code);
  }
  return [...found];
}

/** An age stated in a bio: "29", "29 y/o", "29yo", "age 29", "Runner, 29." */
export function ageIn(bio: string): number | null {
  const m =
    /\b(?:age|aged)\s+(\d{2})\b/i.exec(bio) ??
    /\b(\d{2})\s*(?:y\/o|yo|yrs?(?: old)?|years old)\b/i.exec(bio) ??
    /(?:^|[|·•,]\s*)(\d{2})(?=\s*(?:$|[|·•,.]))/.exec(bio);
  const age = m ? Number(m[1]) : Number.NaN;
  return age >= 13 && age <= 99 ? age : null;
}

/** A birth year a username ends with: "jsmith_tx81" → 1981, "anna1997" → 1997. */
export function birthYearIn(username: string, year: number): number | null {
  const m = /(?:^|[^0-9])((?:19|20)\d{2}|\d{2})$/.exec(username);
  if (!m?.[1]) return null;
  const digits = m[1];
  const full =
    digits.length === 4 ? Number(digits) : Number(digits) + (Number(digits) > year % 100 ? 1900 : 2000);
  return year - full >= 13 && year - full <= 99 ? full : null;
}

function ageEvidence(query: PersonQuery, candidate: MatchInput, year: number): Evidence {
  if (query.age === undefined || query.age === null) return { delta: 0, reason: null };
  const stated = candidate.bio ? ageIn(candidate.bio) : null;
  if (stated !== null) {
    const diff = Math.abs(stated - query.age);
    if (diff <= 2)
      return {
        delta: 0.15 - 0.025 * diff,
        reason: diff === 0 ? `age ${stated}` : `age ${stated}, close to ${query.age}`,
      };
    return diff <= 5
      ? { delta: 0, reason: `age ${stated}, not ${query.age}` }
      : { delta: -0.1, reason: `age ${stated}, not ${query.age}` };
  }
  const born = birthYearIn(candidate.username, year);
  // Handle digits are often not a year: they count only when they agree.
  if (born !== null && Math.abs(year - born - query.age) <= 2)
    return { delta: 0.08, reason: `username suggests born ${born}` };
  return { delta: 0, reason: "age unknown" };
}

function stateEvidence(query: PersonQuery, candidate: MatchInput): Evidence {
  const wanted = query.state ? toStateAbbr(query.state) : undefined;
  if (!wanted) return { delta: 0, reason: null };
  const shown = statesIn(`${candidate.location ?? ""} | ${candidate.bio ?? ""}`);
  if (shown.includes(wanted)) return { delta: 0.15, reason: `lives in ${wanted}` };
  if (shown.length > 0) return { delta: -0.1, reason: `shows ${shown.join(", ")}, not ${wanted}` };
  return { delta: 0, reason: "state unknown" };
}

function usernameEvidence(query: PersonQuery, candidate: MatchInput): Evidence {
  const tokens = nameTokens(query.name);
  const first = tokens[0] ?? "";
  const last = tokens[tokens.length - 1] ?? "";
  const handle = candidate.username.toLowerCase().replace(/[^a-z]/g, "");
  const spelled = tokens.length >= 2 && (handle.includes(first + last) || handle.includes(last + first));
  return spelled ? { delta: 0.05, reason: "username spells the name" } : { delta: 0, reason: null };
}

/** Scores one candidate alone; `elsewhere` names a network where the same handle was found. */
export function scoreCandidate(
  query: PersonQuery,
  candidate: MatchInput,
  options: MatchOptions & { elsewhere?: Source | null } = {},
): { score: number; band: Band; reasons: string[]; name: number } {
  const year = options.year ?? new Date().getUTCFullYear();
  const name = nameScore(query.name, candidate.fullname, candidate.username);
  const evidence = [
    ageEvidence(query, candidate, year),
    stateEvidence(query, candidate),
    usernameEvidence(query, candidate),
    options.elsewhere
      ? { delta: 0.05, reason: `same username on ${SOURCE_TITLES[options.elsewhere]}` }
      : { delta: 0, reason: null },
  ];
  // Supporting evidence counts in proportion to the name: a namesake's city is no reason to show a stranger.
  const raw =
    NAME_WEIGHT * name.score +
    evidence.reduce((sum, e) => sum + (e.delta > 0 ? e.delta * name.score : e.delta), 0);
  const floored = name.score >= STRONG_NAME ? Math.max(raw, STRONG_NAME_FLOOR) : raw;
  const score = Math.round(Math.min(1, Math.max(0, floored)) * 1000) / 1000;
  const reasons = [name.reason, ...evidence.flatMap((e) => (e.reason ? [e.reason] : []))];
  return { score, band: band(score), reasons, name: name.score };
}

/**
 * Best first; ties keep the network's own order. When the runner-up is as good as the leader,
 * nobody is "high": the page must not preselect one of several equally likely people.
 */
export function rankCandidates<T extends MatchInput>(
  query: PersonQuery,
  candidates: readonly T[],
  options: MatchOptions & { elsewhere?: (candidate: T) => Source | null } = {},
): Match<T>[] {
  const ranked = candidates
    .map((candidate, order) => {
      const {
        score,
        band: b,
        reasons,
        name,
      } = scoreCandidate(query, candidate, {
        year: options.year,
        elsewhere: options.elsewhere?.(candidate) ?? null,
      });
      return { match: { candidate, score, band: b, reasons }, name, order };
    })
    .sort((a, b) => b.match.score - a.match.score || b.name - a.name || a.order - b.order)
    .map(({ match }) => match);
  const [leader, runnerUp] = ranked;
  if (leader && runnerUp && leader.band === "high" && leader.score - runnerUp.score < TIE_MARGIN) {
    return ranked.map((m) =>
      m.band === "high"
        ? { ...m, band: "medium", reasons: [...m.reasons, "several candidates match as well"] }
        : m,
    );
  }
  return ranked;
}

/** A handle reduced to what people keep across networks: "emily.carter" ~ "emilycarter". */
function handleKey(username: string): string {
  return username.toLowerCase().replace(/[^a-z0-9]/g, "");
}

/**
 * Ranks every network's candidates, adding cross-network evidence: a candidate whose handle
 * is also a strong name match's handle on another network is more likely the same person.
 */
export function rankAcrossSources<T extends MatchInput>(
  query: PersonQuery,
  bySource: Partial<Record<Source, readonly T[]>>,
  options: MatchOptions = {},
): Partial<Record<Source, Match<T>[]>> {
  const strongHandles = new Map<string, Source[]>();
  for (const [source, candidates] of Object.entries(bySource) as [Source, readonly T[]][]) {
    for (const c of candidates) {
      if (nameScore(query.name, c.fullname, c.username).score < STRONG_NAME) continue;
      const key = handleKey(c.username);
      strongHandles.set(key, [...(strongHandles.get(key) ?? []), source]);
    }
  }
  const elsewhere = (candidate: T): Source | null =>
    strongHandles.get(handleKey(candidate.username))?.find((s) => s !== candidate.source) ?? null;
  return Object.fromEntries(
    (Object.entries(bySource) as [Source, readonly T[]][]).map(([source, candidates]) => [
      source,
      rankCandidates(query, candidates, { ...options, elsewhere }),
    ]),
  );
}
