import { describe, expect, it } from "vitest";
import { RED_FLAGS } from "../domain/taxonomy";
import type { Coverage } from "./report-analysis";
import { localSummary, namedRedFlags, type SummaryFacts, ungroundedRedFlags } from "./summary";
import {
  buildSummaryPrompt,
  generateSummary,
  type RunModel,
  type SummaryEvent,
  type SummaryOptions,
} from "./summary-stream";

const loaded: Coverage = { profile: true, followings: "loaded", followers: "loaded", posts: "loaded" };

const clean: SummaryFacts = {
  subject: "Emily Carter",
  sources: [
    {
      source: "ig",
      title: "Instagram",
      coverage: loaded,
      interests: [
        { id: "music", title: "Music", count: 12 },
        { id: "travel", title: "Travel & Adventure", count: 5 },
      ],
      redflags: [],
    },
    {
      source: "tw",
      title: "X",
      coverage: { ...loaded, followers: "unloaded" },
      interests: [{ id: "sports", title: "Sports", count: 8 }],
      redflags: [],
    },
  ],
};

const flagged: SummaryFacts = {
  subject: "Jake Morrison",
  sources: [
    {
      source: "ig",
      title: "Instagram",
      coverage: loaded,
      interests: [{ id: "cars", title: "Cars & Motorsport", count: 3 }],
      redflags: [
        { id: "gambling", title: "Gambling", count: 4 },
        { id: "weapons", title: "Weapons", count: 1 },
      ],
    },
  ],
};

describe("localSummary", () => {
  it("states interests, red flags with counts and coverage, from the facts only", () => {
    expect(localSummary(clean)).toBe(
      "This report reviews the public Instagram and X profiles of Emily Carter. " +
        "The most visible interests are Music (12 items), Sports (8 items) and Travel & Adventure (5 items). " +
        "No red-zone content was found in the loaded data. " +
        "Some data could not be loaded: followers on X. " +
        "These findings come from automated reading of public content and may contain mistakes.",
    );
    expect(localSummary(flagged)).toContain(
      "Red-zone content was found: Gambling (4 items on Instagram) and Weapons (1 item on Instagram).",
    );
  });

  it("never names a red flag the report lacks", () => {
    expect(namedRedFlags(localSummary(clean), clean.subject)).toEqual([]);
    expect(namedRedFlags(localSummary(flagged), flagged.subject)).toEqual(["weapons", "gambling"]);
    for (const flag of RED_FLAGS) {
      const facts: SummaryFacts = {
        subject: "Sam",
        sources: [
          {
            ...clean.sources[0],
            redflags: [{ id: flag.id, title: flag.title, count: 2 }],
          } as SummaryFacts["sources"][number],
        ],
      };
      expect(namedRedFlags(localSummary(facts), "Sam")).toEqual([flag.id]);
    }
  });

  it("says so when nothing could be analysed", () => {
    expect(localSummary({ subject: "Pat", sources: [] })).toBe(
      "No public profile of Pat could be analysed, so this report has no findings.",
    );
  });
});

describe("grounding check", () => {
  it("finds red flags named by title or synonym, ignoring the subject's name", () => {
    expect(namedRedFlags("He posts about guns, betting and getting drunk.")).toEqual([
      "weapons",
      "alcohol",
      "gambling",
    ]);
    expect(namedRedFlags("Drew Casino enjoys travel.", "Drew Casino")).toEqual([]);
    expect(ungroundedRedFlags("Some posts mention casinos and firearms.", flagged)).toEqual([]);
    expect(ungroundedRedFlags("Some posts mention casinos and drug use.", flagged)).toEqual(["drugs"]);
  });

  it("puts only the report's facts in the model prompt", () => {
    const prompt = buildSummaryPrompt(flagged);
    const user = prompt.messages[1]?.content ?? "";
    expect(user).toContain("Red flags: Gambling: 4 items (Instagram); Weapons: 1 items (Instagram)");
    expect(user).toContain("Interests: Cars & Motorsport: 3 items (Instagram)");
    expect(namedRedFlags(user, flagged.subject)).toEqual(["weapons", "gambling"]);
    expect(buildSummaryPrompt(clean).messages[1]?.content).toContain("Red flags: none found");
  });
});

/** Workers AI's event stream, one event per piece, then [DONE]. */
function sse(pieces: readonly string[], end = true): ReadableStream<Uint8Array> {
  const lines = pieces.map((p) => `data: ${JSON.stringify({ response: p })}\n\n`);
  if (end) lines.push("data: [DONE]\n\n");
  const bytes = new TextEncoder().encode(lines.join(""));
  return new ReadableStream({
    start(controller) {
      // Split mid-line so the parser has to reassemble events.
      for (let i = 0; i < bytes.length; i += 7) controller.enqueue(bytes.slice(i, i + 7));
      if (end) controller.close();
    },
  });
}

/** Time under test control: `elapse(ms)` fires every timer due by then. */
function manualClock() {
  let now = 0;
  const timers: { at: number; fire: () => void }[] = [];
  return {
    sleep: (ms: number, signal: AbortSignal) =>
      new Promise<void>((resolve) => {
        if (!signal.aborted) timers.push({ at: now + ms, fire: resolve });
      }),
    elapse(ms: number) {
      now += ms;
      for (const timer of timers.filter((t) => t.at <= now)) timer.fire();
    },
  };
}

async function run(options: SummaryOptions) {
  const events: SummaryEvent[] = [];
  const result = await generateSummary(options, (event) => {
    events.push(event);
  });
  const shown = events.reduce((text, e) => (e.type === "reset" ? "" : text + e.text), "");
  return { result, events, shown };
}

describe("streamSummary", () => {
  it("streams the model's grounded text sentence by sentence", async () => {
    const runModel: RunModel = async () =>
      sse([
        "Jake Morrison's Instagram shows ",
        "interest in cars. Some posts ",
        "mention gambling and weapons.",
      ]);
    const { result, events, shown } = await run({ facts: flagged, runModel });
    expect(result).toEqual({
      status: "model",
      text: "Jake Morrison's Instagram shows interest in cars. Some posts mention gambling and weapons.",
    });
    expect(events).toEqual([
      { type: "chunk", text: "Jake Morrison's Instagram shows interest in cars." },
      { type: "chunk", text: " Some posts mention gambling and weapons." },
    ]);
    expect(shown).toBe(result.text);
  });

  it("uses the local summary when there is no model", async () => {
    const { result, shown } = await run({ facts: clean });
    expect(result).toEqual({ status: "local", text: localSummary(clean) });
    expect(shown).toBe(localSummary(clean));
  });

  it("falls back to the local summary when the model throws", async () => {
    const runModel: RunModel = async () => {
      throw new Error("AI binding failed");
    };
    const { result, shown } = await run({ facts: clean, runModel });
    expect(result.status).toBe("local");
    expect(shown).toBe(localSummary(clean));
  });

  it("falls back when the stream ends with no text", async () => {
    const { result } = await run({ facts: clean, runModel: async () => sse([]) });
    expect(result).toEqual({ status: "local", text: localSummary(clean) });
  });

  it("discards a model text that invents a red flag, after a reset if some was shown", async () => {
    const runModel: RunModel = async () =>
      sse(["Emily Carter enjoys music and sports. ", "She also posts about drugs and alcohol."]);
    const { result, events, shown } = await run({ facts: clean, runModel });
    expect(result).toEqual({ status: "local", text: localSummary(clean) });
    expect(events[0]).toEqual({ type: "chunk", text: "Emily Carter enjoys music and sports." });
    expect(events[1]).toEqual({ type: "reset" });
    expect(shown).toBe(localSummary(clean));
    expect(namedRedFlags(shown, clean.subject)).toEqual([]);
  });

  it("never shows an invented flag, even in a first sentence", async () => {
    const runModel: RunModel = async () => sse(["No sign of extremism here. Emily likes music."]);
    const { events, result } = await run({ facts: clean, runModel });
    expect(events.some((e) => e.type === "chunk" && /extremism/i.test(e.text))).toBe(false);
    expect(result.status).toBe("local");
  });

  it("falls back when the model stays silent past the first-text timeout", async () => {
    const clock = manualClock();
    const runModel: RunModel = async () => sse([], false);
    const pending = run({ facts: clean, runModel, sleep: clock.sleep });
    await Promise.resolve();
    clock.elapse(20_000);
    const { result } = await pending;
    expect(result).toEqual({ status: "local", text: localSummary(clean) });
  });

  it("marks the summary unavailable past the 60-second deadline, after a reset", async () => {
    const clock = manualClock();
    const encoder = new TextEncoder();
    let push: ((text: string) => void) | undefined;
    const runModel: RunModel = async () =>
      new ReadableStream<Uint8Array>({
        start(controller) {
          push = (text) =>
            controller.enqueue(encoder.encode(`data: ${JSON.stringify({ response: text })}\n`));
        },
      });
    const events: SummaryEvent[] = [];
    const pending = generateSummary({ facts: clean, runModel, sleep: clock.sleep }, (e) => {
      events.push(e);
    });
    await new Promise((resolve) => setTimeout(resolve, 0));
    push?.("Emily Carter likes music. She ");
    await new Promise((resolve) => setTimeout(resolve, 0));
    clock.elapse(59_000);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(events).toEqual([{ type: "chunk", text: "Emily Carter likes music." }]);
    clock.elapse(1_000);
    expect(await pending).toEqual({ status: "unavailable", text: "" });
    expect(events.at(-1)).toEqual({ type: "reset" });
  });
});
