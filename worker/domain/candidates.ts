import type { CandidateProfile } from "../contracts/create";
import type { BadReason, Source } from "../contracts/sources";
import type { Match } from "./matching";
import { profileUrl } from "./profile-link";

/**
 * Candidates of the create flow as stored: what a search or a username lookup found, with the
 * bad reason known at search time and the match's confidence. Pure: the caller fetches and stores.
 * The page's `CandidateProfile` before it is stored: the network's id and picture address instead
 * of the copied picture, and no selection yet.
 */
export type CandidateRecord = Omit<CandidateProfile, "id" | "image" | "imageNotLoaded" | "selected"> & {
  profileId: string;
  /** The network's picture address, to copy; never shown. */
  remoteImage: string | null;
};

/**
 * What a network showed about a person: a search result or a loaded profile. Search pages show
 * less than a profile, so more is nullable.
 */
export interface FoundPerson {
  source: Source;
  id: string;
  username: string;
  fullname: string;
  image: string | null;
  link: string;
  isPrivate: boolean | null;
  followers: number | null;
  following: number | null;
}

/**
 * The bad reason a profile carries at search time (API.md): private, or following nobody (a
 * report is built from whom a person follows). Unknown counts are no evidence.
 */
export function badReasonOf(profile: Pick<FoundPerson, "isPrivate" | "following">): BadReason | null {
  if (profile.isPrivate === true) return "private";
  if (profile.following === 0) return "zeroFollows";
  return null;
}

function record(person: FoundPerson, fields: Pick<CandidateRecord, "confidence" | "band" | "reasons">) {
  return {
    source: person.source,
    profileId: person.id,
    username: person.username.toLowerCase(),
    fullname: person.fullname,
    remoteImage: person.image,
    link: person.link,
    count: person.followers,
    ...fields,
  };
}

/** A ranked name-search result; a search page's hints are not confirmed until the profile is loaded. */
export function fromMatch(match: Match<FoundPerson>): CandidateRecord {
  const { candidate, score, band, reasons } = match;
  return {
    ...record(candidate, { confidence: score, band, reasons }),
    badReason: badReasonOf(candidate),
    badReasonConfirmed: false,
  };
}

/** A profile found by its username: the person asked for by name, so fully confident. */
export function fromProfile(person: FoundPerson): CandidateRecord {
  return {
    ...record(person, { confidence: 1, band: "high", reasons: ["found by username"] }),
    badReason: badReasonOf(person),
    badReasonConfirmed: true,
  };
}

/**
 * A username whose lookup failed: kept, so adding it later retries. `unexpected`: the network
 * answered in a shape no parser knows.
 */
export function unavailableCandidate(
  source: Source,
  username: string,
  reason: "unloaded" | "unexpected",
): CandidateRecord {
  return placeholder(source, username, reason, false, "could not be loaded, try adding it again");
}

export function notFoundCandidate(source: Source, username: string): CandidateRecord {
  return placeholder(source, username, "notFound", true, "no such profile");
}

/** An opted-out person shows only as such: no name, picture or counts of theirs. */
export function optedOut(candidate: CandidateRecord): CandidateRecord {
  return {
    ...candidate,
    fullname: candidate.username,
    remoteImage: null,
    count: null,
    badReason: "optOut",
    badReasonConfirmed: true,
    reasons: ["opted out of search"],
  };
}

export function optedOutCandidate(source: Source, username: string): CandidateRecord {
  return optedOut(placeholder(source, username, "optOut", true, ""));
}

function placeholder(
  source: Source,
  username: string,
  badReason: BadReason,
  badReasonConfirmed: boolean,
  reason: string,
): CandidateRecord {
  return {
    source,
    profileId: username,
    username,
    fullname: username,
    remoteImage: null,
    link: profileUrl(source, username),
    count: null,
    badReason,
    badReasonConfirmed,
    // The username the person typed: shown with the best matches, never behind "Show more".
    confidence: 1,
    band: "high",
    reasons: [reason],
  };
}

/**
 * What each bad reason means for the create flow, in one place: which candidates are preselected,
 * which may be selected, which stop confirm, which are looked up again, which generation skips.
 */

/** The page preselects a source's best candidate only when it is a clear, usable match. */
export function isPreselected(candidate: CandidateRecord, rank: number): boolean {
  return rank === 0 && candidate.band === "high" && candidate.badReason === null;
}

/**
 * Adding selects a profile unless its person opted out. A failing one is selected all the same:
 * generation retries it and, failing again, reports it `unloaded` (API.md).
 */
export function isSelectable(candidate: { badReason: BadReason | null }): boolean {
  return candidate.badReason !== "optOut";
}

/** A lookup that failed (the network refused, or answered in a shape no parser knows): no list to show. */
export function lookupFailed(badReason: BadReason | null): boolean {
  return badReason === "unloaded" || badReason === "unexpected";
}

/** Stored candidates whose lookup is worth repeating when added: it failed, or found nobody (then 404). */
const LOOKED_UP_AGAIN: ReadonlySet<BadReason> = new Set(["notFound", "unloaded", "unexpected"]);

export function isLookedUpAgain(badReason: BadReason | null): boolean {
  return badReason !== null && LOOKED_UP_AGAIN.has(badReason);
}

/** Selected profiles with nothing to load: they never reach a scrape job. */
const NOTHING_TO_LOAD: ReadonlySet<BadReason> = new Set(["notFound", "optOut"]);

export function hasNothingToLoad(badReason: BadReason | null): boolean {
  return badReason !== null && NOTHING_TO_LOAD.has(badReason);
}

/** The spec's bad-reason check list: the networks whose private profiles cannot be reported. */
const PRIVACY_CHECKED: ReadonlySet<Source> = new Set(["ig", "fb"]);

/**
 * Whether a selected profile stops confirm (API.md): only a private Instagram or Facebook one.
 * The rest are accepted: a private TikTok or X profile shows as "private: not analysed", a failing
 * one is retried by generation (and ends `unloaded`), a missing or opted-out one is skipped.
 */
export function blocksConfirm(candidate: { source: Source; badReason: BadReason | null }): boolean {
  return candidate.badReason === "private" && PRIVACY_CHECKED.has(candidate.source);
}
