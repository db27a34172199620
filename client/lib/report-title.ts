/** Who a report is about, as searched: any part may be unknown. */
type ReportSubject = { name: string | null; age: number | null; state: string | null };

/** "Emily Carter, 29, TX": the parts that are known; "Report" when none is. */
export function reportTitle(title: ReportSubject): string {
  return (
    [title.name, title.age, title.state].filter((part) => part !== null && part !== "").join(", ") || "Report"
  );
}
