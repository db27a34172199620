/** Console output shared by the trainers: percentages, timed log lines, flag figure rows. */
import type { FlagFigures } from "./written";

const started = Date.now();

export function pct(x: number | undefined): number {
  return Math.round((x ?? 0) * 1000) / 10;
}

export function log(message: string) {
  console.log(`[${((Date.now() - started) / 1000).toFixed(1)}s] ${message}`);
}

/** Per-flag figures printed as a table row. */
export function figuresLine(name: string, figures: FlagFigures): string {
  const threshold = Number.isNaN(figures.threshold) ? "nested" : `threshold ${figures.threshold.toFixed(2)}`;
  return `  ${name.padEnd(12)} ${threshold.padEnd(15)}  precision ${String(pct(figures.precision)).padStart(5)}  recall ${String(pct(figures.recall)).padStart(5)}  everyday flagged ${String(pct(figures.everydayFalse)).padStart(4)} %  own hard negatives flagged ${String(pct(figures.hardNegativeFalse)).padStart(5)} %  (${figures.positives} positives)`;
}
