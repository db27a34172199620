import { describe, expect, it } from "vitest";
import { parseImageRequest } from "./image-request";

const parse = (query: string) => parseImageRequest(new URLSearchParams(query));

describe("parseImageRequest", () => {
  it("accepts a sig/ key at an allowed width and q=90", () => {
    expect(parse("url=sig/abcdef12&w=54&q=90")).toEqual({
      ok: true,
      key: "sig/abcdef12",
      width: 54,
      quality: 90,
    });
    expect(parse("url=sig/abcdef12&w=3840&q=90").ok).toBe(true);
  });

  it("refuses anything else", () => {
    for (const query of [
      "url=https://example.com/a.jpg&w=54&q=90",
      "url=sig/../../etc&w=54&q=90",
      "url=sig/a/b/c/d/e/f/g/h&w=54&q=90",
      "url=sig/short&w=54&q=90",
      "url=sig/abcdef12&w=55&q=90",
      "url=sig/abcdef12&w=54.0001&q=90",
      "url=sig/abcdef12&w=54&q=100",
      "url=sig/abcdef12",
    ]) {
      expect(parse(query).ok, query).toBe(false);
    }
  });
});
