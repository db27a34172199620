import { z } from "zod";
import type { Band } from "../domain/matching";
import { toStateAbbr } from "../domain/states";
import type { Page } from "./paging";
import type { ReportStatus } from "./report-events";
import { type BadReason, type CreateSource, createSourceSchema, type Source, sourceSchema } from "./sources";

/**
 * The create flow (API.md "Create" rows) and the opt-out form: request schemas, response types
 * and the spec's messages. The create page and the opt-out page import from here only.
 */
export const CREATE_MESSAGES = {
  invalidLink: "Invalid Profile URL",
  nameNotFound: "Name not found",
  nameOrUsername:
    "Please enter first and last name, or click the appropriate social network icon to enter username",
  selectAccounts: "Please select accounts to report",
  deletePrivate: "Please delete private account from the list before continue",
  deleteOptOut: "Please delete opted-out account from the list before continue",
  deleteNotFound: "Please delete not found account from the list before continue",
  deleteUnavailable: "Please delete unavailable account from the list before continue",
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

const usernameField = z
  .string({ error: CREATE_MESSAGES.invalidLink })
  .trim()
  .min(1, CREATE_MESSAGES.invalidLink)
  .max(500, CREATE_MESSAGES.invalidLink);

/** The form sends "" for an empty optional field. */
const ageField = z
  .union([
    z.literal("").transform(() => null),
    z.null(),
    z.coerce.number({ error: CREATE_MESSAGES.invalidAge }),
  ])
  .optional()
  .transform((v) => v ?? null)
  .refine(
    (v) => v === null || (Number.isInteger(v) && v >= AGE_MIN && v <= AGE_MAX),
    CREATE_MESSAGES.invalidAge,
  );

const stateField = z
  .string({ error: CREATE_MESSAGES.invalidState })
  .nullish()
  .transform((v, ctx) => {
    if (v === null || v === undefined || v.trim() === "") return null;
    const abbr = toStateAbbr(v);
    if (!abbr) ctx.addIssue({ code: "custom", message: CREATE_MESSAGES.invalidState });
    return abbr ?? null;
  });

/**
 * `{ source, username }` or `{ name, age?, state? }`. `username` may be a bare username (taken on
 * `source`) or a profile link (its network decides the source); the handler parses it with the
 * shared parser, so one message covers both. Neither form answers the spec's "name or username".
 */
export const createBody = z
  .object({
    source: sourceSchema.optional(),
    username: usernameField.optional(),
    name: z
      .string({ error: CREATE_MESSAGES.nameOrUsername })
      .trim()
      .max(200, CREATE_MESSAGES.nameOrUsername)
      .optional(),
    age: ageField,
    state: stateField,
  })
  .transform((body, ctx) => {
    if (body.username !== undefined) {
      return { kind: "username" as const, source: body.source ?? null, username: body.username };
    }
    if (body.name === undefined || !hasFirstAndLastName(body.name)) {
      ctx.addIssue({ code: "custom", path: ["name"], message: CREATE_MESSAGES.nameOrUsername });
      return z.NEVER;
    }
    return { kind: "name" as const, name: body.name, age: body.age, state: body.state };
  });
export type CreateBody = z.input<typeof createBody>;
export type CreateRequest = z.output<typeof createBody>;

export type CreateResponse = { id: string };

export const createIdParam = z.object({ id: z.string().min(1).max(64) });
export const createSourceParam = z.object({
  id: z.string().min(1).max(64),
  source: createSourceSchema,
});

/** Username or profile link, looked up on the path's source. */
export const createSearchBody = z.object({ query: usernameField });

/**
 * Adds a profile to the report's candidates of that source and selects it. `id` is a candidate
 * id from the lists or a search answer, or a username or profile link. `unloaded` asks for a
 * fresh load (the page could not show it); `imageUnloaded` tells that its picture failed in the
 * browser (the picture is copied again); `next` asks for the best remaining candidate as well.
 */
export const createAddBody = z.object({
  id: z.string({ error: CREATE_MESSAGES.profileNotFound }).trim().min(1).max(500),
  unloaded: z.boolean().optional(),
  imageUnloaded: z.boolean().optional(),
  next: z.boolean().optional(),
});

export const createConfirmBody = z.object({
  profiles: z
    .array(z.object({ source: createSourceSchema, id: z.string().min(1).max(500) }), {
      error: CREATE_MESSAGES.selectAccounts,
    })
    .max(50),
});

/** API.md's Profile, plus how well it matches the search and whether it is selected. */
export type CandidateProfile = {
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

/**
 * `POST /optout` (multipart): `name`, `email`, `links` (repeat the field, or several links on
 * separate lines of one value), optional `reason`, optional `file`. Each link is parsed by the
 * shared parser; any invalid one answers 'Invalid Profile URL'.
 */
export const optOutFields = z.object({
  name: z.string({ error: CREATE_MESSAGES.fillForm }).trim().min(1, CREATE_MESSAGES.fillForm).max(200),
  email: z
    .string({ error: CREATE_MESSAGES.invalidEmail })
    .trim()
    .max(254, CREATE_MESSAGES.invalidEmail)
    .toLowerCase()
    .pipe(z.email({ error: CREATE_MESSAGES.invalidEmail })),
  links: z
    .array(z.string().max(500, CREATE_MESSAGES.invalidLink), { error: CREATE_MESSAGES.invalidLink })
    .min(1, CREATE_MESSAGES.invalidLink)
    .max(OPT_OUT_MAX_LINKS, CREATE_MESSAGES.invalidLink),
  reason: z.string().trim().max(2000).optional(),
});

export type OptOutResponse = { id: string };
