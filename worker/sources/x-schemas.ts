/**
 * The shapes of X's GraphQL answers (SOURCES.md 3.2), read by `x.ts`. Built once at module load:
 * a zod schema costs far more to build than to check, and these are checked on every call (the
 * tweet ones on every tweet).
 */
import { z } from "zod";

/** The 2026 user object: fields moved out of `legacy` (SOURCES.md 3.2). */
export const modernUserSchema = z.object({
  rest_id: z.string(),
  core: z.object({ screen_name: z.string(), name: z.string() }),
  avatar: z.object({ image_url: z.string() }).optional(),
  location: z.object({ location: z.string() }).optional(),
  privacy: z.object({ protected: z.boolean() }).optional(),
  profile_bio: z.object({ description: z.string() }).optional(),
  relationship_counts: z.object({ followers: z.number(), following: z.number() }),
  tweet_counts: z.object({ tweets: z.number() }).optional(),
  professional: z.object({ category: z.array(z.object({ name: z.string() })) }).optional(),
});

/** The older object, still served at times and read by GDL. */
export const legacyUserSchema = z.object({
  rest_id: z.string(),
  legacy: z.object({
    screen_name: z.string(),
    name: z.string(),
    description: z.string(),
    location: z.string(),
    followers_count: z.number(),
    friends_count: z.number(),
    statuses_count: z.number(),
    profile_image_url_https: z.string(),
    protected: z.boolean().optional(),
  }),
});

/**
 * X's errors: numbered ones (`code`), and GraphQL ones that carry a `kind` / `source` and often
 * no code at all (a backend timeout: `DeadlineExceeded`, `ServiceLevel`, `Server`).
 */
const errorSchema = z.object({
  code: z.union([z.number(), z.string()]).optional(),
  message: z.string().default(""),
  name: z.string().optional(),
  kind: z.string().optional(),
  source: z.string().optional(),
  extensions: z
    .object({
      code: z.union([z.number(), z.string()]).optional(),
      kind: z.string().optional(),
      source: z.string().optional(),
    })
    .optional(),
});
export type XError = z.infer<typeof errorSchema>;
export const errorsSchema = z.object({ errors: z.array(errorSchema).min(1) });

const itemContentSchema = z
  .object({
    tweet_results: z.object({ result: z.unknown() }).optional(),
    user_results: z.object({ result: z.unknown() }).optional(),
  })
  .optional();

const entrySchema = z.object({
  entryId: z.string(),
  content: z.object({
    value: z.string().optional(),
    itemContent: itemContentSchema,
    /** A module's items: a thread of the person's (`profile-conversation-…`), "who to follow". */
    items: z.array(z.object({ item: z.object({ itemContent: itemContentSchema }) })).optional(),
  }),
});
export type Entry = z.infer<typeof entrySchema>;

/**
 * `TimelineAddEntries` holds `entries`; `TimelinePinEntry` holds the pinned tweet as one `entry`.
 * `TimelineReplaceEntry` holds one `entry` too (a cursor): only the type tells them apart.
 */
export const instructionsSchema = z.array(
  z.object({ type: z.string(), entries: z.array(entrySchema).optional(), entry: entrySchema.optional() }),
);

const retweetedSchema = z.object({ result: z.unknown() }).optional();
const tweetFields = z.object({
  full_text: z.string(),
  created_at: z.string(),
  user_id_str: z.string().optional(),
  retweeted_status_result: retweetedSchema,
});
/** Plain, or flattened (`legacy: null`, its fields at the top, TWS `_flatten_tweet_v2`). */
export const tweetSchema = z.object({
  __typename: z.literal("Tweet"),
  rest_id: z.string(),
  core: z.object({ user_results: z.object({ result: z.unknown() }) }).optional(),
  legacy: tweetFields.nullable().optional(),
  full_text: z.string().optional(),
  created_at: z.string().optional(),
  user_id_str: z.string().optional(),
  retweeted_status_result: retweetedSchema,
  note_tweet: z
    .object({ note_tweet_results: z.object({ result: z.object({ text: z.string() }) }) })
    .optional(),
});
export type Tweet = z.infer<typeof tweetSchema>;
/** A tweet's author as embedded in the tweet: the id, and the handle in either user schema. */
export const authorSchema = z.object({
  rest_id: z.string().optional(),
  core: z.object({ screen_name: z.string() }).optional(),
  legacy: z.object({ screen_name: z.string() }).nullable().optional(),
});
export type Author = z.infer<typeof authorSchema>;
export const visibilityWrapperSchema = z.object({
  __typename: z.literal("TweetWithVisibilityResults"),
  tweet: z.unknown(),
});
export const tombstoneSchema = z.object({ __typename: z.literal("TweetTombstone") });
export const guestTokenSchema = z.object({ guest_token: z.string() });
export const withDataSchema = z.object({ data: z.object({}).passthrough() });
export const dataSchema = z.object({ data: z.unknown() });
export const userDataSchema = z.object({ user: z.object({ result: z.unknown().optional() }).optional() });
export const unavailableSchema = z.object({
  __typename: z.literal("UserUnavailable"),
  reason: z.string().optional(),
});
export const timelineDataSchema = z.object({ user: z.object({ result: z.unknown().optional() }) });
export const timelineResultSchema = z.object({
  timeline: z.object({ timeline: z.object({ instructions: z.unknown() }) }),
});
export const searchDataSchema = z.object({
  search_by_raw_query: z.object({
    search_timeline: z.object({ timeline: z.object({ instructions: z.unknown() }) }),
  }),
});
