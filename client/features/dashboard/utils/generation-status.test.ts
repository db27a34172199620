import { describe, expect, it } from "vitest";
import { generationText } from "./generation-status";

describe("generationText", () => {
  it("names the step, with the profiles loaded so far while loading", () => {
    expect(generationText({ status: "queued", progress: { done: 0, total: 0 } })).toBe(
      "Generating… starting",
    );
    expect(generationText({ status: "scraping", progress: { done: 1, total: 3 } })).toBe(
      "Generating… loading profiles (1 of 3)",
    );
    expect(generationText({ status: "analysing", progress: { done: 3, total: 3 } })).toBe(
      "Generating… finding interests and red flags",
    );
    expect(generationText({ status: "summarising", progress: { done: 3, total: 3 } })).toBe(
      "Generating… writing the summary",
    );
  });

  it("says when generation failed, and nothing once completed", () => {
    expect(generationText({ status: "failed", progress: { done: 0, total: 1 } })).toBe("Generation failed");
    expect(generationText({ status: "completed", progress: { done: 1, total: 1 } })).toBe("");
  });
});
