import type { ChangedFlag, ReportChange } from "../contracts/report";
import type { BadReason, Source } from "../contracts/sources";

/** One version of a report as the change between versions reads it. */
export interface VersionSnapshot {
  version: number;
  tracked: number;
  interests: readonly { source: Source; id: string; title: string; redzone: boolean; count: number }[];
  /** The evidence items of each red flag, by `flagKey`. */
  flagEvidence: ReadonlyMap<string, readonly EvidenceRef[]>;
  profiles: readonly {
    source: Source;
    profileId: string;
    username: string;
    badReason: BadReason | null;
    /** The username the network answers now (null when it answered no profile). */
    current: string | null;
  }[];
  friends: readonly { source: Source; id: string }[];
}

export type EvidenceRef = { id: string; kind: "bio" | "account" | "post" };

/** At most this many new evidence ids per red flag are kept: enough to mark what the report shows first. */
const MAX_NEW_ITEMS = 50;

/** An interest's count moved notably: by at least half of what it was, and by at least 3 items. */
export function isNotableMove(from: number, to: number): boolean {
  return Math.abs(to - from) >= Math.max(3, Math.ceil(from / 2));
}

export const flagKey = (source: Source, id: string) => `${source}:${id}`;

/**
 * What `after` found that `before` did not, red flags first: flags that appeared or went, or have
 * new evidence; other interests that appeared, went or moved notably; profiles that went private,
 * were deleted or renamed; new friends per network. Only networks read in both versions are
 * compared: a network that could not be read this time (down, private) lost nothing. Pure.
 */
export function changeBetween(before: VersionSnapshot, after: VersionSnapshot): ReportChange {
  const read = readSources(before);
  const both = new Set([...readSources(after)].filter((source) => read.has(source)));
  const compared = <T extends { source: Source }>(list: readonly T[]) =>
    list.filter((x) => both.has(x.source));
  const earlier = new Map(compared(before.interests).map((i) => [flagKey(i.source, i.id), i]));
  const later = new Map(compared(after.interests).map((i) => [flagKey(i.source, i.id), i]));
  const redFlags: ChangedFlag[] = [];
  const interests: ReportChange["interests"] = [];
  for (const [key, now] of later) {
    const was = earlier.get(key);
    if (now.redzone) {
      const seen = new Set((before.flagEvidence.get(key) ?? []).map((item) => item.id));
      const fresh = (after.flagEvidence.get(key) ?? []).filter((item) => !seen.has(item.id));
      if (was && fresh.length === 0) continue;
      const accounts = fresh.filter((item) => item.kind === "account").length;
      redFlags.push({
        ...pick(now),
        change: was ? "more" : "new",
        posts: fresh.length - accounts,
        accounts,
        // The subject's own posts only: a followed account is a third party, whose id a change kept in history must not hold.
        items: fresh
          .filter((item) => item.kind !== "account")
          .slice(0, MAX_NEW_ITEMS)
          .map((item) => item.id),
      });
    } else if (!was) {
      interests.push({ ...pick(now), change: "new", from: 0, to: now.count });
    } else if (isNotableMove(was.count, now.count)) {
      interests.push({
        ...pick(now),
        change: now.count > was.count ? "rose" : "fell",
        from: was.count,
        to: now.count,
      });
    }
  }
  for (const [key, was] of earlier) {
    if (later.has(key)) continue;
    if (was.redzone) redFlags.push({ ...pick(was), change: "gone", posts: 0, accounts: 0, items: [] });
    else interests.push({ ...pick(was), change: "gone", from: was.count, to: 0 });
  }
  return {
    version: after.version,
    since: before.tracked,
    tracked: after.tracked,
    redFlags: redFlags.sort((a, b) => FLAG_ORDER[a.change] - FLAG_ORDER[b.change]),
    interests,
    profiles: profileChanges(before, after),
    friends: newFriends(compared(before.friends), compared(after.friends)),
  };
}

/** The networks a version read: some selected profile of it answered. */
function readSources(snapshot: VersionSnapshot): Set<Source> {
  return new Set(snapshot.profiles.filter((p) => p.badReason === null).map((p) => p.source));
}

/** New flags lead, then new evidence of known ones, then flags that went. */
const FLAG_ORDER: Record<ChangedFlag["change"], number> = { new: 0, more: 1, gone: 2 };

const pick = ({ source, id, title }: { source: Source; id: string; title: string }) => ({
  source,
  id,
  title,
});

function profileChanges(before: VersionSnapshot, after: VersionSnapshot): ReportChange["profiles"] {
  const earlier = new Map(before.profiles.map((p) => [flagKey(p.source, p.profileId), p]));
  return after.profiles.flatMap((now): ReportChange["profiles"] => {
    const was = earlier.get(flagKey(now.source, now.profileId));
    if (!was || was.badReason !== null) return [];
    const username = was.current ?? was.username;
    if (now.badReason === "private") return [{ source: now.source, username, change: "private", to: null }];
    if (now.badReason === "notFound") return [{ source: now.source, username, change: "deleted", to: null }];
    if (now.current !== null && now.current.toLowerCase() !== username.toLowerCase())
      return [{ source: now.source, username, change: "renamed", to: now.current }];
    return [];
  });
}

type FriendRef = { source: Source; id: string };

function newFriends(before: readonly FriendRef[], after: readonly FriendRef[]): ReportChange["friends"] {
  const known = new Set(before.map((f) => flagKey(f.source, f.id)));
  const counts = new Map<Source, number>();
  for (const f of after)
    if (!known.has(flagKey(f.source, f.id))) counts.set(f.source, (counts.get(f.source) ?? 0) + 1);
  return [...counts].map(([source, count]) => ({ source, count }));
}

/** The change less everything it says of one network (the person behind it opted out). */
export function changeWithout(change: ReportChange, source: Source): ReportChange {
  const other = <T extends { source: Source }>(list: readonly T[]) => list.filter((x) => x.source !== source);
  return {
    ...change,
    redFlags: other(change.redFlags),
    interests: other(change.interests),
    profiles: other(change.profiles),
    friends: other(change.friends),
  };
}

/** Whether a re-screen found anything to tell the owner. */
export function hasChanges(change: ReportChange): boolean {
  return (
    change.redFlags.length > 0 ||
    change.interests.length > 0 ||
    change.profiles.length > 0 ||
    change.friends.length > 0
  );
}
