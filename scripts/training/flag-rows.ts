/** The labelled texts the red-flag head trains on, and their weights. */
import { parseKnownAccounts } from "../../worker/analysis/known-accounts";
import { KNOWN_ACCOUNT_GROUPS } from "../../worker/analysis/known-accounts/data";
import { MODEL_FLAGS, type ModelFlag } from "../../worker/domain/taxonomy";
import { davidson, hateXplain, measuringHate, openaiModeration, toxicSpans, tweetTopic } from "./data";
import { FLAG_DEV_SET } from "./flag-sets";
import { CROWD_INSULTS, HOBBY_SHOOTING } from "./seed-hard";
import { lines, shortHarmless } from "./seed-short";
import { GENERATED_TOPIC_POSTS, SEED_TOPICS, seedTopicPosts, TOPIC_KEYWORDS } from "./seed-topics";
import { seedToxicity, seedToxicityRegister } from "./seed-toxicity";
import type { WrittenPost } from "./written";

/** Weight of each hand-written seed line of `seed-toxicity.ts`. */
const SEED_WEIGHT = 2;
/** Weight of a line of `seed-hard.ts` among the seed text. */
const HARD_CASE_WEIGHT = 64;
/** Weight of each slot-filled seed line: there are thousands, built from a few hundred phrases. */
const GENERATED_WEIGHT = 1;

/**
 * The sets that train the red-flag head. Their labels mean different things, so each says only
 * what it knows (NaN elsewhere) and each weighs SET_MASS of Davidson's mass:
 * - Davidson and HateXplain: hate / offensive / neither, hate counting as offensive too;
 * - Measuring Hate Speech: its 1 is "hateful or borderline", a soft hate target; its 0s are
 *   the only negatives in the register of Toxic Spans' news comments;
 * - Toxic Spans: only toxic comments: offensive where a majority marked words, hate where they
 *   marked an identity attack, violence where they marked a threat (and not, where they marked
 *   words but no threat);
 * - OpenAI moderation (train split): self-harm, violence or hate/threatening, hate, harassment
 *   (as offensive), each where labelled;
 * - the written corpus (every serious flag, known for every post), minus held-out writers;
 * - the red-flag dev set (violence, self-harm and extremism, and harmless everyday posts);
 * - seed text written here: insults, attacks on groups, civil lines about the same targets, and
 *   everyday posts (harmless for every flag).
 */
export type FlagDataSet =
  | "davidson"
  | "hatexplain"
  | "mhs"
  | "spans"
  | "openai"
  | "written"
  | "flagdev"
  | "seed";

export interface FlagRow {
  set: FlagDataSet;
  text: string;
  /** Indexed like MODEL_FLAGS: 1, 0, a soft target, or NaN where the set says nothing. */
  targets: number[];
  weight: number;
  /** The written corpus: whose post it is. */
  writer?: string;
  /** Toxic Spans: the gold character offsets. */
  spans?: number[];
  /** Davidson, HateXplain: hate / offensive / neither (0, 1, 2); Measuring Hate Speech: 0 or 2. */
  label?: number;
  /** Seed text harmless for every flag (bios, captions, names): a slice of it bounds the thresholds. */
  harmless?: boolean;
}

/** Each set's mass, a share of Davidson's; the written corpus's depends on the label group
 * (LABEL_GROUPS in `train-redflags.ts`). */
export const SET_MASS: Omit<Record<FlagDataSet, number>, "written"> = {
  davidson: 1,
  hatexplain: 1,
  mhs: 1,
  spans: 0.25,
  openai: 0.25,
  flagdev: 0.25,
  seed: 1,
};
/** Soft hate target of a Measuring Hate Speech positive: some of them are only borderline. */
const MHS_HATE_TARGET = 0.7;
/**
 * Davidson is 83 % offensive and HateXplain 60 %: their benign rows are weighted up so that each
 * set trains as OFFENSIVE_PRIOR offensive, a report reading mostly ordinary posts.
 */
const OFFENSIVE_PRIOR = 0.35;

type Targets = Partial<Record<ModelFlag, number | boolean>>;

function targetsOf(known: Targets): number[] {
  return MODEL_FLAGS.map((flag) => {
    const value = known[flag];
    return value === undefined ? Number.NaN : Number(value);
  });
}

const ALL_CLEAR = targetsOf({ offensive: 0, hate: 0, violence: 0, "self-harm": 0, extremism: 0 });

/** Every labelled row but the written corpus's, balanced by set. */
export function publicFlagRows(): FlagRow[] {
  const rows: FlagRow[] = [];
  const add = (set: FlagDataSet, text: string, targets: number[], extra: Partial<FlagRow> = {}) =>
    rows.push({ set, text, targets, weight: 1, ...extra });
  // Their harmless rows are real people's everyday posts: harmless for every serious flag.
  const clear = { violence: 0, "self-harm": 0, extremism: 0 };
  for (const set of ["davidson", "hatexplain"] as const)
    for (const row of set === "davidson" ? davidson("train") : hateXplain("train"))
      add(
        set,
        row.text,
        targetsOf({ offensive: row.offensive, hate: row.hate, ...(row.offensive ? {} : clear) }),
        { label: row.label },
      );
  for (const row of measuringHate("train"))
    add(
      "mhs",
      row.text,
      targetsOf({
        offensive: row.positive,
        hate: row.positive ? MHS_HATE_TARGET : 0,
        ...(row.positive ? {} : clear),
      }),
      { label: row.positive ? 0 : 2 },
    );
  for (const row of toxicSpans("train")) {
    const marked = row.gold.length > 0;
    add(
      "spans",
      row.text,
      targetsOf({
        // Toxic by the original crowd, but where no majority marked any words it is mild or disputed.
        offensive: marked ? 1 : undefined,
        hate: row.subtypes.includes("identity_attack") ? 1 : undefined,
        violence: row.subtypes.includes("threat") ? 1 : marked ? 0 : undefined,
      }),
      { spans: row.gold },
    );
  }
  for (const row of openaiModeration("train"))
    add(
      "openai",
      row.text,
      targetsOf({
        offensive: row.harassment,
        hate: row.hate,
        violence: row.violence,
        "self-harm": row.selfHarm,
      }),
    );
  for (const [group, items] of Object.entries(FLAG_DEV_SET))
    for (const item of items)
      add(
        "flagdev",
        item.text,
        targetsOf({
          violence: item.flags.includes("violence"),
          "self-harm": item.flags.includes("self-harm"),
          extremism: item.flags.includes("extremism"),
          ...(group === "plain" ? { offensive: 0, hate: 0 } : {}),
        }),
      );
  for (const row of [
    ...seedToxicity().map((r) => ({ ...r, weight: SEED_WEIGHT })),
    ...seedToxicityRegister().map((r) => ({ ...r, weight: GENERATED_WEIGHT })),
  ])
    add("seed", row.text, targetsOf({ offensive: row.offensive, hate: row.hate }), { weight: row.weight });
  const benign = [
    ...tweetTopic("train").map((t) => t.text),
    ...Object.values(SEED_TOPICS).flatMap((s) => s.split("\n")),
    ...seedTopicPosts(GENERATED_TOPIC_POSTS).map((p) => p.text),
    ...shortTexts(),
  ];
  for (const text of benign) add("seed", text, ALL_CLEAR, { weight: GENERATED_WEIGHT, harmless: true });
  // A few lines against a gap the corpus left: each weighs as much as thirty written posts.
  for (const text of lines(HOBBY_SHOOTING)) add("seed", text, ALL_CLEAR, { weight: HARD_CASE_WEIGHT });
  for (const text of lines(CROWD_INSULTS))
    add("seed", text, targetsOf({ offensive: 1, hate: 0, violence: 0, "self-harm": 0, extremism: 0 }), {
      weight: HARD_CASE_WEIGHT,
    });
  return rows;
}

/**
 * Short harmless texts a report scores by the thousand: names, places and page categories
 * (`seed-short.ts`), the well-known accounts' names and handles, the topic keywords.
 */
function shortTexts(): string[] {
  const accounts = parseKnownAccounts(KNOWN_ACCOUNT_GROUPS.join("\n"));
  const handles = [...accounts.byHandle.keys()].map((key) => key.slice(key.indexOf(":") + 1));
  const keywords = Object.values(TOPIC_KEYWORDS).flatMap((list) => list.split("|"));
  return [...new Set([...shortHarmless(), ...accounts.entries.map((a) => a.name), ...handles, ...keywords])];
}

export function writtenRows(posts: readonly WrittenPost[]): FlagRow[] {
  return posts.map((post) => ({
    set: "written",
    text: post.text,
    targets: MODEL_FLAGS.map((flag) => Number(post.flags.includes(flag))),
    weight: 1,
    writer: post.writer,
  }));
}

/** Each set to its SET_MASS of Davidson's mass, benign rows of the three-class sets up to OFFENSIVE_PRIOR. */
export function balanceSets(rows: readonly FlagRow[], setMass: Record<FlagDataSet, number>): number[] {
  const offensive = MODEL_FLAGS.indexOf("offensive");
  const mass = (filter: (row: FlagRow) => boolean) =>
    rows.filter(filter).reduce((sum, row) => sum + row.weight, 0);
  const benignFactor = new Map<FlagDataSet, number>();
  for (const set of ["davidson", "hatexplain"] as const) {
    const hurtful = mass((r) => r.set === set && r.targets[offensive] === 1);
    const benign = mass((r) => r.set === set && r.targets[offensive] === 0);
    benignFactor.set(set, (hurtful / benign) * ((1 - OFFENSIVE_PRIOR) / OFFENSIVE_PRIOR));
  }
  const reweighted = rows.map((row) =>
    row.targets[offensive] === 0 && benignFactor.has(row.set)
      ? { ...row, weight: row.weight * (benignFactor.get(row.set) ?? 1) }
      : row,
  );
  const davidsonMass = reweighted.filter((r) => r.set === "davidson").reduce((sum, r) => sum + r.weight, 0);
  const scale = new Map<FlagDataSet, number>();
  for (const set of Object.keys(setMass) as FlagDataSet[]) {
    const total = reweighted.filter((r) => r.set === set).reduce((sum, r) => sum + r.weight, 0);
    scale.set(set, total > 0 ? (davidsonMass * setMass[set]) / total : 1);
  }
  return reweighted.map((row) => row.weight * (scale.get(row.set) ?? 1));
}
