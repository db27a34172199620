import type { ReportChange } from "../../../../worker/contracts/report";
import type { Source } from "../../../../worker/contracts/sources";

/** A network's new evidence: for each red flag's id, the ids of the items that are new. */
export type NewEvidence = ReadonlyMap<string, ReadonlySet<string>>;

const NONE: NewEvidence = new Map();

/**
 * Which evidence of a network the latest change found new: the items of its red flags that
 * appeared or gained evidence (a red flag that went has nothing left to mark).
 */
export function newEvidenceOn(change: ReportChange | null, source: Source): NewEvidence {
  const flags = (change?.redFlags ?? []).filter(
    (flag) => flag.source === source && flag.change !== "gone" && flag.items.length > 0,
  );
  if (flags.length === 0) return NONE;
  return new Map(flags.map((flag) => [flag.id, new Set(flag.items)]));
}
