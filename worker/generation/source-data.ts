import type { SourceData } from "../analysis/report-analysis";
import type { Coverage, SectionCoverage } from "../contracts/report-events";
import type { Loaded, ScrapedAccount, ScrapedPost } from "../contracts/scraped";
import type { Source } from "../contracts/sources";
import { coverageOf, type Sections } from "../domain/coverage";
import type { StoredProfile } from "../durable/room-store";

/**
 * From what a room stored to what the analysis reads: one network's profiles merged (a report
 * may select two profiles of one network), each list loaded if any profile's list loaded.
 */
export function sourceData(
  source: Source,
  profiles: readonly StoredProfile[],
  items: { followings: ScrapedAccount[]; followers: ScrapedAccount[]; posts: ScrapedPost[] },
): SourceData {
  const readable = profiles.filter((p) => p.status === "loaded" && p.profile !== null);
  const loaded = (key: keyof Sections): SectionCoverage["status"] =>
    readable.some((p) => p.sections?.[key].status === "loaded") ? "loaded" : "failed";
  const list = <T>(key: keyof Sections, values: T[]): Loaded<T> =>
    loaded(key) === "loaded"
      ? { status: "loaded", items: values }
      : { status: "unloaded", reason: "not loaded", items: values };
  return {
    source,
    profile: readable[0]?.profile ?? null,
    followings: list("followings", items.followings),
    followers: list("followers", items.followers),
    posts: list("posts", items.posts),
  };
}

const SECTION_KEYS = ["followings", "followers", "posts"] as const;

/** A network's coverage: the best of its profiles' per section, counts added up. */
export function sourceCoverage(profiles: readonly StoredProfile[]): Coverage {
  const readable = profiles.filter((p) => p.sections !== null);
  const isPrivate = readable.length > 0 && readable.every((p) => p.badReason === "private");
  const rank: Record<SectionCoverage["status"], number> = {
    loaded: 4,
    private: 3,
    unsupported: 2,
    failed: 1,
    pending: 0,
  };
  const merged = Object.fromEntries(
    SECTION_KEYS.map((key) => {
      const all = readable.flatMap((p) => (p.sections ? [p.sections[key]] : []));
      const best = all.reduce<SectionCoverage>((a, b) => (rank[b.status] > rank[a.status] ? b : a), {
        status: readable.length > 0 ? "failed" : "pending",
        count: 0,
      });
      const count = all.filter((s) => s.status === "loaded").reduce((n, s) => n + s.count, 0);
      return [key, { status: best.status, count }];
    }),
  ) as Sections;
  return coverageOf(merged, isPrivate);
}
