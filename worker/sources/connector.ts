import type { ScrapedAccount, ScrapedPost, ScrapedProfile } from "../contracts/scraped";
import type { Source } from "../contracts/sources";
import { badReasonOf, type FoundPerson } from "../domain/candidates";

/**
 * The one interface every network connector implements, and the outcomes it answers with.
 * Connectors never throw for anything a network sends: every answer maps to an outcome.
 */

/**
 * Worth retrying later: the network refused or stalled, it did not say "no such person".
 * `staleQueryId`: X no longer knows the query id we sent; retries fail until it is updated.
 */
export type RetryCause = "rateLimited" | "loginWall" | "blocked" | "upstream" | "timeout" | "staleQueryId";

export type Failure =
  | { kind: "retryable"; cause: RetryCause; detail: string; retryAfterMs: number | null }
  /** The answer's shape is not one we know: the network changed, a parser must follow. */
  | { kind: "unexpected"; detail: string };

export type ProfileOutcome =
  | { kind: "found" | "private" | "zeroFollows"; profile: ScrapedProfile }
  | { kind: "notFound"; detail: string }
  | Failure;

export type PageOutcome<T> =
  | { kind: "page"; items: T[]; next: string | null }
  /** The list exists but the account hides it. */
  | { kind: "private" }
  /** This network does not offer the list without a session (or at all). */
  | { kind: "unsupported"; detail: string }
  | { kind: "notFound"; detail: string }
  | Failure;

/** A person a name search offered: the found person, with the bio and place matching reads too. */
export interface Candidate extends FoundPerson {
  bio: string | null;
  location: string | null;
}

/** How a chosen profile is addressed again: the network's stable id, and the handle. */
export interface ProfileRef {
  id: string;
  username: string;
}

export interface SourceConnector {
  readonly source: Source;
  /** A username or profile link as a user typed it. */
  findByUsername(input: string): Promise<ProfileOutcome>;
  searchByName(name: string, cursor?: string | null): Promise<PageOutcome<Candidate>>;
  /** A known profile, by its stable id where the network allows (handles can change). */
  loadProfile(ref: ProfileRef): Promise<ProfileOutcome>;
  loadFollowings(ref: ProfileRef, cursor?: string | null): Promise<PageOutcome<ScrapedAccount>>;
  loadFollowers(ref: ProfileRef, cursor?: string | null): Promise<PageOutcome<ScrapedAccount>>;
  loadPosts(ref: ProfileRef, cursor?: string | null): Promise<PageOutcome<ScrapedPost>>;
}

export function retryable(cause: RetryCause, detail: string, retryAfterMs: number | null = null): Failure {
  return { kind: "retryable", cause, detail, retryAfterMs };
}

export function unexpected(detail: string): Failure {
  return { kind: "unexpected", detail };
}

export function notFound(detail: string): { kind: "notFound"; detail: string } {
  return { kind: "notFound", detail };
}

export function isFailure<T extends object>(value: T | Failure): value is Failure {
  return "kind" in value && (value.kind === "retryable" || value.kind === "unexpected");
}

export function profileOutcome(profile: ScrapedProfile): ProfileOutcome {
  const reason = badReasonOf(profile);
  return {
    kind: reason === "private" ? "private" : reason === "zeroFollows" ? "zeroFollows" : "found",
    profile,
  };
}

export function candidateOf(profile: ScrapedProfile): Candidate {
  const { source, id, username, fullname, image, link, bio, location, isPrivate, followers, following } =
    profile;
  return { source, id, username, fullname, image, link, bio, location, isPrivate, followers, following };
}
