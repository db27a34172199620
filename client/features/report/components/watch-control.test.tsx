import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import type { WatchState } from "../../../../worker/contracts/report";
import { WatchControl } from "./watch-control";

const render = (watch: WatchState | null) =>
  renderToString(<WatchControl reportId="r1" watch={watch} onChange={() => undefined} />).replaceAll(
    "<!-- -->",
    "",
  );

describe("WatchControl", () => {
  it("offers to watch a report not watched, the choice of how often behind one button", () => {
    const html = render(null);
    expect(html).toMatch(/<button[^>]*aria-expanded="false"[^>]*>.*Watch this report.*<\/button>/);
    expect(html).not.toContain("Stop watching");
    expect(html).not.toContain("Watching every");
  });

  it("shows a watched report's schedule with Change and Stop watching", () => {
    const html = render({ every: "week", next: Date.UTC(2026, 11, 3), lastChange: Date.UTC(2026, 10, 26) });
    expect(html).toContain("Watching every week · next check Dec 3, 2026 · last change Nov 26");
    expect(html).toMatch(/<button[^>]*aria-label="Change how often"[^>]*>Change/);
    expect(html).toMatch(/<button[^>]*>Stop watching<\/button>/);
    expect(html).not.toContain("Watch this report");
  });
});
