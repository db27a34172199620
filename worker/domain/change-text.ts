import type { ChangedFlag, ReportChange } from "../contracts/report";
import { SOURCE_TITLES } from "../contracts/sources";
import { monthDay } from "./dates";

/**
 * How a change between two versions is put in words: the report page's banner, the history and
 * the alert email read these, red flags first. No evidence text and no third party is ever named.
 */

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

function evidencePhrase({ posts, accounts }: Pick<ChangedFlag, "posts" | "accounts">): string {
  return [
    posts > 0 ? plural(posts, "post", "posts") : "",
    accounts > 0 ? plural(accounts, "followed account", "followed accounts") : "",
  ]
    .filter(Boolean)
    .join(" and ");
}

function flagPhrase(flag: ChangedFlag): string {
  const on = SOURCE_TITLES[flag.source];
  if (flag.change === "gone") return `red flag ${flag.title} no longer found on ${on}`;
  const evidence = evidencePhrase(flag);
  if (flag.change === "new") return `new red flag ${flag.title}${evidence ? `, ${evidence}` : ""} on ${on}`;
  return `red flag ${flag.title}: ${evidence} more on ${on}`;
}

function interestPhrase(interest: ReportChange["interests"][number]): string {
  const on = SOURCE_TITLES[interest.source];
  switch (interest.change) {
    case "new":
      return `new interest ${interest.title} on ${on}`;
    case "gone":
      return `interest ${interest.title} no longer found on ${on}`;
    default:
      return `${interest.title} ${interest.change} from ${interest.from} to ${interest.to} on ${on}`;
  }
}

function profilePhrase(profile: ReportChange["profiles"][number]): string {
  const which = `the ${SOURCE_TITLES[profile.source]} profile @${profile.username}`;
  if (profile.change === "private") return `${which} went private`;
  // Networks are asked by handle (none answers by id any more): a renamed account is gone from its handle.
  if (profile.change === "deleted") return `${which} was deleted or renamed`;
  return `${which} is now @${profile.to}`;
}

/** Each thing that changed, as a phrase starting in lower case, red flags first. */
export function changePhrases(change: ReportChange): string[] {
  return [
    ...change.redFlags.map(flagPhrase),
    ...change.profiles.map(profilePhrase),
    ...change.interests.map(interestPhrase),
    ...change.friends.map(
      (f) => `${plural(f.count, "new friend", "new friends")} on ${SOURCE_TITLES[f.source]}`,
    ),
  ];
}

/** The phrases as lines of a list: "New red flag Violence & Threats, 2 posts on X". */
export function changeLines(change: ReportChange): string[] {
  return changePhrases(change).map((phrase) => phrase.charAt(0).toUpperCase() + phrase.slice(1));
}

/** One line for a banner: "Since Nov 3: new red flag Violence & Threats, 2 posts on X (and 2 more changes)". */
export function changeHeadline(change: ReportChange): string {
  const [first, ...rest] = changePhrases(change);
  const more = rest.length > 0 ? ` (and ${plural(rest.length, "more change", "more changes")})` : "";
  return `Since ${monthDay(change.since)}: ${first ?? "nothing changed"}${more}`;
}
