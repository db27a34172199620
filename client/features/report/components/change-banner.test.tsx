import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { newViolence, reportChange } from "../../../../test/report-change";
import { ChangeBanner } from "./change-banner";

const change = reportChange({
  redFlags: [newViolence()],
  interests: [{ source: "ig", id: "fitness", title: "Fitness", change: "rose", from: 3, to: 9 }],
});

describe("ChangeBanner", () => {
  it("heads the report with the change in a line, every change in a disclosure, red flags marked", () => {
    const html = renderToString(<ChangeBanner change={change} />).replaceAll("<!-- -->", "");
    expect(html).toMatch(
      /<h2[^>]*>Since Nov 3: new red flag Violence &amp; Threats, 2 posts on X \(and 1 more change\)<\/h2>/,
    );
    expect(html).toContain("<summary>See what changed</summary>");
    expect(html).toContain(
      '<li class="change-list__flag--new">New red flag Violence &amp; Threats, 2 posts on X</li>',
    );
    expect(html).toContain("<li>Fitness rose from 3 to 9 on Instagram</li>");
  });
});
