import type { Source } from "../contracts/sources";

/**
 * The interest and red-flag taxonomy of `design/TAXONOMY.md`. Ids are stable: the API, the
 * database, the classifier's model file and `npm run classify` all use them.
 */
export const INTERESTS = [
  { id: "arts-culture", title: "Arts & Culture", tweetTopic: "arts_&_culture" },
  { id: "business", title: "Business & Entrepreneurship", tweetTopic: "business_&_entrepreneurs" },
  { id: "celebrities", title: "Celebrities & Pop Culture", tweetTopic: "celebrity_&_pop_culture" },
  { id: "daily-life", title: "Daily Life", tweetTopic: "diaries_&_daily_life" },
  { id: "family", title: "Family", tweetTopic: "family" },
  { id: "fashion", title: "Fashion & Style", tweetTopic: "fashion_&_style" },
  { id: "film-tv", title: "Film, TV & Video", tweetTopic: "film_tv_&_video" },
  { id: "fitness-health", title: "Fitness & Health", tweetTopic: "fitness_&_health" },
  { id: "food", title: "Food & Dining", tweetTopic: "food_&_dining" },
  { id: "gaming", title: "Gaming", tweetTopic: "gaming" },
  { id: "education", title: "Learning & Education", tweetTopic: "learning_&_educational" },
  { id: "music", title: "Music", tweetTopic: "music" },
  { id: "news-politics", title: "News & Social Issues", tweetTopic: "news_&_social_concern" },
  { id: "hobbies", title: "Hobbies", tweetTopic: "other_hobbies" },
  { id: "relationships", title: "Relationships & Dating", tweetTopic: "relationships" },
  { id: "science-tech", title: "Science & Technology", tweetTopic: "science_&_technology" },
  { id: "sports", title: "Sports", tweetTopic: "sports" },
  { id: "travel", title: "Travel & Adventure", tweetTopic: "travel_&_adventure" },
  { id: "youth-student", title: "Student Life", tweetTopic: "youth_&_student_life" },
  { id: "pets", title: "Pets & Animals", tweetTopic: null },
  { id: "beauty", title: "Beauty", tweetTopic: null },
  { id: "cars", title: "Cars & Motorsport", tweetTopic: null },
  { id: "outdoors", title: "Outdoors", tweetTopic: null },
  { id: "religion", title: "Religion & Spirituality", tweetTopic: null },
  { id: "finance", title: "Personal Finance & Crypto", tweetTopic: null },
] as const;

/**
 * The red flags, each with the industry categories it corresponds to, so a reader can compare:
 * OpenAI's moderation categories and Llama Guard 3's hazard categories (MLCommons). An empty
 * list means the scheme has no such category (neither flags alcohol; Llama Guard 3 has no
 * harassment category).
 */
export const RED_FLAGS = [
  {
    id: "hate",
    title: "Hate & Bigotry",
    openai: ["hate", "hate/threatening"],
    llamaGuard3: ["S10 Hate"],
  },
  {
    id: "offensive",
    title: "Offensive Language",
    openai: ["harassment", "harassment/threatening"],
    llamaGuard3: [],
  },
  {
    id: "violence",
    title: "Violence & Threats",
    openai: ["violence", "harassment/threatening", "hate/threatening"],
    llamaGuard3: ["S1 Violent Crimes"],
  },
  {
    id: "weapons",
    title: "Weapons",
    openai: ["illicit/violent"],
    llamaGuard3: ["S2 Non-Violent Crimes", "S9 Indiscriminate Weapons"],
  },
  { id: "drugs", title: "Drugs", openai: ["illicit"], llamaGuard3: ["S2 Non-Violent Crimes"] },
  { id: "alcohol", title: "Alcohol", openai: [], llamaGuard3: [] },
  { id: "gambling", title: "Gambling", openai: ["illicit"], llamaGuard3: ["S2 Non-Violent Crimes"] },
  {
    id: "sexual",
    title: "Sexual Content",
    openai: ["sexual", "sexual/minors"],
    llamaGuard3: ["S12 Sexual Content", "S3 Sex-Related Crimes", "S4 Child Sexual Exploitation"],
  },
  {
    id: "self-harm",
    title: "Self-Harm",
    openai: ["self-harm", "self-harm/intent", "self-harm/instructions"],
    llamaGuard3: ["S11 Suicide & Self-Harm"],
  },
  {
    id: "extremism",
    title: "Extremism",
    openai: ["violence", "hate"],
    llamaGuard3: ["S1 Violent Crimes", "S10 Hate"],
  },
] as const;

export type InterestId = (typeof INTERESTS)[number]["id"];
export type RedFlagId = (typeof RED_FLAGS)[number]["id"];
/** Every id a report can list: everyday interests and red-zone ones. */
export type TopicId = InterestId | RedFlagId;

export const INTEREST_IDS: readonly InterestId[] = INTERESTS.map((i) => i.id);
export const RED_FLAG_IDS: readonly RedFlagId[] = RED_FLAGS.map((r) => r.id);

/**
 * The serious red flags: one learned head each, trained on the written corpus and licensed sets
 * (docs/analysis.md). Lexicon matches are only features for them, never the verdict.
 */
export const MODEL_FLAGS = [
  "offensive",
  "hate",
  "violence",
  "self-harm",
  "extremism",
] as const satisfies readonly RedFlagId[];
export type ModelFlag = (typeof MODEL_FLAGS)[number];

/** Red flags with no labelled data: they come from the lexicon rules alone (docs/analysis.md). */
export const LEXICON_ONLY_FLAGS = [
  "drugs",
  "alcohol",
  "gambling",
  "weapons",
  "sexual",
] as const satisfies readonly RedFlagId[];

/** The catch-all topic: listed after every specific interest, never a headline (docs/analysis.md). */
export const BACKGROUND_TOPIC: TopicId = "daily-life";

/** A score of at least this much means the interest or red flag is present (TAXONOMY.md). */
export const PRESENT = 0.5;

const TITLES = new Map<string, string>([...INTERESTS, ...RED_FLAGS].map((t) => [t.id, t.title]));
const RED_FLAG_SET = new Set<string>(RED_FLAG_IDS);
const INTEREST_SET = new Set<string>(INTEREST_IDS);

export function isTopicId(id: string): id is TopicId {
  return TITLES.has(id);
}

export function isInterest(id: string): id is InterestId {
  return INTEREST_SET.has(id);
}

export function isRedFlag(id: string): id is RedFlagId {
  return RED_FLAG_SET.has(id);
}

export function topicTitle(id: TopicId): string {
  return TITLES.get(id) ?? id;
}

/** Every interest and red flag with its title and whether it is red zone, in taxonomy order. */
export function topicTitles(): { id: TopicId; title: string; redzone: boolean }[] {
  return [
    ...INTERESTS.map((i) => ({ id: i.id, title: i.title, redzone: false })),
    ...RED_FLAGS.map((r) => ({ id: r.id, title: r.title, redzone: true })),
  ];
}

/**
 * The red-zone interests a source can show (`GET /interests/{source}/redzone`). Every network
 * carries free text (bios, posts, followed accounts' descriptions), so each red flag can appear
 * on each of them.
 */
export function redZoneFor(_source: Source): { id: RedFlagId; title: string }[] {
  return RED_FLAGS.map((r) => ({ id: r.id, title: r.title }));
}

/** The red flags among `ids`, with their industry categories (the report's JSON export lists them). */
export function industryCategories(ids: Iterable<string>): (typeof RED_FLAGS)[number][] {
  const wanted = new Set(ids);
  return RED_FLAGS.filter((flag) => wanted.has(flag.id));
}
