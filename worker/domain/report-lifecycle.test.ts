import { describe, expect, it } from "vitest";
import {
  awaitsProfiles,
  type ClaimableStatus,
  canTransition,
  isAnalysed,
  isFinished,
  isGenerating,
  REPORT_STATUSES,
  type ReportStatus,
} from "./report-lifecycle";

describe("canTransition", () => {
  it("walks the straight line draft → queued → scraping → analysing → summarising → completed", () => {
    const moves: [ReportStatus, ReportStatus][] = [
      ["draft", "queued"],
      ["queued", "scraping"],
      ["scraping", "analysing"],
      ["analysing", "summarising"],
      ["summarising", "completed"],
    ];
    for (const [from, to] of moves) expect(canTransition(from, to)).toBe(true);
  });

  it("lets a finish start from however far scraping got, and start over from analysing", () => {
    expect(canTransition("queued", "analysing")).toBe(true);
    expect(canTransition("analysing", "analysing")).toBe(true);
    expect(canTransition("summarising", "analysing")).toBe(true);
  });

  it("lets anything being generated fail, and only that", () => {
    for (const from of REPORT_STATUSES) expect(canTransition(from, "failed")).toBe(isGenerating(from));
  });

  it("generates a finished report again (refresh, retry), nothing else", () => {
    for (const from of REPORT_STATUSES)
      expect(canTransition(from, "queued")).toBe(from === "draft" || isFinished(from));
  });

  it("refuses skipping ahead, going back, and leaving a finished report any other way", () => {
    expect(canTransition("draft", "scraping")).toBe(false);
    expect(canTransition("scraping", "summarising")).toBe(false);
    expect(canTransition("summarising", "scraping")).toBe(false);
    expect(canTransition("scraping", "completed")).toBe(false);
    expect(canTransition("completed", "failed")).toBe(false);
    expect(canTransition("failed", "completed")).toBe(false);
    for (const to of REPORT_STATUSES) expect(canTransition(to, "draft")).toBe(false);
  });
});

describe("status predicates", () => {
  it("splits the statuses into not started, being generated and finished", () => {
    expect(REPORT_STATUSES.filter(isGenerating)).toEqual(["queued", "scraping", "analysing", "summarising"]);
    expect(REPORT_STATUSES.filter(isFinished)).toEqual(["completed", "failed"]);
    expect(REPORT_STATUSES.filter((s) => !isGenerating(s) && !isFinished(s))).toEqual(["draft"]);
  });

  it("claims a generation only from where the lifecycle may move to queued", () => {
    const claimable: ClaimableStatus[] = ["draft", "completed", "failed"];
    expect(REPORT_STATUSES.filter((s) => canTransition(s, "queued"))).toEqual(claimable);
  });

  it("has results once analysed", () => {
    expect(REPORT_STATUSES.filter(isAnalysed)).toEqual(["summarising", "completed"]);
  });

  it("awaits profiles only while queued or scraping", () => {
    expect(REPORT_STATUSES.filter(awaitsProfiles)).toEqual(["queued", "scraping"]);
  });
});
