import { describe, expect, it } from "vitest";
import type { ProfileEvent } from "../../../../worker/contracts/report-events";
import { applyEvent, EVENT_NAMES, INITIAL_LIVE_REPORT, type LiveReport, parseEvent } from "./live-report";

const profile = (status: ProfileEvent["status"]): ProfileEvent => ({
  type: "profile",
  source: "ig",
  id: "1",
  username: "emily.carter",
  fullname: "Emily Carter",
  image: null,
  link: "https://www.instagram.com/emily.carter/",
  count: 10,
  status,
  badReason: null,
  coverage: status === "loaded" ? "20 followed accounts analysed" : null,
});

describe("applyEvent", () => {
  it("builds the page's state from the room's events", () => {
    const events = [
      parseEvent("status", '{"status":"scraping","progress":{"done":0,"total":1}}'),
      parseEvent("profile", JSON.stringify(profile("loading"))),
      parseEvent("profile", JSON.stringify(profile("loaded"))),
      parseEvent("source", '{"source":"ig","status":"loaded","progress":{"done":1,"total":1}}'),
      parseEvent(
        "interests",
        '{"source":"ig","interests":[{"id":"pets","title":"Pets & Animals","count":3,"redzone":false}]}',
      ),
      parseEvent("summary", '{"chunk":"First. "}'),
      parseEvent("summary", '{"chunk":"Second."}'),
      parseEvent("done", '{"tracked":123}'),
    ];
    const state = events.reduce<LiveReport>((s, e) => (e ? applyEvent(s, e) : s), INITIAL_LIVE_REPORT);
    expect(state.profiles).toHaveLength(1);
    expect(state.profiles[0]?.status).toBe("loaded");
    expect(state.sources.ig?.status).toBe("loaded");
    expect(state.interests.ig?.[0]?.title).toBe("Pets & Animals");
    expect(state.summary).toBe("First. Second.");
    expect(state).toMatchObject({ status: "completed", tracked: 123 });
  });

  it("replaces the summary on a reset, so a reconnect's snapshot never doubles it", () => {
    let state = applyEvent(INITIAL_LIVE_REPORT, { type: "summary", chunk: "Half a sen" });
    state = applyEvent(state, { type: "summary", chunk: "Half a sentence. More.", reset: true });
    expect(state.summary).toBe("Half a sentence. More.");
    state = applyEvent(state, { type: "summary", chunk: "", reset: true });
    expect(state.summary).toBe("");
  });

  it("ignores unknown events and malformed data", () => {
    expect(parseEvent("ping", "{}")).toBeNull();
    expect(parseEvent("status", "{not json")).toBeNull();
    expect(parseEvent("status", "42")).toBeNull();
  });

  it("drops an event that breaks the contract rather than trusting it", () => {
    expect(parseEvent("status", '{"status":"lost","progress":{"done":0,"total":1}}')).toBeNull();
    expect(parseEvent("done", '{"tracked":"soon"}')).toBeNull();
    expect(parseEvent("profile", JSON.stringify({ ...profile("loaded"), source: "myspace" }))).toBeNull();
  });

  it("listens to every event the contract names", () => {
    expect([...EVENT_NAMES].sort()).toEqual(
      ["done", "error", "interests", "profile", "source", "status", "summary"].sort(),
    );
  });
});
