import type { ReportInterest } from "../../../../worker/contracts/report";

/**
 * A network's interests after a wrong-classification report: the interest takes the count the
 * server now gives, or leaves the list when the server says it no longer shows (null).
 */
export function applyIssue(
  interests: readonly ReportInterest[],
  interestId: string,
  now: ReportInterest | null,
): ReportInterest[] {
  if (now === null) return interests.filter((i) => i.id !== interestId);
  return interests.map((i) => (i.id === interestId ? { ...i, count: now.count } : i));
}
