/**
 * Whole seconds from `nowMs` until an ISO time, 0 once it has passed (or for a time that is no
 * time), never more than `atMost` (the browser's clock may lag the server's that set the time).
 */
export function secondsUntil(isoTime: string, nowMs: number, atMost = Number.POSITIVE_INFINITY): number {
  const at = Date.parse(isoTime);
  return Number.isFinite(at) ? Math.min(atMost, Math.max(0, Math.floor((at - nowMs) / 1000))) : 0;
}

const two = (value: number) => String(value).padStart(2, "0");

/** Up to this many hours the clock counts hours (a day's offer reads 24:00:00); beyond, days go in front. */
const CLOCK_HOURS = 100;

/** A countdown as a clock, `HH:MM:SS`; a long one has whole days in front (`5d 02:03:04`). */
export function formatCountdown(totalSeconds: number): string {
  const seconds = Math.max(0, Math.floor(totalSeconds));
  const hours = Math.floor(seconds / 3600);
  const rest = `${two(Math.floor((seconds % 3600) / 60))}:${two(seconds % 60)}`;
  if (hours < CLOCK_HOURS) return `${two(hours)}:${rest}`;
  return `${Math.floor(hours / 24)}d ${two(hours % 24)}:${rest}`;
}

/** The same span in words, for screen readers: "23 hours 5 minutes". */
export function describeCountdown(totalSeconds: number): string {
  const seconds = Math.max(0, Math.floor(totalSeconds));
  const parts: [number, string][] = [
    [Math.floor(seconds / 86_400), "day"],
    [Math.floor((seconds % 86_400) / 3600), "hour"],
    [Math.floor((seconds % 3600) / 60), "minute"],
  ];
  const words = parts.filter(([n]) => n > 0).map(([n, unit]) => `${n} ${unit}${n === 1 ? "" : "s"}`);
  return words.length ? words.join(" ") : "less than a minute";
}
