import { describe, expect, it } from "vitest";
import type { ReportInterest } from "../contracts/report";
import type { ReportEvent } from "../contracts/report-events";
import {
  endEvents,
  hiddenWhileLocked,
  isTerminal,
  profileEvent,
  snapshot,
  sourceStatus,
  statusEvent,
} from "./room-events";
import type { RoomState, StoredProfile } from "./room-store";

const state = (values: Partial<RoomState> = {}): RoomState => ({
  reportId: "rep_1",
  subject: "Emily Carter",
  version: 1,
  status: "scraping",
  startedAt: 0,
  deadline: 1,
  summary: "",
  tracked: null,
  failures: 0,
  sent: true,
  unsynced: false,
  rescreen: false,
  ...values,
});

const profile = (values: Partial<StoredProfile> = {}): StoredProfile => ({
  source: "ig",
  profileId: "p1",
  username: "emily.carter",
  status: "loading",
  badReason: null,
  profile: null,
  sections: null,
  image: null,
  ...values,
});

const loaded = (values: Partial<StoredProfile> = {}) =>
  profile({
    status: "loaded",
    profile: {
      source: "ig",
      id: "p1",
      username: "emily.carter",
      fullname: "Emily Carter",
      bio: "",
      image: null,
      link: "https://instagram.com/emily.carter",
      isPrivate: false,
      followers: 120,
      following: 80,
      posts: 3,
      location: null,
    },
    sections: {
      followings: { status: "loaded", count: 80 },
      followers: { status: "loaded", count: 120 },
      posts: { status: "loaded", count: 3 },
    },
    ...values,
  });

const fitness: ReportInterest = { id: "fitness-health", title: "Fitness", count: 4, redzone: false };

describe("statusEvent and endEvents", () => {
  it("carries the progress: profiles no longer loading, of all", () => {
    expect(statusEvent(state(), [loaded(), profile({ profileId: "p2" })])).toEqual({
      type: "status",
      status: "scraping",
      progress: { done: 1, total: 2 },
    });
  });

  it("ends a finished report's streams: done with when it was tracked, or the error", () => {
    expect(endEvents(state({ status: "completed", tracked: 42 }))).toEqual([{ type: "done", tracked: 42 }]);
    expect(endEvents(state({ status: "failed" }))).toEqual([
      { type: "error", message: "The report could not be generated. Please try again." },
    ]);
    expect(endEvents(state({ status: "summarising" }))).toEqual([]);
  });
});

describe("sourceStatus", () => {
  it("follows a network's profiles, and counts it analysed from summarising on", () => {
    expect(sourceStatus("ig", [profile()], "queued")).toBe("queued");
    expect(sourceStatus("ig", [profile(), loaded({ profileId: "p2" })], "scraping")).toBe("scraping");
    expect(sourceStatus("ig", [profile({ status: "failed", badReason: "unloaded" })], "analysing")).toBe(
      "unloaded",
    );
    expect(sourceStatus("ig", [loaded()], "analysing")).toBe("loaded");
    expect(sourceStatus("ig", [loaded()], "summarising")).toBe("analysed");
    expect(sourceStatus("ig", [loaded()], "completed")).toBe("analysed");
  });
});

describe("profileEvent", () => {
  it("shows a profile still loading by its username, with no coverage yet", () => {
    expect(profileEvent(profile())).toMatchObject({
      id: "p1",
      fullname: "emily.carter",
      link: "",
      count: null,
      coverage: null,
    });
  });

  it("shows a loaded profile's name, link, followers and what was read", () => {
    expect(profileEvent(loaded())).toMatchObject({
      fullname: "Emily Carter",
      link: "https://instagram.com/emily.carter",
      count: 120,
      status: "loaded",
    });
    expect(profileEvent(loaded()).coverage).toMatch(/80 followed accounts/);
  });

  it("says why a private or unreadable profile was not analysed", () => {
    expect(profileEvent(profile({ status: "failed", badReason: "private" })).coverage).toBe(
      "private: not analysed",
    );
    expect(profileEvent(profile({ status: "failed", badReason: "unloaded" })).coverage).toBe(
      "could not be loaded: not analysed",
    );
  });
});

describe("snapshot", () => {
  it("gives status, profiles, each network with its interests, the summary so far, then the end", () => {
    const events = snapshot(
      state({ status: "completed", summary: "Emily likes running.", tracked: 7 }),
      [loaded(), profile({ source: "tw", profileId: "t1", status: "failed", badReason: "unloaded" })],
      (source) => (source === "ig" ? [fitness] : []),
    );
    expect(types(events)).toEqual([
      "status",
      "profile",
      "profile",
      "source",
      "interests",
      "source",
      "summary",
      "done",
    ]);
    expect(events).toContainEqual({ type: "interests", source: "ig", interests: [fitness] });
    expect(events).toContainEqual({ type: "summary", chunk: "Emily likes running.", reset: true });
  });

  it("leaves out what there is none of yet, and does not end a report being generated", () => {
    const events = snapshot(state({ status: "queued" }), [profile()], () => []);
    expect(types(events)).toEqual(["status", "profile", "source"]);
    expect(events.some(isTerminal)).toBe(false);
  });
});

describe("hiddenWhileLocked", () => {
  it("withholds only the summary text from a reader the report is locked for", () => {
    const events = snapshot(state({ status: "failed", summary: "Partial summary" }), [loaded()], () => [
      fitness,
    ]);
    expect(types(events.filter(hiddenWhileLocked))).toEqual(["summary"]);
    expect(hiddenWhileLocked({ type: "summary", chunk: "more" })).toBe(true);
  });
});

function types(events: ReportEvent[]) {
  return events.map((e) => e.type);
}
