import type { Loaded, ScrapedAccount, ScrapedPost, ScrapedProfile } from "../contracts/scraped";
import type { Source } from "../contracts/sources";
import {
  BACKGROUND_TOPIC,
  INTEREST_IDS,
  isRedFlag,
  MODEL_FLAGS,
  PRESENT,
  RED_FLAG_IDS,
  type TopicId,
  topicTitle,
} from "../domain/taxonomy";
import type { TextScores } from "./classifier";
import { knownAccount } from "./known-accounts";

/** What the queue consumer stored for one selected profile. */
export interface SourceData {
  source: Source;
  profile: ScrapedProfile | null;
  followings: Loaded<ScrapedAccount>;
  followers: Loaded<ScrapedAccount>;
  posts: Loaded<ScrapedPost>;
}

/** "Wrong classification" feedback: per interest, the account or post ids the user excluded. */
export type Exclusions = Partial<Record<TopicId, readonly string[]>>;

export type EvidenceKind = "bio" | "account" | "post";

/** One item that shows an interest: a followed account, a post, or the subject's own bio. */
export interface Evidence {
  kind: EvidenceKind;
  id: string;
  score: number;
}

export interface InterestFinding {
  id: TopicId;
  title: string;
  redzone: boolean;
  /** Evidence items that count (exclusions removed). */
  count: number;
  accounts: number;
  posts: number;
  /** Strongest first. */
  evidence: Evidence[];
}

export type SectionStatus = "loaded" | "unloaded";

export interface Coverage {
  profile: boolean;
  followings: SectionStatus;
  followers: SectionStatus;
  posts: SectionStatus;
}

/** A mutual connection: followed by the subject and following them back. */
export interface Friend {
  id: string;
  username: string;
  fullname: string;
  image: string | null;
  link: string;
  /** The friend's own interests, read from their name, category and bio. */
  interests: TopicId[];
  /** How many of those the subject shares in this source. */
  common: number;
}

export interface SourceAnalysis {
  source: Source;
  coverage: Coverage;
  /** Everyday and red-zone interests present in this source, most evidence first. */
  interests: InterestFinding[];
  /** Ranked: most common interests first, then by username. */
  friends: Friend[];
}

/** Scores one text; the report passes the shipped classifier, tests may pass their own. */
export type ScoreText = (text: string) => TextScores;

const TOPIC_IDS: readonly TopicId[] = [...INTEREST_IDS, ...RED_FLAG_IDS];
/**
 * Evidence items an everyday interest needs before a report shows it: one follow or one post is
 * chance, two are a pattern. A red flag shows with one item: a single threat is worth reading.
 */
export const MIN_EVIDENCE = 2;
/**
 * Flags about what a person says (the serious flags the learned head reads: insults, hate,
 * threats, self-harm, extremism): only their own words (posts, bio) count. A followed account's
 * name and bio are someone else's words, and the head, trained on what people post, reads page
 * taglines badly ("Plan your park visit" as a threat); a shared post (an X retweet) is someone
 * else's words too: it shows what they share, as a follow does, and counts for every other topic.
 * Following a betting or gun page still shows gambling or weapons (lexicon flags).
 */
export const OWN_WORDS_ONLY: ReadonlySet<TopicId> = new Set<TopicId>(MODEL_FLAGS);
const KIND_ORDER: Record<EvidenceKind, number> = { bio: 0, account: 1, post: 2 };

/** The text that stands for an account: its name, the network's category, its bio and handle words. */
export function accountText(
  account: Pick<ScrapedAccount, "username" | "fullname" | "category" | "bio">,
): string {
  const handle = account.username.replace(/[._\d]+/g, " ").trim();
  return [account.fullname, handle, account.category ?? "", account.bio]
    .filter((part) => part !== "")
    .join(". ");
}

/** The topics a text shows (score ≥ 0.5) with their scores, in taxonomy order. */
export function topicsOf(scores: TextScores): { id: TopicId; score: number }[] {
  const found: { id: TopicId; score: number }[] = [];
  INTEREST_IDS.forEach((id, i) => {
    const score = scores.interests[i] ?? 0;
    if (score >= PRESENT) found.push({ id, score });
  });
  RED_FLAG_IDS.forEach((id, i) => {
    const score = scores.redflags[i] ?? 0;
    if (score >= PRESENT) found.push({ id, score });
  });
  return found;
}

/**
 * The topics a followed account shows: a well-known account's interests from the directory
 * (certain, and more than its bio says), otherwise what the classifier reads in its text.
 */
export function accountTopics(
  source: Source,
  account: Pick<ScrapedAccount, "username" | "fullname" | "category" | "bio">,
  score: ScoreText,
): { id: TopicId; score: number }[] {
  const known = knownAccount(source, account.username);
  if (known !== undefined) return known.interests.map((id) => ({ id, score: 1 }));
  return topicsOf(score(accountText(account)));
}

function byStrength(a: Evidence, b: Evidence): number {
  return b.score - a.score || KIND_ORDER[a.kind] - KIND_ORDER[b.kind] || a.id.localeCompare(b.id);
}

function coverageOf(data: SourceData): Coverage {
  return {
    profile: data.profile !== null,
    followings: data.followings.status,
    followers: data.followers.status,
    posts: data.posts.status,
  };
}

/** Pages of a list can overlap; an item counts once. */
function unique<T extends { id: string }>(items: readonly T[]): T[] {
  const seen = new Set<string>();
  return items.filter((item) => {
    if (seen.has(item.id)) return false;
    seen.add(item.id);
    return true;
  });
}

function collectEvidence(data: SourceData, score: ScoreText): Map<TopicId, Evidence[]> {
  const evidence = new Map<TopicId, Evidence[]>();
  const add = (kind: EvidenceKind, id: string, topics: { id: TopicId; score: number }[], ownWords = true) => {
    for (const topic of topics) {
      if (!ownWords && OWN_WORDS_ONLY.has(topic.id)) continue;
      const list = evidence.get(topic.id) ?? [];
      list.push({ kind, id, score: Math.round(topic.score * 1e4) / 1e4 });
      evidence.set(topic.id, list);
    }
  };
  const read = (text: string) => (text.trim() === "" ? [] : topicsOf(score(text)));
  if (data.profile !== null) add("bio", data.profile.id, read(data.profile.bio));
  for (const account of unique(data.followings.items))
    add("account", account.id, accountTopics(data.source, account, score), false);
  for (const post of unique(data.posts.items))
    add("post", post.id, read(post.text), post.shared === undefined);
  return evidence;
}

function finding(id: TopicId, items: Evidence[], excluded: readonly string[]): InterestFinding | null {
  const kept = items.filter((item) => !excluded.includes(item.id)).sort(byStrength);
  if (kept.length < (isRedFlag(id) ? 1 : MIN_EVIDENCE)) return null;
  return {
    id,
    title: topicTitle(id),
    redzone: isRedFlag(id),
    count: kept.length,
    accounts: kept.filter((item) => item.kind === "account").length,
    posts: kept.filter((item) => item.kind === "post").length,
    evidence: kept,
  };
}

function friendsOf(data: SourceData, subjectTopics: ReadonlySet<TopicId>, score: ScoreText): Friend[] {
  const followerIds = new Set(data.followers.items.map((account) => account.id));
  const friends: Friend[] = [];
  for (const account of unique(data.followings.items)) {
    if (!followerIds.has(account.id)) continue;
    const interests = accountTopics(data.source, account, score).map((topic) => topic.id);
    friends.push({
      id: account.id,
      username: account.username,
      fullname: account.fullname,
      image: account.image,
      link: account.link,
      interests,
      common: interests.filter((id) => subjectTopics.has(id)).length,
    });
  }
  return friends.sort(
    (a, b) => b.common - a.common || a.username.localeCompare(b.username) || a.id.localeCompare(b.id),
  );
}

/**
 * Turns one source's scraped data into interests with counts and evidence, red-zone findings and
 * ranked friends. Pure and deterministic: the same data, exclusions and scorer give the same result.
 */
export function analyseSource(
  data: SourceData,
  score: ScoreText,
  exclusions: Exclusions = {},
): SourceAnalysis {
  const evidence = collectEvidence(data, score);
  const interests = TOPIC_IDS.flatMap((id) => {
    const found = finding(id, evidence.get(id) ?? [], exclusions[id] ?? []);
    return found === null ? [] : [found];
  }).sort(
    (a, b) =>
      Number(a.id === BACKGROUND_TOPIC) - Number(b.id === BACKGROUND_TOPIC) ||
      b.count - a.count ||
      TOPIC_IDS.indexOf(a.id) - TOPIC_IDS.indexOf(b.id),
  );
  const subjectTopics = new Set(interests.map((interest) => interest.id));
  return {
    source: data.source,
    coverage: coverageOf(data),
    interests,
    friends: friendsOf(data, subjectTopics, score),
  };
}

/** A network none of whose profiles could be loaded: nothing analysed, and the summary says so. */
export function unloadedAnalysis(source: Source): SourceAnalysis {
  return {
    source,
    coverage: { profile: false, followings: "unloaded", followers: "unloaded", posts: "unloaded" },
    interests: [],
    friends: [],
  };
}

/** The interests the subject shares with one friend, in the subject's order; null if not a friend. */
export function commonInterests(
  analysis: SourceAnalysis,
  friendId: string,
): { id: TopicId; title: string; redzone: boolean }[] | null {
  const friend = analysis.friends.find((f) => f.id === friendId);
  if (friend === undefined) return null;
  const theirs = new Set(friend.interests);
  return analysis.interests
    .filter((interest) => theirs.has(interest.id))
    .map(({ id, title, redzone }) => ({ id, title, redzone }));
}

/** The red-zone findings of a source, each with its flagged items and their scores. */
export function redZoneFindings(analysis: SourceAnalysis): InterestFinding[] {
  return analysis.interests.filter((interest) => interest.redzone);
}

export interface OverviewInterest {
  id: TopicId;
  title: string;
  redzone: boolean;
  count: number;
  sources: Source[];
}

/** The picture across sources: each interest's total evidence and where it was seen. */
export interface Overview {
  interests: OverviewInterest[];
  coverage: { source: Source; coverage: Coverage }[];
}

export function overview(analyses: readonly SourceAnalysis[]): Overview {
  const totals = new Map<TopicId, OverviewInterest>();
  for (const analysis of analyses) {
    for (const interest of analysis.interests) {
      const total = totals.get(interest.id) ?? {
        id: interest.id,
        title: interest.title,
        redzone: interest.redzone,
        count: 0,
        sources: [],
      };
      total.count += interest.count;
      if (!total.sources.includes(analysis.source)) total.sources.push(analysis.source);
      totals.set(interest.id, total);
    }
  }
  return {
    interests: [...totals.values()].sort(
      (a, b) => b.count - a.count || TOPIC_IDS.indexOf(a.id) - TOPIC_IDS.indexOf(b.id),
    ),
    coverage: analyses.map((analysis) => ({ source: analysis.source, coverage: analysis.coverage })),
  };
}
