import type { Profile } from "./create";
import type { Page } from "./paging";
import type { Coverage, ReportStatus, SourceStatus } from "./report-events";
import type { Source } from "./sources";

/**
 * The report API's answers (API.md "Endpoints": /generate, /check, /report/..., /snoop,
 * /interests), zod-free so the browser can import them. Handlers `satisfies` these types.
 */

/** What a report id can look like (ours are short url-safe tokens): anything else is no report. */
export function isReportId(value: string): boolean {
  return /^[\w-]{1,64}$/.test(value);
}

/** How much of a report the caller may see (API.md "Blur variants and quota"); null is everything. */
export const BLUR_VARIANTS = ["unregistered", "unconfirmed", "unsubscribed", "needupgrade"] as const;
export type BlurVariant = (typeof BLUR_VARIANTS)[number];

export type GenerationProgress = { done: number; total: number };

/** `POST /generate`, `POST /report/{id}/refresh`: 202. */
export type GenerateResponse = { id: string; status: ReportStatus };

/** `GET /generate/{id}`, `GET /check/{id}`. */
export type CheckResponse = {
  status: ReportStatus;
  progress: GenerationProgress;
  sources: Partial<Record<Source, SourceStatus>>;
};

export type ReportTitle = { name: string; age: number | null; state: string | null };

/** API.md's Profile, with the line saying what was analysed of it. */
export type ReportProfile = Profile & {
  /** "212 followed accounts and 48 posts analysed", "private: not analysed"; null while loading. */
  coverage: string | null;
};

export type ReportInterest = { id: string; title: string; count: number; redzone: boolean };

export type ReportSource = {
  /** Most evidence first, red-zone ones included; the first `limit`. */
  interests: ReportInterest[];
  /** How many friends (mutual follows) were found. */
  friends: number;
  coverage: Coverage;
};

/** `GET /report/{id}` and `GET /snoop/{id}?h`. Locked (`blured` set): `summary` is null. */
export type ReportResponse = {
  id: string;
  title: ReportTitle;
  status: ReportStatus;
  created: string;
  image: string | null;
  profiles: ReportProfile[];
  sources: Partial<Record<Source, ReportSource>>;
  summary: string | null;
  public: boolean;
  blured: BlurVariant | null;
  /** When this version was completed, epoch milliseconds. */
  tracked: number | null;
};

export type SummaryResponse = { result: string | null };

/** `GET /report/{id}/{source}?limit`. */
export type SourceInterestsResponse = Page<ReportInterest> & { friends: number; coverage: Coverage };

/** A followed account that shows an interest (or is a friend). */
export type EvidenceAccount = {
  kind: "account";
  id: string;
  score: number;
  username: string;
  fullname: string;
  bio: string;
  category: string | null;
  image: string | null;
  link: string;
};

export type EvidencePost = {
  kind: "post";
  id: string;
  score: number;
  text: string;
  link: string;
  created: number;
  /** `[start, end)` character offsets of the words that triggered the flag, when the classifier gives them. */
  spans?: number[][];
  /** Set when the post re-shares someone else's (an X retweet): the words are that author's, not the subject's. */
  shared?: { username: string };
};

/** The subject's own bio on that network. */
export type EvidenceBio = {
  kind: "bio";
  id: string;
  score: number;
  text: string;
  link: string;
  /** As a post's. */
  spans?: number[][];
};

export type EvidenceItem = EvidenceAccount | EvidencePost | EvidenceBio;

/** `GET /report/{id}/{source}/{interestId}?limit&offset`. */
export type EvidenceResponse = Page<EvidenceItem> & { interest: ReportInterest };

/** `GET /report/{id}/{source}/{interestId}/profiles?offset&limit`. */
export type InterestProfilesResponse = Page<EvidenceAccount>;

export type ReportFriend = {
  id: string;
  username: string;
  fullname: string;
  image: string | null;
  link: string;
  /** How many of the subject's interests on this network the friend shares. */
  common: number;
};

/** `GET /report/{id}/{source}/friends?offset&limit`. */
export type FriendsResponse = Page<ReportFriend>;

/** `GET /report/{id}/{source}/common/{friendId}`. */
export type CommonInterestsResponse = { friend: ReportFriend; items: Omit<ReportInterest, "count">[] };

/** `POST /report/{id}/{source}/{interestId}/issue`: the interest as counted now (null once nothing is left). */
export type IssueResponse = { interest: ReportInterest | null };

/** `GET /interests/{source}/redzone`. */
export type RedZoneResponse = { id: string; title: string }[];

export type InterestChange = { source: Source; id: string; title: string; redzone: boolean };

/** One generation of a report: when it completed and what changed since the one before. */
export type ReportVersion = {
  version: number;
  tracked: number;
  added: InterestChange[];
  removed: InterestChange[];
};

/** `GET /report/{id}/history`: newest first. */
export type HistoryResponse = { items: ReportVersion[] };

/** `GET /examples`: `interests` are the top few interest titles across networks, red flags first. */
export type ExampleReport = {
  id: string;
  title: ReportTitle;
  image: string | null;
  sources: Source[];
  interests: ReportInterest[];
};

/** `POST /dashboard/share/{id}`: the share link (on the landing host, with `?h=`). */
export type ShareResponse = { public: true; url: string };

/** `POST /dashboard/unshare/{id}`. */
export type UnshareResponse = { public: false };

export const SHARE_MESSAGES = {
  locked: "Unlock the report before sharing it",
} as const;

/** `POST /report/{id}/refresh`'s refusals (402; 429 with `retryAt`). */
export const REFRESH_MESSAGES = {
  locked: "Unlock the report before refreshing it",
  tooSoon: "This report can be refreshed once a day",
} as const;

/** `POST /snoop/img`: the share card's key, served by `/img`. */
export type ShareImageResponse = { image: string };
