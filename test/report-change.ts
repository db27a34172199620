import type { ChangedFlag, ReportChange } from "../worker/contracts/report";

/** The change a watched Jake Morrison report's re-screen finds: Violence & Threats, new on X. */
export const newViolence = (over: Partial<ChangedFlag> = {}): ChangedFlag => ({
  source: "tw",
  id: "violence",
  title: "Violence & Threats",
  change: "new",
  posts: 2,
  accounts: 0,
  items: ["p1", "p2"],
  ...over,
});

/** A version's change, with nothing changed unless `over` says so. */
export const reportChange = (over: Partial<ReportChange> = {}): ReportChange => ({
  version: 2,
  since: Date.UTC(2026, 10, 3),
  tracked: Date.UTC(2026, 10, 11),
  redFlags: [],
  interests: [],
  profiles: [],
  friends: [],
  ...over,
});
