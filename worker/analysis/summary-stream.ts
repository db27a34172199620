import {
  interestTotals,
  localSummary,
  redFlagTotals,
  SECTIONS,
  type SummaryFacts,
  ungroundedRedFlags,
} from "./summary";

/** The Workers AI instruct model the report room runs when the `AI` binding is present. */
export const SUMMARY_MODEL = "@cf/meta/llama-3.3-70b-instruct-fp8-fast";
export const SUMMARY_DEADLINE_MS = 60_000;
/** With no text at all by then, the model is taken as silent and the local summary is used. */
export const SUMMARY_FIRST_TEXT_MS = 20_000;

export interface SummaryPrompt {
  messages: { role: "system" | "user"; content: string }[];
  max_tokens: number;
}

/** Starts the model; resolves to Workers AI's server-sent events (`data: {"response":"..."}`). */
export type RunModel = (prompt: SummaryPrompt) => Promise<ReadableStream<Uint8Array>>;

/** `reset` tells listeners to drop the text streamed so far (the model failed or was rejected). */
export type SummaryEvent = { type: "chunk"; text: string } | { type: "reset" };

/** `model`: the model's grounded text; `local`: the local summariser's; `unavailable`: out of time. */
export interface SummaryResult {
  status: "model" | "local" | "unavailable";
  text: string;
}

export interface SummaryOptions {
  facts: SummaryFacts;
  runModel?: RunModel;
  deadlineMs?: number;
  firstTextMs?: number;
  /** Resolves after `ms`, or never once `signal` aborts; injectable so tests control time. */
  sleep?: (ms: number, signal: AbortSignal) => Promise<void>;
}

const SYSTEM_PROMPT = [
  "You write the summary of a social-media background-check report.",
  "Use only the facts you are given. Never add an interest, a red flag, a number, a person or a claim that is not in the facts.",
  "Never mention a red-flag category that is not listed in the facts, not even to say it is absent.",
  "Be neutral and factual: no judgement of character, intent or legality, no advice.",
  "Write three to five plain sentences in English, with no lists, headings or markdown.",
].join(" ");

function factLines(facts: SummaryFacts): string[] {
  const flags = redFlagTotals(facts);
  const coverage = facts.sources.map((s) => {
    const sections = SECTIONS.map(({ key, name }) => `${name} ${s.coverage[key]}`).join(", ");
    return `${s.title} (profile ${s.coverage.profile ? "loaded" : "unloaded"}; ${sections})`;
  });
  const describe = (t: { title: string; count: number; sources: string[] }) =>
    `${t.title}: ${t.count} items (${t.sources.join(", ")})`;
  return [
    `Subject: ${facts.subject === "" ? "unnamed" : facts.subject}`,
    `Sources analysed: ${coverage.length === 0 ? "none" : coverage.join("; ")}`,
    `Interests: ${interestTotals(facts).map(describe).join("; ") || "none found"}`,
    `Red flags: ${flags.map(describe).join("; ") || "none found"}`,
  ];
}

/** The grounded prompt for the instruct model: the system rules and the report's facts. */
export function buildSummaryPrompt(facts: SummaryFacts): SummaryPrompt {
  return {
    messages: [
      { role: "system", content: SYSTEM_PROMPT },
      {
        role: "user",
        content: `Facts:\n${factLines(facts)
          .map((l) => `- ${l}`)
          .join("\n")}\n\nWrite the summary.`,
      },
    ],
    max_tokens: 320,
  };
}

/** Reads Workers AI server-sent events into text pieces; `done` once `[DONE]` arrives. */
class SseText {
  private buffer = "";
  private decoder = new TextDecoder();
  done = false;

  push(bytes: Uint8Array): string {
    this.buffer += this.decoder.decode(bytes, { stream: true });
    const lines = this.buffer.split("\n");
    this.buffer = lines.pop() ?? "";
    let text = "";
    for (const line of lines) text += this.line(line);
    return text;
  }

  flush(): string {
    const rest = this.buffer + this.decoder.decode();
    this.buffer = "";
    return this.line(rest);
  }

  private line(raw: string): string {
    const line = raw.trim();
    if (this.done || !line.startsWith("data:")) return "";
    const payload = line.slice(5).trim();
    if (payload === "[DONE]") {
      this.done = true;
      return "";
    }
    try {
      const event: unknown = JSON.parse(payload);
      if (
        typeof event === "object" &&
        event !== null &&
        "response" in event &&
        typeof event.response === "string"
      ) {
        return event.response;
      }
    } catch {
      // A malformed event carries no text we could trust; skip it.
    }
    return "";
  }
}

const SENTENCE_END = /[.!?](?=\s)|\n/g;

/** Everything up to the last sentence boundary: text is only shown once its sentence is complete. */
function completeSentences(text: string): number {
  let end = 0;
  for (const match of text.matchAll(SENTENCE_END)) end = match.index + match[0].length;
  return end;
}

function defaultSleep(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener("abort", () => clearTimeout(timer), { once: true });
  });
}

const DEADLINE = Symbol("deadline");
const SILENT = Symbol("silent");
const NEVER = new Promise<never>(() => {});

function* localEvents(text: string): Generator<SummaryEvent> {
  for (const sentence of text.match(/[^.!?]+[.!?]+\s*/g) ?? [text]) yield { type: "chunk", text: sentence };
}

/**
 * Streams the summary. With `runModel`, the model's text is shown sentence by sentence once each
 * sentence passes the grounding check; if the model fails, stays silent, ends empty or names a red
 * flag the report lacks, listeners get `reset` (when text was shown) and the local summary instead.
 * Past the total deadline the result is `unavailable`. Without `runModel`, the local summary.
 */
export async function* streamSummary(options: SummaryOptions): AsyncGenerator<SummaryEvent, SummaryResult> {
  const { facts, runModel } = options;
  const fallback = localSummary(facts);
  const local = function* (shown: boolean): Generator<SummaryEvent, SummaryResult> {
    if (shown) yield { type: "reset" };
    yield* localEvents(fallback);
    return { status: "local", text: fallback };
  };
  if (runModel === undefined) return yield* local(false);

  const controller = new AbortController();
  const sleep = options.sleep ?? defaultSleep;
  const deadline = sleep(options.deadlineMs ?? SUMMARY_DEADLINE_MS, controller.signal).then(
    (): typeof DEADLINE => DEADLINE,
  );
  const silence = sleep(options.firstTextMs ?? SUMMARY_FIRST_TEXT_MS, controller.signal).then(
    (): typeof SILENT => SILENT,
  );
  let shown = "";
  let reader: ReadableStreamDefaultReader<Uint8Array> | undefined;
  try {
    const started = await Promise.race([runModel(buildSummaryPrompt(facts)), deadline, silence]);
    if (started === DEADLINE) return { status: "unavailable", text: "" };
    if (started === SILENT) return yield* local(false);
    const source = started.getReader();
    reader = source;
    const sse = new SseText();
    let pending = "";
    let heard = false;
    while (!sse.done) {
      const next = await Promise.race([source.read(), deadline, heard ? NEVER : silence]);
      if (next === DEADLINE) {
        if (shown !== "") yield { type: "reset" };
        return { status: "unavailable", text: "" };
      }
      if (next === SILENT) return yield* local(false);
      pending += next.done ? sse.flush() : sse.push(next.value);
      heard ||= pending.trim() !== "";
      const ready = next.done || sse.done ? pending.length : completeSentences(pending);
      if (ready > 0) {
        const text = pending.slice(0, ready);
        if (ungroundedRedFlags(shown + text, facts).length > 0) return yield* local(shown !== "");
        pending = pending.slice(ready);
        shown += text;
        yield { type: "chunk", text };
      }
      if (next.done) break;
    }
    if (shown.trim() === "") return yield* local(false);
    return { status: "model", text: shown.trim() };
  } catch {
    return yield* local(shown !== "");
  } finally {
    controller.abort();
    reader?.cancel().catch(() => {});
  }
}

/** Drives `streamSummary`, handing each event to `onEvent` (the report room forwards them over SSE). */
export async function generateSummary(
  options: SummaryOptions,
  onEvent: (event: SummaryEvent) => void | Promise<void>,
): Promise<SummaryResult> {
  const stream = streamSummary(options);
  for (;;) {
    const step = await stream.next();
    if (step.done) return step.value;
    await onEvent(step.value);
  }
}
