import { z } from "zod";
import { toStateAbbr } from "../domain/states";
import {
  AGE_MAX,
  AGE_MIN,
  CREATE_MESSAGES,
  hasFirstAndLastName,
  OPT_OUT_FILE_MAX_BYTES,
  OPT_OUT_FILE_TYPES,
  OPT_OUT_MAX_LINKS,
} from "./create";
import { createSourceSchema, sourceSchema } from "./sources-enums";

/* Request schemas of the create flow and the opt-out form; server side only. Messages come from `./create`. */

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
    source: z.optional(sourceSchema),
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
    // A lone surrogate (a JSON `\ud800` escape) is no name, and no search URL can encode it.
    if (body.name === undefined || !hasFirstAndLastName(body.name) || /\p{Cs}/u.test(body.name)) {
      ctx.addIssue({ code: "custom", path: ["name"], message: CREATE_MESSAGES.nameOrUsername });
      return z.NEVER;
    }
    return { kind: "name" as const, name: body.name, age: body.age, state: body.state };
  });
export type CreateBody = z.input<typeof createBody>;
export type CreateRequest = z.output<typeof createBody>;

export const createIdParam = z.object({ id: z.string().min(1).max(64) });
export const createSourceParam = createIdParam.extend({ source: createSourceSchema });

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
  file: z
    .file()
    .max(OPT_OUT_FILE_MAX_BYTES, CREATE_MESSAGES.fileTooLarge)
    .mime([...OPT_OUT_FILE_TYPES], CREATE_MESSAGES.fileType)
    .optional(),
});
