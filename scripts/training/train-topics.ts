/** The topic head: the 25 interests. */
import { encodeHead } from "../../worker/analysis/model-format";
import { INTEREST_IDS, type InterestId } from "../../worker/domain/taxonomy";
import { type TopicExample, TWEET_TOPIC_INTERESTS, tweetTopic } from "./data";
import { featurize, TOPIC_BITS } from "./featurize";
import type { LinearModel, SparseExample } from "./logistic";
import { log, pct } from "./report";
import {
  GENERATED_TOPIC_POSTS,
  SEED_NO_TOPIC,
  SEED_TOPICS,
  seedTopicPosts,
  TOPIC_KEYWORDS,
} from "./seed-topics";
import {
  chooseTopicThresholds,
  crossValidate,
  fitTopics,
  foldAssignments,
  type TopicSettings,
  topicScores,
} from "./topic-tuning";

function seedTopicExamples(): TopicExample[] {
  return Object.entries(SEED_TOPICS).flatMap(([id, lines]) =>
    lines.split("\n").map((text) => ({ text, interests: [id as InterestId], known: INTEREST_IDS })),
  );
}

/**
 * TweetTopic's coders label half of all tweets "diaries & daily life" besides their topic, so a
 * written post about food says nothing about daily life: that label is left unknown for them.
 */
const WITHOUT_DAILY_LIFE = INTEREST_IDS.filter((id) => id !== "daily-life");

function generatedTopicExamples(): TopicExample[] {
  return [
    ...seedTopicPosts(GENERATED_TOPIC_POSTS).map((post) => ({
      ...post,
      known: post.interests.includes("daily-life") ? INTEREST_IDS : WITHOUT_DAILY_LIFE,
    })),
    ...SEED_NO_TOPIC.split("\n")
      .filter((line) => line.trim() !== "")
      .map((text) => ({ text, interests: [], known: INTEREST_IDS })),
  ];
}

/** Each keyword of TOPIC_KEYWORDS once, labeled with every interest that lists it. */
function keywordExamples(): TopicExample[] {
  const byKeyword = new Map<string, InterestId[]>();
  for (const [id, list] of Object.entries(TOPIC_KEYWORDS) as [InterestId, string][]) {
    for (const keyword of list.split("|")) byKeyword.set(keyword, [...(byKeyword.get(keyword) ?? []), id]);
  }
  return [...byKeyword].map(([text, interests]) => ({
    text,
    interests,
    known: interests.includes("daily-life") ? INTEREST_IDS : WITHOUT_DAILY_LIFE,
  }));
}

function topicExamples(rows: readonly TopicExample[], weight: number): SparseExample[] {
  return rows.map((row) => ({
    ...featurize(row.text).topics,
    targets: Float32Array.from(INTEREST_IDS, (id) =>
      row.known.includes(id) ? Number(row.interests.includes(id)) : Number.NaN,
    ),
    weight,
  }));
}

const TOPIC_GRID: TopicSettings[] = [0.3, 1, 3].flatMap((alpha) =>
  [0.3, 1].flatMap((generated) => [3, 6, 12, 25].map((keywords) => ({ alpha, generated, keywords }))),
);

function withWeight(examples: readonly SparseExample[], weight: number): SparseExample[] {
  return weight === 0 ? [] : examples.map((e) => ({ ...e, weight }));
}

/** Share of ordinary tweets an interest without TweetTopic labels may fire on. */
const UNLABELED_TOPIC_RATE = 0.02;

/** Reports the topics a text is given, for the over-firing check printed during training. */
function topicsOf(model: LinearModel, thresholds: readonly number[], text: string): string {
  const s = topicScores(model, text);
  return INTEREST_IDS.filter((_, k) => (s[k] ?? 0) >= (thresholds[k] ?? 0)).join(", ") || "(none)";
}

const OVER_FIRING_PROBES = [
  "smoking weed and getting drunk at the casino lol",
  "lol same",
  "I can't believe this happened",
];

export function trainTopics() {
  // TweetTopic has no label for the six interests it lacks (pets, beauty, cars, outdoors,
  // religion, finance); its tweets count as negatives for them. Left unknown, naive Bayes's
  // complement counts for those six come only from written text, and any plain tweet reads as
  // one of them.
  const tweets = tweetTopic("train").map((t) => ({ ...t, known: INTEREST_IDS }));
  const tweetExamples = topicExamples(tweets, 1);
  const written = topicExamples(seedTopicExamples(), 1);
  const generated = topicExamples(generatedTopicExamples(), 1);
  const keywords = topicExamples(keywordExamples(), 1);
  const mean = (xs: readonly number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;
  const best = TOPIC_GRID.map((settings) => {
    const seeds = [
      ...written,
      ...withWeight(generated, settings.generated),
      ...withWeight(keywords, settings.keywords),
    ];
    const runs = foldAssignments(tweets.length).map((foldOf) =>
      crossValidate(tweets, tweetExamples, seeds, settings, foldOf),
    );
    const macro = mean(runs.map((r) => r.perTopic.macro));
    log(
      `topics ${JSON.stringify(settings)}: nested CV macro-F1 ${pct(macro)} (${runs.map((r) => pct(r.perTopic.macro)).join(" / ")}; micro ${pct(mean(runs.map((r) => r.perTopic.micro)))}); single threshold ${pct(mean(runs.map((r) => r.single.macro)))}`,
    );
    return { settings, macro, runs };
  }).reduce((a, b) => (b.macro > a.macro ? b : a));
  // The shipped thresholds are chosen on the out-of-fold scores of all three fold assignments.
  const oofScores = best.runs.flatMap((r) => r.scores);
  const chosen = chooseTopicThresholds(
    oofScores,
    best.runs.flatMap(() => tweets.map((t) => t.interests)),
  ).thresholds;
  // An interest TweetTopic lacks has no F1 to tune; its threshold keeps it off all but
  // UNLABELED_TOPIC_RATE of the ordinary tweets (out-of-fold scores), and is never below the shared one.
  const thresholds = INTEREST_IDS.map((id, k) => {
    const threshold = chosen[k] ?? 0;
    if (TWEET_TOPIC_INTERESTS.includes(id)) return threshold;
    const sorted = oofScores.map((s) => s[k] ?? 0).sort((a, b) => b - a);
    const quantile = sorted[Math.floor(sorted.length * UNLABELED_TOPIC_RATE)] ?? threshold;
    return Math.max(threshold, Math.ceil(quantile * 10) / 10);
  });
  log(`topics: thresholds ${INTEREST_IDS.map((id, k) => `${id} ${thresholds[k]?.toFixed(1)}`).join(", ")}`);
  log(`topics: chose ${JSON.stringify(best.settings)} (nested CV macro-F1 ${pct(best.macro)})`);
  const model = fitTopics(
    [
      ...tweetExamples,
      ...written,
      ...withWeight(generated, best.settings.generated),
      ...withWeight(keywords, best.settings.keywords),
    ],
    best.settings,
  );
  for (const probe of OVER_FIRING_PROBES) log(`topics of "${probe}": ${topicsOf(model, thresholds, probe)}`);
  // Shift each label so that its threshold lands on 0 (a probability of 0.5 at inference).
  const bias = model.bias.map((b, k) => b - (thresholds[k] ?? 0));
  return encodeHead([...INTEREST_IDS], TOPIC_BITS, model.weights, bias);
}
