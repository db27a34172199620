import * as z from "zod/mini";
import { profileSchema, reportTitleSchema } from "./create";
import { pageSchema } from "./paging";
import {
  coverageSchema,
  progressSchema,
  reportInterestSchema,
  reportStatusSchema,
  sourceStatusSchema,
} from "./report-events";
import { sourceSchema } from "./sources-enums";

/**
 * The report API's answers (API.md "Endpoints": /generate, /check, /report/..., /snoop,
 * /interests, /examples, /dashboard). Handlers `satisfies` these types; the client parses with
 * the schemas.
 */

/** What a report id can look like (ours are short url-safe tokens): anything else is no report. */
export function isReportId(value: string): boolean {
  return /^[\w-]{1,64}$/.test(value);
}

/** How much of a report the caller may see (API.md "Blur variants and quota"); null is everything. */
export const BLUR_VARIANTS = ["unregistered", "unconfirmed", "unsubscribed", "needupgrade"] as const;
export type BlurVariant = (typeof BLUR_VARIANTS)[number];

export type GenerationProgress = z.infer<typeof progressSchema>;

/** `POST /generate`, `POST /report/{id}/refresh`: 202. */
export const generateResponseSchema = z.object({ id: z.string(), status: reportStatusSchema });
export type GenerateResponse = z.infer<typeof generateResponseSchema>;

/** `GET /generate/{id}`, `GET /check/{id}`. */
export const checkResponseSchema = z.object({
  status: reportStatusSchema,
  progress: progressSchema,
  sources: z.partialRecord(sourceSchema, sourceStatusSchema),
});
export type CheckResponse = z.infer<typeof checkResponseSchema>;

export type ReportTitle = z.infer<typeof reportTitleSchema>;

/** API.md's Profile, with the line saying what was analysed of it. */
const reportProfileSchema = z.extend(profileSchema, {
  /** "212 followed accounts and 48 posts analysed", "private: not analysed"; null while loading. */
  coverage: z.nullable(z.string()),
});
export type ReportProfile = z.infer<typeof reportProfileSchema>;

export type ReportInterest = z.infer<typeof reportInterestSchema>;

const reportSourceSchema = z.object({
  /** Most evidence first, red-zone ones included; the first `limit`. */
  interests: z.array(reportInterestSchema),
  /** How many friends (mutual follows) were found. */
  friends: z.number(),
  coverage: coverageSchema,
});
export type ReportSource = z.infer<typeof reportSourceSchema>;

/**
 * A red flag that appeared, went, or has new evidence since the version before: how many new posts
 * (a bio counts as one) and followed accounts are evidence of it, and the new posts' ids (`items`,
 * the first 50, for the page to mark them new; accounts are third parties, never kept).
 */
const changedFlagSchema = z.object({
  source: sourceSchema,
  id: z.string(),
  title: z.string(),
  change: z.enum(["new", "gone", "more"]),
  posts: z.number(),
  accounts: z.number(),
  items: z.array(z.string()),
});

/** An interest (not a red flag) that appeared, went, or whose count rose or fell notably. */
const changedInterestSchema = z.object({
  source: sourceSchema,
  id: z.string(),
  title: z.string(),
  change: z.enum(["new", "gone", "rose", "fell"]),
  from: z.number(),
  to: z.number(),
});

/** A selected profile that went private, was deleted, or changed its username (`to`). */
const changedProfileSchema = z.object({
  source: sourceSchema,
  username: z.string(),
  change: z.enum(["private", "deleted", "renamed"]),
  to: z.nullable(z.string()),
});

/**
 * What a version found that the one before it (completed at `since`) did not: red flags first.
 * Friends are counted, never named: an alert carries nothing of third parties.
 */
export const reportChangeSchema = z.object({
  version: z.number(),
  since: z.number(),
  tracked: z.number(),
  redFlags: z.array(changedFlagSchema),
  interests: z.array(changedInterestSchema),
  profiles: z.array(changedProfileSchema),
  friends: z.array(z.object({ source: sourceSchema, count: z.number() })),
});
export type ReportChange = z.infer<typeof reportChangeSchema>;
export type ChangedFlag = ReportChange["redFlags"][number];

/** How often a watched report is screened again. */
export const WATCH_EVERY = ["week", "month"] as const;
export type WatchEvery = (typeof WATCH_EVERY)[number];

/** A watched report's monitoring (its owner's view): the next check and the last re-screen that found a change (epoch ms). */
export const watchStateSchema = z.object({
  every: z.enum(WATCH_EVERY),
  next: z.number(),
  lastChange: z.nullable(z.number()),
});
export type WatchState = z.infer<typeof watchStateSchema>;

/**
 * `GET /report/{id}` and `GET /snoop/{id}?h`. Locked (`blured` set): `summary` and `change` are
 * null. `change`: what the latest version found new (null when nothing changed); `watch`: the
 * owner's monitoring, null for anyone else or when not watched.
 */
export const reportResponseSchema = z.object({
  id: z.string(),
  title: reportTitleSchema,
  status: reportStatusSchema,
  created: z.string(),
  image: z.nullable(z.string()),
  profiles: z.array(reportProfileSchema),
  sources: z.partialRecord(sourceSchema, reportSourceSchema),
  summary: z.nullable(z.string()),
  public: z.boolean(),
  blured: z.nullable(z.enum(BLUR_VARIANTS)),
  /** When this version was completed, epoch milliseconds. */
  tracked: z.nullable(z.number()),
  change: z.nullable(reportChangeSchema),
  watch: z.nullable(watchStateSchema),
});
export type ReportResponse = z.infer<typeof reportResponseSchema>;

export const summaryResponseSchema = z.object({ result: z.nullable(z.string()) });
export type SummaryResponse = z.infer<typeof summaryResponseSchema>;

/** `GET /report/{id}/{source}?limit`. */
export const sourceInterestsResponseSchema = z.extend(pageSchema(reportInterestSchema), {
  friends: z.number(),
  coverage: coverageSchema,
});
export type SourceInterestsResponse = z.infer<typeof sourceInterestsResponseSchema>;

/** `[start, end)` character offsets of the words that triggered the flag, when the classifier gives them. */
const spansSchema = z.optional(z.array(z.array(z.number())));

/** A followed account that shows an interest (or is a friend). */
const evidenceAccountSchema = z.object({
  kind: z.literal("account"),
  id: z.string(),
  score: z.number(),
  username: z.string(),
  fullname: z.string(),
  bio: z.string(),
  category: z.nullable(z.string()),
  image: z.nullable(z.string()),
  link: z.string(),
});
export type EvidenceAccount = z.infer<typeof evidenceAccountSchema>;

const evidencePostSchema = z.object({
  kind: z.literal("post"),
  id: z.string(),
  score: z.number(),
  text: z.string(),
  link: z.string(),
  created: z.number(),
  spans: spansSchema,
  /** Set when the post re-shares someone else's (an X retweet): the words are that author's, not the subject's. */
  shared: z.optional(z.object({ username: z.string() })),
});
export type EvidencePost = z.infer<typeof evidencePostSchema>;

/** The subject's own bio on that network. */
const evidenceBioSchema = z.object({
  kind: z.literal("bio"),
  id: z.string(),
  score: z.number(),
  text: z.string(),
  link: z.string(),
  spans: spansSchema,
});
export type EvidenceBio = z.infer<typeof evidenceBioSchema>;

const evidenceItemSchema = z.discriminatedUnion("kind", [
  evidenceAccountSchema,
  evidencePostSchema,
  evidenceBioSchema,
]);
export type EvidenceItem = z.infer<typeof evidenceItemSchema>;

/** `GET /report/{id}/{source}/{interestId}?limit&offset`. */
export const evidenceResponseSchema = z.extend(pageSchema(evidenceItemSchema), {
  interest: reportInterestSchema,
});
export type EvidenceResponse = z.infer<typeof evidenceResponseSchema>;

/** `GET /report/{id}/{source}/{interestId}/profiles?offset&limit`. */
export const interestProfilesResponseSchema = pageSchema(evidenceAccountSchema);
export type InterestProfilesResponse = z.infer<typeof interestProfilesResponseSchema>;

const reportFriendSchema = z.object({
  id: z.string(),
  username: z.string(),
  fullname: z.string(),
  image: z.nullable(z.string()),
  link: z.string(),
  /** How many of the subject's interests on this network the friend shares. */
  common: z.number(),
});
export type ReportFriend = z.infer<typeof reportFriendSchema>;

/** `GET /report/{id}/{source}/friends?offset&limit`. */
export const friendsResponseSchema = pageSchema(reportFriendSchema);
export type FriendsResponse = z.infer<typeof friendsResponseSchema>;

/** `GET /report/{id}/{source}/common/{friendId}`. */
export const commonInterestsResponseSchema = z.object({
  friend: reportFriendSchema,
  items: z.array(z.omit(reportInterestSchema, { count: true })),
});
export type CommonInterestsResponse = z.infer<typeof commonInterestsResponseSchema>;

/** `POST /report/{id}/{source}/{interestId}/issue`: the interest as counted now (null once nothing is left). */
export const issueResponseSchema = z.object({ interest: z.nullable(reportInterestSchema) });
export type IssueResponse = z.infer<typeof issueResponseSchema>;

/** `GET /interests/{source}/redzone`. */
export const redZoneResponseSchema = z.array(z.object({ id: z.string(), title: z.string() }));
export type RedZoneResponse = z.infer<typeof redZoneResponseSchema>;

const interestChangeSchema = z.object({
  source: sourceSchema,
  id: z.string(),
  title: z.string(),
  redzone: z.boolean(),
});
export type InterestChange = z.infer<typeof interestChangeSchema>;

/**
 * One generation of a report: when it completed and what changed since the one before (`change`:
 * the full comparison, null for the first version and for versions from before it was kept).
 */
const reportVersionSchema = z.object({
  version: z.number(),
  tracked: z.number(),
  added: z.array(interestChangeSchema),
  removed: z.array(interestChangeSchema),
  change: z.nullable(reportChangeSchema),
});
export type ReportVersion = z.infer<typeof reportVersionSchema>;

/** `GET /report/{id}/history`: newest first. */
export const historyResponseSchema = z.object({ items: z.array(reportVersionSchema) });
export type HistoryResponse = z.infer<typeof historyResponseSchema>;

/** `GET /examples`: `interests` are the top few interest titles across networks, red flags first. */
const exampleReportSchema = z.object({
  id: z.string(),
  title: reportTitleSchema,
  image: z.nullable(z.string()),
  sources: z.array(sourceSchema),
  interests: z.array(reportInterestSchema),
});
export type ExampleReport = z.infer<typeof exampleReportSchema>;
export const exampleReportsSchema = z.array(exampleReportSchema);

/** `POST /examples/generate` (202, admin): how many examples are in use and those complete so far. */
export const examplesGenerateAnswerSchema = z.object({
  examples: z.number(),
  completed: exampleReportsSchema,
});
export type ExamplesGenerateAnswer = z.infer<typeof examplesGenerateAnswerSchema>;

/**
 * `GET /dashboard/reports`: a report as the dashboard lists it. A draft made from a username has
 * no name yet; `unlocked`: its owner has opened it in full, so it may be shared.
 */
const reportListItemSchema = z.object({
  id: z.string(),
  title: z.extend(reportTitleSchema, { name: z.nullable(z.string()) }),
  created: z.string(),
  image: z.nullable(z.string()),
  sources: z.array(sourceSchema),
  public: z.boolean(),
  status: reportStatusSchema,
  unlocked: z.boolean(),
  watch: z.nullable(watchStateSchema),
});
export type ReportListItem = z.infer<typeof reportListItemSchema>;

export const reportListResponseSchema = pageSchema(reportListItemSchema);
export type ReportListResponse = z.infer<typeof reportListResponseSchema>;

/** `POST /dashboard/share/{id}`: the share link (on the landing host, with `?h=`). */
export const shareResponseSchema = z.object({ public: z.literal(true), url: z.string() });
export type ShareResponse = z.infer<typeof shareResponseSchema>;

/** `POST /dashboard/unshare/{id}`. */
export const unshareResponseSchema = z.object({ public: z.literal(false) });
export type UnshareResponse = z.infer<typeof unshareResponseSchema>;

export const SHARE_MESSAGES = {
  locked: "Unlock the report before sharing it",
} as const;

/** `POST /report/{id}/refresh`'s refusals (402; 429 with `retryAt`). */
export const REFRESH_MESSAGES = {
  locked: "Unlock the report before refreshing it",
  tooSoon: "This report can be refreshed once a day",
} as const;

/** `POST /report/{id}/watch`: the report's monitoring now (null: not watched). */
export const watchResponseSchema = z.object({ watch: z.nullable(watchStateSchema) });
export type WatchResponse = z.infer<typeof watchResponseSchema>;

/** `GET /settings/watches`: the account's watched reports, next check first. */
export const watchListResponseSchema = z.object({
  items: z.array(z.extend(watchStateSchema, { id: z.string(), name: z.string() })),
});
export type WatchListResponse = z.infer<typeof watchListResponseSchema>;

/** `POST /watch/stop`: the signed link of an alert stopped the watch of this report. */
export const watchStopResponseSchema = z.object({
  watching: z.literal(false),
  id: z.string(),
  name: z.string(),
});
export type WatchStopResponse = z.infer<typeof watchStopResponseSchema>;

export const WATCH_MESSAGES = {
  locked: "Unlock the report before watching it",
  subscription: "Watching reports is part of a subscription. Choose a plan to watch this report.",
  limit: (reports: number) =>
    `Your plan watches up to ${reports} ${reports === 1 ? "report" : "reports"}. Stop watching another report or choose a bigger plan.`,
  badLink: "This link is not valid. Stop watching from the report or your settings instead.",
} as const;

/** `POST /snoop/img`: the share card's key, served by `/img`. */
export const shareImageResponseSchema = z.object({ image: z.string() });
export type ShareImageResponse = z.infer<typeof shareImageResponseSchema>;
