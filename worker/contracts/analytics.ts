import { z } from "zod";

/** Where a logo click happened: the only labels `logo_click` takes (the spec's 'header'). */
const LOGO_CLICK_PLACES = ["header"] as const;

/**
 * The events the product records, each with the labels it takes: the one list `POST /events`
 * accepts and the browser's `track` is typed by. A paid checkout is labelled with its plan, never
 * with its session id.
 */
export const analyticsEventSchema = z.discriminatedUnion("name", [
  z.object({ name: z.literal("logo_click"), label: z.enum(LOGO_CLICK_PLACES) }),
  z.object({ name: z.literal("client_error"), label: z.string().max(200) }),
  z.object({ name: z.literal("checkout_complete"), label: z.string().regex(/^[\w-]{1,64}$/) }),
]);
export type AnalyticsEvent = z.infer<typeof analyticsEventSchema>["name"];
