import { z } from "zod";

/* Request schemas of the offer and subscription endpoints; server side only. */

/** `GET /offer/{hash}`: an offer's code; one that cannot be a code is no offer. */
export const offerParam = z.object({ hash: z.string().regex(/^[\w-]{1,64}$/, "Offer not found") });

/** `POST /subscription/start/{planId}`: any plan id that is not on sale, however it looks, is an unknown plan (404). */
export const planParam = z.object({ planId: z.string() });
