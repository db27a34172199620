import type { Coverage, SectionCoverage } from "../contracts/report-events";

/**
 * The coverage line of one network: what was analysed and what was not, and why. One rule for the
 * API, the SSE profile cards and the page. Pure.
 */
export type Sections = { followings: SectionCoverage; followers: SectionCoverage; posts: SectionCoverage };

const NAMES = {
  followings: ["followed account", "followed accounts"],
  followers: ["follower", "followers"],
  posts: ["post", "posts"],
} as const;

const WHY: Record<Exclude<SectionCoverage["status"], "loaded" | "pending">, string> = {
  private: "private",
  unsupported: "needs sign-in",
  failed: "could not be loaded",
};

function list(parts: string[]): string {
  if (parts.length <= 1) return parts.join("");
  return `${parts.slice(0, -1).join(", ")} and ${parts.at(-1)}`;
}

export function coverageText(sections: Sections, isPrivate = false): string {
  if (isPrivate) return "private: not analysed";
  const keys = ["followings", "followers", "posts"] as const;
  const read = keys
    .filter((key) => sections[key].status === "loaded")
    .map((key) => {
      const n = sections[key].count;
      return `${n} ${NAMES[key][n === 1 ? 0 : 1]}`;
    });
  const missing = keys.flatMap((key) => {
    const status = sections[key].status;
    if (status === "loaded" || status === "pending") return [];
    return [`${NAMES[key][1]} list ${WHY[status]}: not analysed`];
  });
  const head = read.length > 0 ? `${list(read)} analysed` : "only the profile analysed";
  return [head, ...missing].join("; ");
}

export function coverageOf(sections: Sections, isPrivate = false): Coverage {
  return { text: coverageText(sections, isPrivate), ...sections };
}

export const PENDING_SECTION: SectionCoverage = { status: "pending", count: 0 };
export const PENDING_SECTIONS: Sections = {
  followings: PENDING_SECTION,
  followers: PENDING_SECTION,
  posts: PENDING_SECTION,
};
