import { describe, expect, it } from "vitest";
import { imageSrc, imageSrcSet, PLACEHOLDER_IMAGE, servedWidth } from "./image-src";

describe("servedWidth", () => {
  it("rounds up to the next width the optimiser serves", () => {
    expect(servedWidth(36)).toBe(36);
    expect(servedWidth(50)).toBe(54);
    expect(servedWidth(144)).toBe(640);
    expect(servedWidth(1500)).toBe(1920);
  });

  it("caps at the largest device width", () => {
    expect(servedWidth(5000)).toBe(3840);
  });
});

describe("imageSrc", () => {
  it("sends stored keys through the optimiser, encoded, at quality 90", () => {
    expect(imageSrc("sig/ab12/c d", 48)).toBe("/img?url=sig%2Fab12%2Fc%20d&w=48&q=90");
  });

  it("loads other addresses as given", () => {
    expect(imageSrc("https://cdn.example.test/a.jpg", 48)).toBe("https://cdn.example.test/a.jpg");
  });

  it("falls back to the placeholder when there is no image", () => {
    expect(imageSrc(null, 48)).toBe(PLACEHOLDER_IMAGE);
    expect(imageSrc("", 48)).toBe(PLACEHOLDER_IMAGE);
  });
});

describe("imageSrcSet", () => {
  it("offers 1x and 2x widths for stored keys", () => {
    expect(imageSrcSet("sig/x", 54)).toBe("/img?url=sig%2Fx&w=54&q=90 1x, /img?url=sig%2Fx&w=108&q=90 2x");
  });

  it("has no srcset for other addresses", () => {
    expect(imageSrcSet("https://cdn.example.test/a.jpg", 54)).toBeUndefined();
    expect(imageSrcSet(null, 54)).toBeUndefined();
  });
});
