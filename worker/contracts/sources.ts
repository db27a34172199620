/**
 * The networks' vocabulary: lists, titles and guards. The zod enums built from these lists live
 * in `./sources-enums`.
 */

/** Every network the product knows; `li` is listed but cannot start a report (the spec's rule). */
export const SOURCES = ["ig", "fb", "tt", "tw", "li"] as const;
export type Source = (typeof SOURCES)[number];

export const CREATE_SOURCES = ["ig", "fb", "tw", "tt"] as const satisfies readonly Source[];
export type CreateSource = (typeof CREATE_SOURCES)[number];

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
export type BadReason = (typeof BAD_REASONS)[number];

/** True for a known network code. */
export function isSource(value: unknown): value is Source {
  return (SOURCES as readonly unknown[]).includes(value);
}

/** True for a network a report can start from. */
export function isCreateSource(value: unknown): value is CreateSource {
  return (CREATE_SOURCES as readonly unknown[]).includes(value);
}
