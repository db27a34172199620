import type { WatchEvery, WatchState } from "../../worker/contracts/report";
import { monthDay, shortDate } from "./format";

/** How often a watched report is screened again, as a choice names it. */
export const EVERY_TEXT = {
  week: "Every week",
  month: "Every month",
} as const satisfies Record<WatchEvery, string>;

/** The report page's line: "Watching every week · next check Dec 3, 2026 · last change Nov 26". */
export function watchingText(watch: WatchState): string {
  return [
    `Watching ${EVERY_TEXT[watch.every].toLowerCase()}`,
    `next check ${shortDate(watch.next)}`,
    watch.lastChange !== null ? `last change ${monthDay(watch.lastChange)}` : "",
  ]
    .filter(Boolean)
    .join(" · ");
}

/** A dashboard card's lines: "Watching · next check Dec 3", and "Last change Nov 26" once there was one. */
export function watchCardText(watch: WatchState): { next: string; lastChange: string | null } {
  return {
    next: `Watching · next check ${monthDay(watch.next)}`,
    lastChange: watch.lastChange !== null ? `Last change ${monthDay(watch.lastChange)}` : null,
  };
}

/** A settings row's facts: "Every week · next check Dec 3, 2026 · last change Nov 26, 2026" (or no change yet). */
export function watchFacts(watch: WatchState): string {
  const last = watch.lastChange !== null ? `last change ${shortDate(watch.lastChange)}` : "no change yet";
  return `${EVERY_TEXT[watch.every]} · next check ${shortDate(watch.next)} · ${last}`;
}
