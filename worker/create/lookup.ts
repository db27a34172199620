import { CREATE_SOURCES, type CreateSource, type Source } from "../contracts/sources";
import type { Db } from "../db/client";
import { optedOutAmong } from "../db/opt-outs";
import type { ReportProfileInput } from "../db/report-profiles";
import {
  type CandidateRecord,
  fromMatch,
  fromProfile,
  notFoundCandidate,
  optedOut,
  optedOutCandidate,
  unavailableCandidate,
} from "../domain/candidates";
import type { PersonQuery } from "../domain/matching";
import { copyPicture } from "../images/store";
import { guardedConnector } from "../optout/guard";
import { createConnectors } from "../sources/index";
import { type GuardedConnector, isOptedOut } from "../sources/opt-out-guard";
import { searchPeople } from "../sources/people-search";
import type { TransportConfig } from "../sources/transport";

/** What the create flow's lookups need: the database (opt-outs), the sources, the picture store. */
export type Deps = { db: Db; transport: TransportConfig; bucket: R2Bucket };

/** Pictures copied while the search runs, per source: the first screen of the list. */
const PICTURES_AT_SEARCH = 10;

/** One username on one source, as a candidate; failures become an `unloaded` candidate, never a throw. */
export async function lookUpProfile(deps: Deps, source: Source, username: string): Promise<CandidateRecord> {
  const { connector, optedOut: blocked } = guardedConnector(deps.db, source, deps.transport);
  const outcome = await connector.findByUsername(username);
  if (isOptedOut(blocked, { username })) return optedOutCandidate(source, username);
  switch (outcome.kind) {
    case "found":
    case "private":
    case "zeroFollows": {
      const { id, username: handle } = outcome.profile;
      // Opted out under its other name (a Facebook number, a renamed handle): shown as such.
      const late = await optedOutAmong(deps.db, source, [id, handle]);
      return isOptedOut(late, { id, username: handle })
        ? optedOut(fromProfile(outcome.profile))
        : fromProfile(outcome.profile);
    }
    case "notFound":
      return notFoundCandidate(source, username);
    case "retryable":
      return unavailableCandidate(source, username, "unloaded");
    case "unexpected":
      return unavailableCandidate(source, username, "unexpected");
  }
}

/** Each creatable source's ranked candidates for a name, or null where the network failed. */
export async function searchByName(
  deps: Deps,
  query: PersonQuery,
): Promise<Record<CreateSource, CandidateRecord[] | null>> {
  const connectors = createConnectors(deps.transport);
  const guards = Object.fromEntries(
    CREATE_SOURCES.map((s) => [s, guardedConnector(deps.db, s, deps.transport)]),
  ) as Record<CreateSource, GuardedConnector>;
  const results = await searchPeople(
    {
      ...connectors,
      ig: guards.ig.connector,
      fb: guards.fb.connector,
      tw: guards.tw.connector,
      tt: guards.tt.connector,
    },
    query,
    { sources: CREATE_SOURCES },
  );
  const lists = {} as Record<CreateSource, CandidateRecord[] | null>;
  for (const source of CREATE_SOURCES) {
    const result = results[source];
    const blocked = guards[source].optedOut;
    lists[source] =
      result?.kind === "ranked"
        ? result.matches.map((match) => {
            const record = fromMatch(match);
            return isOptedOut(blocked, match.candidate) ? optedOut(record) : record;
          })
        : null;
  }
  return lists;
}

/** A candidate's picture copied to R2 (`sig/<hash>`), or marked not loaded. */
export async function withPicture(
  deps: Deps,
  record: Pick<CandidateRecord, "remoteImage">,
  force = false,
): Promise<{ image: string | null; imageNotLoaded: boolean }> {
  if (!record.remoteImage) return { image: null, imageNotLoaded: false };
  const image = await copyPicture(deps.bucket, deps.transport, record.remoteImage, force);
  return { image, imageNotLoaded: image === null };
}

/** Rows to store for a ranked list: positions in rank order, the first screen's pictures copied. */
export async function toRows(
  deps: Deps,
  records: CandidateRecord[],
  selected: (record: CandidateRecord, rank: number) => boolean,
): Promise<ReportProfileInput[]> {
  return Promise.all(
    records.map(async (record, rank) => ({
      ...record,
      ...(rank < PICTURES_AT_SEARCH
        ? await withPicture(deps, record)
        : { image: null, imageNotLoaded: false }),
      selected: selected(record, rank),
      position: rank,
    })),
  );
}
