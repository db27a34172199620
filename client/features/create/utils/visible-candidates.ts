import type { CandidateProfile } from "../../../../worker/contracts/create";

/**
 * Which candidates a source shows before "Show more": everything but low-confidence ones, and
 * always the selected ones; `hidden` counts the rest.
 */
export function visibleCandidates(
  items: readonly CandidateProfile[],
  isSelected: (candidate: CandidateProfile) => boolean,
  expanded: boolean,
): { shown: CandidateProfile[]; hidden: number } {
  if (expanded) return { shown: [...items], hidden: 0 };
  const shown = items.filter((c) => c.band !== "low" || isSelected(c));
  return { shown, hidden: items.length - shown.length };
}
