import { WATCH_EVERY, type WatchEvery, type WatchState } from "../../../../worker/contracts/report";
import { shortDate } from "../../../lib/format";
import { EVERY_TEXT } from "../../../lib/watch-text";

/** A choice of how often to watch: the one in force is marked, and choosing it asks nothing. */
export type WatchChoice = { every: WatchEvery; label: string; current: boolean };

export function watchChoices(watch: WatchState | null): WatchChoice[] {
  return WATCH_EVERY.map((every) => ({ every, label: EVERY_TEXT[every], current: watch?.every === every }));
}

/** What a screen reader is told once watching started, changed or stopped. */
export function watchAnnouncement(watch: WatchState | null): string {
  if (watch === null) return "You stopped watching this report. It is no longer checked again.";
  return `You are watching this report ${EVERY_TEXT[watch.every].toLowerCase()}. The next check is on ${shortDate(watch.next)}; you get an email when something changes.`;
}
