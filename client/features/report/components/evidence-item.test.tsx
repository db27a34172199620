import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import type { EvidenceItem } from "../../../../worker/contracts/report";
import { EvidenceItemView } from "./evidence-item";

const post: EvidenceItem = {
  kind: "post",
  id: "p1",
  score: 0.9,
  text: "A post",
  link: "https://x.com/jake_morrison/status/1",
  created: Date.UTC(2026, 11, 1),
};

const render = (isNew: boolean) =>
  renderToString(
    <EvidenceItemView
      item={post}
      reportId="r1"
      source="tw"
      interest={{ id: "violence", title: "Violence & Threats", count: 2, redzone: true }}
      shareHash={null}
      canReport={false}
      isNew={isNew}
      onRemoved={() => undefined}
    />,
  ).replaceAll("<!-- -->", "");

describe("EvidenceItemView", () => {
  it("marks evidence the latest re-screen found as new, in words a screen reader reads too", () => {
    expect(render(true)).toContain(
      '<span class="badge badge--new">New<span class="visually-hidden"> since the last check</span></span>',
    );
    expect(render(false)).not.toContain("badge--new");
  });
});
