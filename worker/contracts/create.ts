import * as z from "zod/mini";
import type { Band } from "../domain/matching";
import { pageSchema } from "./paging";
import { reportStatusSchema } from "./report-events";
import { badReasonSchema, createSourceSchema, sourceSchema } from "./sources-enums";

/**
 * The create flow (API.md "Create" rows) and the opt-out form: the spec's messages, limits and
 * answer schemas (handlers `satisfies` their types, the client parses with them). The request
 * schemas live in `./create-schema` (server side only).
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

/** `POST /create`. */
export const createResponseSchema = z.object({ id: z.string() });
export type CreateResponse = z.infer<typeof createResponseSchema>;

/** API.md's Profile: a network account as candidates and reports show it. */
export const profileSchema = z.object({
  id: z.string(),
  username: z.string(),
  fullname: z.string(),
  /** `sig/<hash>` (an R2 key served by `/img`), or null when there is no picture. */
  image: z.nullable(z.string()),
  imageNotLoaded: z.boolean(),
  source: sourceSchema,
  link: z.string(),
  /** Followers, when the network shows them. */
  count: z.nullable(z.number()),
  badReason: z.nullable(badReasonSchema),
  /** True when the reason comes from the profile itself, false when only a search page hinted it. */
  badReasonConfirmed: z.boolean(),
});
export type Profile = z.infer<typeof profileSchema>;

/** API.md's Profile, plus how well it matches the search and whether it is selected. */
const candidateProfileSchema = z.extend(profileSchema, {
  /** 0..1; username lookups are 1. */
  confidence: z.number(),
  /** `low` candidates belong behind "show more". */
  band: z.enum(["high", "medium", "low"]) satisfies z.ZodMiniType<Band>,
  reasons: z.array(z.string()),
  selected: z.boolean(),
});
export type CandidateProfile = z.infer<typeof candidateProfileSchema>;

/**
 * Per source: `loaded` searched fine, `unloaded` the network failed (the list may be empty;
 * searching by username still works), `idle` not searched (a username report searches one source).
 */
const candidateSourceStatusSchema = z.enum(["loaded", "unloaded", "idle"]);
export type CandidateSourceStatus = z.infer<typeof candidateSourceStatusSchema>;

const candidatePageSchema = z.extend(pageSchema(candidateProfileSchema), {
  status: candidateSourceStatusSchema,
});
export type CandidatePage = z.infer<typeof candidatePageSchema>;

/** Who a report is about, as searched. */
export const reportTitleSchema = z.object({
  name: z.string(),
  age: z.nullable(z.number()),
  state: z.nullable(z.string()),
});
export type CreateTitle = z.infer<typeof reportTitleSchema>;

/** `GET /create/{id}?limit`: every creatable source, `limit` candidates each. */
export const createReportResponseSchema = z.object({
  id: z.string(),
  title: reportTitleSchema,
  status: reportStatusSchema,
  sources: z.record(createSourceSchema, candidatePageSchema),
});
export type CreateReportResponse = z.infer<typeof createReportResponseSchema>;

/** `GET /create/{id}/{source}?limit&offset`. */
export const createSourceResponseSchema = candidatePageSchema;
export type CreateSourceResponse = CandidatePage;

/** `POST /create/{id}/{source}/search`: the profile looked up (bad reason included), stored as a candidate. */
export const createSearchResponseSchema = z.object({ items: z.array(candidateProfileSchema) });
export type CreateSearchResponse = z.infer<typeof createSearchResponseSchema>;

/** `POST /create/{id}/{source}/add`: the added profile; `next` only when asked for. */
export const createAddResponseSchema = z.extend(candidateProfileSchema, {
  next: z.optional(z.nullable(candidateProfileSchema)),
});
export type CreateAddResponse = z.infer<typeof createAddResponseSchema>;

/** `POST /create/{id}/confirm`: the report's selection as stored. */
export const createConfirmResponseSchema = z.object({
  id: z.string(),
  status: reportStatusSchema,
  profiles: z.array(candidateProfileSchema),
});
export type CreateConfirmResponse = z.infer<typeof createConfirmResponseSchema>;

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

/** `POST /optout`. */
export const optOutResponseSchema = z.object({ id: z.string() });
export type OptOutResponse = z.infer<typeof optOutResponseSchema>;
