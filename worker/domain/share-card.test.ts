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

  it("cuts long text before escaping it, never inside an entity", () => {
    const title = `${"Emily ".repeat(32)}&<&<&<"'&`;
    const svg = shareCardSvg({ title, interests: [{ title: "<&".repeat(150), count: 3, redzone: true }] });
    const texts = [...svg.matchAll(/<text[^>]*>([^<]*)<\/text>/g)].map((match) => match[1] ?? "");
    // Every `&` opens a whole entity; unescaped, each text is a prefix of what was given.
    for (const text of texts) expect(text.replace(/&#\d+;/g, "")).not.toMatch(/[&<>"']/);
    const decode = (text: string) =>
      text.replace(/&#(\d+);/g, (_, code) => String.fromCharCode(Number(code)));
    const [shownTitle = "", shownInterest = ""] = texts.map(decode);
    expect(shownTitle.endsWith("…")).toBe(true);
    expect(title.startsWith(shownTitle.slice(0, -1))).toBe(true);
    expect(shownTitle.slice(0, -1).length).toBeGreaterThan(title.length - 20);
    expect(shownInterest.endsWith("…")).toBe(true);
    expect("<&".repeat(150).startsWith(shownInterest.slice(0, -1))).toBe(true);
  });

  it("keeps short text whole and never splits a character", () => {
    const svg = shareCardSvg({
      title: `a${"😀".repeat(300)}`,
      interests: [{ title: "Tom & Jerry", count: 1, redzone: false }],
    });
    expect(svg).toContain(">Tom &#38; Jerry<");
    // A lone high surrogate would be half an emoji.
    expect(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])/.test(svg)).toBe(false);
  });

  it("says so when there is nothing to show", () => {
    expect(shareCardSvg({ title: "Zoe", interests: [] })).toContain("No interests found");
  });
});
