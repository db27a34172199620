import type { ChangedFlag, ReportChange } from "../../../../worker/contracts/report";
import { changeLines } from "../../../../worker/domain/change-text";

/** One line of a change, and what it says of a red flag (null: not a red flag). */
export type ChangeItem = { text: string; flag: ChangedFlag["change"] | null };

/**
 * A change's lines as `changeLines` words them, each with the red flag it is about: the red flags
 * come first there, one line each, so the first lines are theirs.
 */
export function changeItems(change: ReportChange): ChangeItem[] {
  return changeLines(change).map((text, i) => ({ text, flag: change.redFlags[i]?.change ?? null }));
}
