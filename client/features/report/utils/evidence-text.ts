import type { Coverage, SectionCoverage } from "../../../../worker/contracts/report-events";

/** "1 item", "12 items". */
export function countLabel(n: number, one: string, many: string): string {
  return `${n} ${n === 1 ? one : many}`;
}

const WHY: Record<Exclude<SectionCoverage["status"], "loaded">, string> = {
  private: "is private",
  unsupported: "needs sign-in",
  failed: "could not be loaded",
  pending: "was not loaded",
};

/**
 * Why a network lists no friends. Friends are accounts that follow the person and are followed
 * back, so both lists must have been read; when one was not, the sentence says which and why.
 */
export function noFriendsText(coverage: Coverage, network: string): string {
  const missing = (["followings", "followers"] as const).flatMap((key) => {
    const status = coverage[key].status;
    if (status === "loaded") return [];
    const name = key === "followings" ? "followed accounts list" : "followers list";
    return [`the ${name} ${WHY[status]}`];
  });
  if (missing.length === 0)
    return `No friends (accounts following each other with this person) were found on ${network}.`;
  return `Friends could not be looked for on ${network} because ${missing.join(" and ")}.`;
}
