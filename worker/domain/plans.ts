export type PlanRow = { id: string; title: string; price: number; reports: number; period: "week" | "month" };
export type Plan = PlanRow & { savePerReport: number };

const cents = (value: number) => Math.round(value * 100) / 100;

/**
 * What each plan saves per report against the dearest per-report price in the list, in USD.
 * The dearest plan itself saves 0.
 */
export function withSavings(rows: PlanRow[]): Plan[] {
  const perReport = (p: PlanRow) => p.price / p.reports;
  const dearest = Math.max(0, ...rows.map(perReport));
  return rows.map((row) => ({ ...row, savePerReport: Math.max(0, cents(dearest - perReport(row))) }));
}
