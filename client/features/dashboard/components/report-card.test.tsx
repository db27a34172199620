import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import type { ReportListItem } from "../../../../worker/contracts/report";
import { ReportCard } from "./report-card";

const report: ReportListItem = {
  id: "r1",
  title: { name: "Jake Morrison", age: 34, state: "FL" },
  created: "2026-11-03T10:00:00.000Z",
  image: null,
  sources: ["ig", "tw"],
  public: false,
  status: "completed",
  unlocked: true,
  watch: null,
};

const render = (item: ReportListItem) =>
  renderToString(
    <ReportCard
      report={item}
      href="/report/r1"
      highlighted={false}
      onDeleted={() => undefined}
      onShareChange={() => undefined}
      onStatusChange={() => undefined}
    />,
  ).replaceAll("<!-- -->", "");

describe("ReportCard", () => {
  it("marks a watched report with its next check, and its last change once there was one", () => {
    const watched = render({
      ...report,
      watch: { every: "week", next: Date.UTC(2026, 11, 3), lastChange: null },
    });
    expect(watched).toContain("Watching · next check Dec 3");
    expect(watched).not.toContain("Last change");
    const changed = render({
      ...report,
      watch: { every: "week", next: Date.UTC(2026, 11, 3), lastChange: Date.UTC(2026, 10, 26) },
    });
    expect(changed).toContain("Last change Nov 26");
  });

  it("says nothing of watching for a report not watched", () => {
    expect(render(report)).not.toContain("Watching");
  });
});
