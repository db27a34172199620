/**
 * The 14 public example reports. They open un-blurred for anyone and their pages are canonical on
 * the landing host; the ids are fixed because links to them are published.
 */
export const EXAMPLE_REPORT_IDS = [
  "ex7q2m9k4d1a",
  "ex3h8n5r2w6c",
  "ex9t4b7v1p3e",
  "ex2k6f8j5s9g",
  "ex5w1c3x8m7h",
  "ex8d4g2z6q1j",
  "ex1r7y5n3b8k",
  "ex6m3p9t2f4l",
  "ex4v8s1k7c5n",
  "ex0j2h6w4r9p",
  "ex7b5e3q8y2s",
  "ex3x9m1d6t7u",
  "ex9c2r4g8k1w",
  "ex5n6a7f3z0y",
] as const;

const exampleIds = new Set<string>(EXAMPLE_REPORT_IDS);

export function isExampleReportId(id: string): boolean {
  return exampleIds.has(id);
}
