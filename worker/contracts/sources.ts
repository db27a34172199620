import { z } from "zod";

/** Every network the product knows; `li` is listed but cannot start a report (the spec's rule). */
export const SOURCES = ["ig", "fb", "tt", "tw", "li"] as const;
export const sourceSchema = z.enum(SOURCES);
export type Source = z.infer<typeof sourceSchema>;

export const CREATE_SOURCES = ["ig", "fb", "tw", "tt"] as const satisfies readonly Source[];
export const createSourceSchema = z.enum(CREATE_SOURCES);
export type CreateSource = z.infer<typeof createSourceSchema>;

/** Sources whose candidates get the bad-reason check. */
export const BAD_REASON_CHECKED_SOURCES = ["ig", "fb"] as const satisfies readonly Source[];

export const SOURCE_TITLES: Record<Source, string> = {
  ig: "Instagram",
  fb: "Facebook",
  tt: "TikTok",
  tw: "X",
  li: "LinkedIn",
};

export const BAD_REASONS = [
  "notFound",
  "private",
  "unmapped",
  "zeroFollows",
  "unloaded",
  "optOut",
  "unexpected",
] as const;
export const badReasonSchema = z.enum(BAD_REASONS);
export type BadReason = z.infer<typeof badReasonSchema>;
