import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import type { WatchListResponse } from "../../../../worker/contracts/report";
import { WatchedReports } from "./watched-reports";

const render = (items: WatchListResponse["items"]) =>
  renderToString(
    <WatchedReports items={items} reportUrl={(id) => `http://example.test/report/${id}`} />,
  ).replaceAll("<!-- -->", "");

describe("WatchedReports", () => {
  it("lists each watched report with its link, schedule and a Stop watching button", () => {
    const html = render([
      { id: "r1", name: "Jake Morrison", every: "week", next: Date.UTC(2026, 11, 3), lastChange: null },
      {
        id: "r2",
        name: "",
        every: "month",
        next: Date.UTC(2026, 11, 20),
        lastChange: Date.UTC(2026, 10, 26),
      },
    ]);
    expect(html).toContain('<a href="http://example.test/report/r1">Jake Morrison</a>');
    expect(html).toContain("Every week · next check Dec 3, 2026 · no change yet");
    expect(html).toMatch(/<button[^>]*aria-label="Stop watching Jake Morrison"[^>]*>Stop watching<\/button>/);
    expect(html).toContain('<a href="http://example.test/report/r2">Unnamed report</a>');
    expect(html).toContain("Every month · next check Dec 20, 2026 · last change Nov 26, 2026");
  });

  it("says how to watch a report when none is watched", () => {
    expect(render([])).toContain(
      "You watch no reports. Open a report and choose Watch this report to be told when something changes.",
    );
  });
});
