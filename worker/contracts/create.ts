import type { Band } from "../domain/matching";
import type { Page } from "./paging";
import type { ReportStatus } from "./report-events";
import type { BadReason, CreateSource, Source } from "./sources";

/**
 * The create flow (API.md "Create" rows) and the opt-out form: the spec's messages, limits and
 * response types, zod-free so the browser can import them. The request schemas live in
 * `./create-schema` (server side only).
 */
export const CREATE_MESSAGES = {
  invalidLink: "Invalid Profile URL",
  nameNotFound: "Name not found",
  nameOrUsername:
    "Please enter first and last name, or click the appropriate social network icon to enter username",
  selectAccounts: "Please select accounts to report",
  deletePrivate: "Please delete private account from the list before continue",
  profileNotFound: "Profile not found",
  invalidAge: "Age must be between 13 and 120",
  invalidState: "Please choose a state from the list",
  notDraft: "This report has already been generated",
  fillForm: "Please fill out the form",
  invalidEmail: "Invalid email address",
  fileTooLarge: "The file is too large (5 MB at most)",
  fileType: "The file must be an image or a PDF",
} as const;

export const AGE_MIN = 13;
export const AGE_MAX = 120;

/** A name must carry a first and a last name: two words of at least one letter each. */
export function hasFirstAndLastName(name: string): boolean {
  return (
    name
      .trim()
      .split(/\s+/)
      .filter((w) => /\p{L}/u.test(w)).length >= 2
  );
}

export type CreateResponse = { id: string };

/** API.md's Profile: a network account as candidates and reports show it. */
export type Profile = {
  id: string;
  username: string;
  fullname: string;
  /** `sig/<hash>` (an R2 key served by `/img`), or null when there is no picture. */
  image: string | null;
  imageNotLoaded: boolean;
  source: Source;
  link: string;
  /** Followers, when the network shows them. */
  count: number | null;
  badReason: BadReason | null;
  /** True when the reason comes from the profile itself, false when only a search page hinted it. */
  badReasonConfirmed: boolean;
};

/** API.md's Profile, plus how well it matches the search and whether it is selected. */
export type CandidateProfile = Profile & {
  /** 0..1; username lookups are 1. */
  confidence: number;
  /** `low` candidates belong behind "show more". */
  band: Band;
  reasons: string[];
  selected: boolean;
};

/**
 * Per source: `loaded` searched fine, `unloaded` the network failed (the list may be empty;
 * searching by username still works), `idle` not searched (a username report searches one source).
 */
export type CandidateSourceStatus = "loaded" | "unloaded" | "idle";

export type CandidatePage = Page<CandidateProfile> & { status: CandidateSourceStatus };

export type CreateTitle = { name: string; age: number | null; state: string | null };

/** `GET /create/{id}?limit`: every creatable source, `limit` candidates each. */
export type CreateReportResponse = {
  id: string;
  title: CreateTitle;
  status: ReportStatus;
  sources: Record<CreateSource, CandidatePage>;
};

/** `GET /create/{id}/{source}?limit&offset`. */
export type CreateSourceResponse = CandidatePage;

/** `POST /create/{id}/{source}/search`: the profile looked up (bad reason included), stored as a candidate. */
export type CreateSearchResponse = { items: CandidateProfile[] };

/** `POST /create/{id}/{source}/add`: the added profile; `next` only when asked for. */
export type CreateAddResponse = CandidateProfile & { next?: CandidateProfile | null };

/** `POST /create/{id}/confirm`: the report's selection as stored. */
export type CreateConfirmResponse = { id: string; status: ReportStatus; profiles: CandidateProfile[] };

export const OPT_OUT_FILE_MAX_BYTES = 5 * 1024 * 1024;
export const OPT_OUT_FILE_TYPES = [
  "image/jpeg",
  "image/png",
  "image/webp",
  "image/gif",
  "image/heic",
  "application/pdf",
] as const;
export const OPT_OUT_MAX_LINKS = 20;

export type OptOutResponse = { id: string };
