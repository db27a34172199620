import type { InterestChange, ReportChange, ReportVersion } from "../contracts/report";
import type { Source } from "../contracts/sources";

/** One generation's interests as the history keeps them. */
export interface VersionRecord {
  version: number;
  tracked: number;
  interests: { source: Source; id: string; title: string; redzone: boolean }[];
}

const key = (i: { source: Source; id: string }) => `${i.source}:${i.id}`;

/**
 * The versions of a report, newest first, each with the interests and red flags it added or lost
 * compared with the version before, and the full comparison where it was kept (`changes`). Pure.
 */
export function historyOf(
  records: readonly VersionRecord[],
  changes: readonly ReportChange[],
): ReportVersion[] {
  const compared = new Map(changes.map((c) => [c.version, c]));
  const ordered = [...records].sort((a, b) => a.version - b.version);
  return ordered
    .map((record, i) => {
      const before = new Map((ordered[i - 1]?.interests ?? []).map((x) => [key(x), x]));
      const now = new Map(record.interests.map((x) => [key(x), x]));
      const change = ({
        source,
        id,
        title,
        redzone,
      }: VersionRecord["interests"][number]): InterestChange => ({
        source,
        id,
        title,
        redzone,
      });
      return {
        version: record.version,
        tracked: record.tracked,
        added: i === 0 ? [] : record.interests.filter((x) => !before.has(key(x))).map(change),
        removed: [...before.values()].filter((x) => !now.has(key(x))).map(change),
        change: compared.get(record.version) ?? null,
      };
    })
    .reverse();
}
