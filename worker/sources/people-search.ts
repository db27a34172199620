import type { Source } from "../contracts/sources";
import {
  type Match,
  type MatchOptions,
  nameScore,
  type PersonQuery,
  rankAcrossSources,
} from "../domain/matching";
import { type Candidate, candidateOf, type Failure, isFailure, type SourceConnector } from "./connector";

/**
 * A name search across networks: each network's people search, the likeliest candidates filled
 * in from their profiles where the search page shows too little (Instagram's shows no bio), then
 * one ranking with cross-network evidence.
 */
export interface PeopleSearchOptions extends MatchOptions {
  sources?: readonly Source[];
  /** Per network; search pages are followed until this many. Default 50. */
  maxCandidates?: number;
  /** Per network, how many bio-less candidates get their profile loaded. Default 25. */
  enrich?: number;
}

export type SourceSearch = { kind: "ranked"; matches: Match<Candidate>[] } | Failure;

const MAX_PAGES = 5;

async function collect(
  connector: SourceConnector,
  name: string,
  max: number,
): Promise<Candidate[] | Failure> {
  const found: Candidate[] = [];
  let cursor: string | null = null;
  for (let page = 0; page < MAX_PAGES && found.length < max; page++) {
    const outcome = await connector.searchByName(name, cursor);
    if (isFailure(outcome)) return page === 0 ? outcome : found;
    if (outcome.kind !== "page") return found;
    found.push(...outcome.items);
    cursor = outcome.next;
    if (cursor === null) break;
  }
  return found.slice(0, max);
}

/** Loads the profiles of the best-named candidates that came without a bio; failures keep the search's data. */
async function enrich(
  connector: SourceConnector,
  query: PersonQuery,
  candidates: Candidate[],
  limit: number,
): Promise<Candidate[]> {
  const chosen = new Set(
    candidates
      .filter((c) => c.bio === null)
      .map((c) => ({ c, name: nameScore(query.name, c.fullname, c.username).score }))
      .sort((a, b) => b.name - a.name)
      .slice(0, limit)
      .map(({ c }) => c),
  );
  return Promise.all(
    candidates.map(async (candidate) => {
      if (!chosen.has(candidate)) return candidate;
      const outcome = await connector.findByUsername(candidate.username);
      return "profile" in outcome ? candidateOf(outcome.profile) : candidate;
    }),
  );
}

export async function searchPeople(
  connectors: Record<Source, SourceConnector>,
  query: PersonQuery,
  options: PeopleSearchOptions = {},
): Promise<Partial<Record<Source, SourceSearch>>> {
  const sources = options.sources ?? (Object.keys(connectors) as Source[]);
  const gathered = await Promise.all(
    sources.map(async (source) => {
      const connector = connectors[source];
      const candidates = await collect(connector, query.name, options.maxCandidates ?? 50);
      if (isFailure(candidates)) return [source, candidates] as const;
      return [source, await enrich(connector, query, candidates, options.enrich ?? 25)] as const;
    }),
  );
  const ok: Partial<Record<Source, Candidate[]>> = {};
  const result: Partial<Record<Source, SourceSearch>> = {};
  for (const [source, value] of gathered) {
    if (Array.isArray(value)) ok[source] = value;
    else result[source] = value;
  }
  const ranked = rankAcrossSources(query, ok, options);
  for (const [source, matches] of Object.entries(ranked) as [Source, Match<Candidate>[]][]) {
    result[source] = { kind: "ranked", matches };
  }
  return result;
}
