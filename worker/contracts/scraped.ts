import { z } from "zod";
import { sourceSchema } from "./sources-enums";

/**
 * What a source connector hands over after loading one profile: the shapes the queue consumer
 * stores in the report's room and the analysis reads. Network-specific formats end at the connector.
 */
export const scrapedProfileSchema = z.object({
  source: sourceSchema,
  id: z.string(),
  username: z.string(),
  fullname: z.string(),
  bio: z.string(),
  image: z.string().nullable(),
  link: z.string(),
  isPrivate: z.boolean(),
  followers: z.number().int().nonnegative().nullable(),
  following: z.number().int().nonnegative().nullable(),
  posts: z.number().int().nonnegative().nullable(),
  /** Free-text location or region the profile shows, when any (e.g. "Austin, TX"). */
  location: z.string().nullable(),
});
export type ScrapedProfile = z.infer<typeof scrapedProfileSchema>;

/** An account the subject follows or is followed by. `category` is the network's own label, if any. */
export const scrapedAccountSchema = z.object({
  id: z.string(),
  username: z.string(),
  fullname: z.string(),
  bio: z.string(),
  category: z.string().nullable(),
  image: z.string().nullable(),
  link: z.string(),
});
export type ScrapedAccount = z.infer<typeof scrapedAccountSchema>;

export const scrapedPostSchema = z.object({
  id: z.string(),
  text: z.string(),
  /** Epoch milliseconds. */
  created: z.number().int(),
  link: z.string(),
  /**
   * Set when the post re-shares someone else's (an X retweet): the text is that author's words,
   * evidence of what the subject shares but never of how they write. Absent on their own posts.
   */
  shared: z.object({ username: z.string() }).optional(),
});
export type ScrapedPost = z.infer<typeof scrapedPostSchema>;

/** One section (followings, followers or posts) and whether it could be loaded at all. */
export type Loaded<T> = { status: "loaded"; items: T[] } | { status: "unloaded"; reason: string; items: T[] };
