import { describe, expect, it } from "vitest";
import { shareCardSvg } from "./share-card";

describe("shareCardSvg", () => {
  it("draws the title and the top five interests, escaping every value", () => {
    const svg = shareCardSvg({
      title: 'Emily <script>alert("x")</script> Carter',
      interests: Array.from({ length: 7 }, (_, i) => ({
        title: `Interest ${i}`,
        count: 10 - i,
        redzone: i === 0,
      })),
    });
    expect(svg.startsWith("<svg")).toBe(true);
    expect(svg).not.toContain("<script>");
    expect(svg).toContain("Emily &#60;script&#62;");
    expect(svg).toContain("Interest 4");
    expect(svg).not.toContain("Interest 5");
    expect(svg).toContain("#c62828");
  });

  it("says so when there is nothing to show", () => {
    expect(shareCardSvg({ title: "Zoe", interests: [] })).toContain("No interests found");
  });
});
