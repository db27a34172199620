import type { BadReason } from "../../worker/contracts/sources";

/** How a profile's bad reason reads on a badge, wherever profiles are listed. */
export const BAD_REASON_LABELS: Record<BadReason, string> = {
  private: "Private account",
  notFound: "Not found",
  // A report is built from whom a person follows: this profile follows nobody.
  zeroFollows: "Follows nobody",
  optOut: "Opted out",
  unloaded: "Could not load",
  unmapped: "Unsupported profile",
  unexpected: "Unexpected response",
};

/** Follower counts as networks show them: 1.2K, 3.4M. */
export const followersFormat = new Intl.NumberFormat("en-US", {
  notation: "compact",
  maximumFractionDigits: 1,
});
