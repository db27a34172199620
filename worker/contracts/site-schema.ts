import { z } from "zod";
import type { Consent } from "./site";

/* The cookie consent request schema; server side only. */

/** `POST /cookies`: the visitor's choice, the `accepted` of the `Consent` it answers (checked at compile time). */
export const consentBody = z.object({
  accepted: z.boolean({ error: "accepted must be true or false" }),
}) satisfies z.ZodType<Pick<Consent, "accepted">>;
