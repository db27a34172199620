import type { toListItem } from "../../../../worker/api/v1/dashboard";

/** A report as the dashboard lists it: the API's own item shape. */
export type ReportListItem = ReturnType<typeof toListItem>;

/** "Emily Carter, 29, TX": the parts that are known. */
export function reportTitle(title: ReportListItem["title"]): string {
  return (
    [title.name, title.age, title.state].filter((part) => part !== null && part !== "").join(", ") || "Report"
  );
}
