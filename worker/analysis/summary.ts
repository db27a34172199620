import { SOURCE_TITLES, type Source } from "../contracts/sources";
import {
  BACKGROUND_TOPIC,
  INTEREST_IDS,
  type InterestId,
  isInterest,
  isRedFlag,
  RED_FLAG_IDS,
  type RedFlagId,
} from "../domain/taxonomy";
import type { Coverage, SourceAnalysis } from "./report-analysis";

/**
 * The facts a summary may use, and nothing else: per source what loaded, which interests and
 * red flags were found and how often. Both the local summariser and the model prompt read these.
 */
export interface SummaryFacts {
  subject: string;
  sources: SourceFacts[];
}

export interface SourceFacts {
  source: Source;
  title: string;
  coverage: Coverage;
  interests: { id: InterestId; title: string; count: number }[];
  redflags: { id: RedFlagId; title: string; count: number }[];
}

export interface TopicTotal<Id extends string> {
  id: Id;
  title: string;
  count: number;
  sources: string[];
}

const MAX_INTERESTS = 5;

export function summaryFacts(subject: string, analyses: readonly SourceAnalysis[]): SummaryFacts {
  return {
    subject: subject.trim(),
    sources: analyses.map((analysis) => ({
      source: analysis.source,
      title: SOURCE_TITLES[analysis.source],
      coverage: analysis.coverage,
      // The catch-all topic says nothing about a person: never a headline.
      interests: analysis.interests.flatMap(({ id, title, count }) =>
        isInterest(id) && id !== BACKGROUND_TOPIC ? [{ id, title, count }] : [],
      ),
      redflags: analysis.interests.flatMap(({ id, title, count }) =>
        isRedFlag(id) ? [{ id, title, count }] : [],
      ),
    })),
  };
}

/** Totals across sources, most evidence first, ties in taxonomy order. */
function totals<Id extends InterestId | RedFlagId>(
  facts: SummaryFacts,
  pick: (source: SourceFacts) => { id: Id; title: string; count: number }[],
  order: readonly Id[],
): TopicTotal<Id>[] {
  const byId = new Map<Id, TopicTotal<Id>>();
  for (const source of facts.sources) {
    for (const item of pick(source)) {
      if (item.count <= 0) continue;
      const total = byId.get(item.id) ?? { id: item.id, title: item.title, count: 0, sources: [] };
      total.count += item.count;
      total.sources.push(source.title);
      byId.set(item.id, total);
    }
  }
  return [...byId.values()].sort((a, b) => b.count - a.count || order.indexOf(a.id) - order.indexOf(b.id));
}

export const interestTotals = (facts: SummaryFacts) => totals(facts, (s) => s.interests, INTEREST_IDS);
export const redFlagTotals = (facts: SummaryFacts) => totals(facts, (s) => s.redflags, RED_FLAG_IDS);

function list(items: readonly string[]): string {
  if (items.length <= 1) return items.join("");
  return `${items.slice(0, -1).join(", ")} and ${items.at(-1)}`;
}

const items = (count: number) => `${count} ${count === 1 ? "item" : "items"}`;

/** The list sections of a source, as summaries name them. */
export const SECTIONS = [
  { key: "followings", name: "followed accounts" },
  { key: "followers", name: "followers" },
  { key: "posts", name: "posts" },
] as const;

function missingSections(facts: SummaryFacts): string[] {
  return facts.sources.flatMap((source) => {
    const missing: string[] = SECTIONS.filter((section) => source.coverage[section.key] === "unloaded").map(
      (s) => s.name,
    );
    if (!source.coverage.profile) missing.unshift("the profile");
    return missing.length === 0 ? [] : [`${list(missing)} on ${source.title}`];
  });
}

/**
 * A short, neutral summary written from the facts alone: it names only the interests and red
 * flags the facts hold, with their counts, and says which sections could not be loaded.
 */
export function localSummary(facts: SummaryFacts): string {
  const name = facts.subject === "" ? "this person" : facts.subject;
  const reviewed = facts.sources.filter((s) => s.coverage.profile);
  if (reviewed.length === 0)
    return `No public profile of ${name} could be analysed, so this report has no findings.`;
  const sentences = [
    `This report reviews the public ${list(reviewed.map((s) => s.title))} ${
      reviewed.length === 1 ? "profile" : "profiles"
    } of ${name}.`,
  ];
  const interests = interestTotals(facts).slice(0, MAX_INTERESTS);
  sentences.push(
    interests.length === 0
      ? "No clear everyday interests were found in the loaded data."
      : `The most visible interests are ${list(interests.map((i) => `${i.title} (${items(i.count)})`))}.`,
  );
  const flags = redFlagTotals(facts);
  sentences.push(
    flags.length === 0
      ? "No red-zone content was found in the loaded data."
      : `Red-zone content was found: ${list(flags.map((f) => `${f.title} (${items(f.count)} on ${list(f.sources)})`))}.`,
  );
  const missing = missingSections(facts);
  if (missing.length > 0) sentences.push(`Some data could not be loaded: ${list(missing)}.`);
  sentences.push("These findings come from automated reading of public content and may contain mistakes.");
  return sentences.join(" ");
}

/** Words by which a text names each red flag (its title and the usual synonyms). */
const RED_FLAG_WORDS: Record<RedFlagId, RegExp> = {
  hate: /\bhate(ful)?\b|\bhatred\b|\bbigot|\bracis[mt]|\bhomophob|\bxenophob|\bmisogyn/i,
  offensive: /\boffensive\b|\bprofan|\binsult|\bvulgar|\bharass|\bswear|\bobscen/i,
  violence: /\bviolen|\bthreat/i,
  weapons: /\bweapons?\b|\bfirearms?\b|\bguns?\b|\brifles?\b|\bammunition\b/i,
  drugs: /\bdrugs?\b|\bnarcotic|\bmarijuana\b|\bcannabis\b|\bsubstance (use|abuse)\b/i,
  alcohol: /\balcohol|\bdrinking\b|\bdrunk|\bbooze\b|\bliquor\b/i,
  gambling: /\bgambl|\bbetting\b|\bcasinos?\b|\bwager/i,
  sexual: /\bsexual|\bexplicit\b|\badult content\b|\bporn|\bnsfw\b/i,
  "self-harm": /\bself[- ]?harm|\bsuicid|\bself[- ]?injur/i,
  extremism: /\bextremis|\bradicali[sz]|\bterroris/i,
};

/** Red flags a text names, in taxonomy order. The subject's own name is ignored ("Drew Casino"). */
export function namedRedFlags(text: string, subject = ""): RedFlagId[] {
  const name = subject.trim();
  const scrubbed = name === "" ? text : text.split(name).join(" ");
  return RED_FLAG_IDS.filter((id) => RED_FLAG_WORDS[id].test(scrubbed));
}

/** Red flags the text names that the report does not hold: any of them discredits the text. */
export function ungroundedRedFlags(text: string, facts: SummaryFacts): RedFlagId[] {
  const found = new Set(redFlagTotals(facts).map((f) => f.id));
  return namedRedFlags(text, facts.subject).filter((id) => !found.has(id));
}
