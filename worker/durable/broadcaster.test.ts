import { describe, expect, it } from "vitest";
import type { ReportEvent } from "../contracts/report-events";
import { Broadcaster, MAX_STREAMS_PER_CLIENT } from "./broadcaster";

const decoder = new TextDecoder();
const status: ReportEvent = { type: "status", status: "summarising", progress: { done: 1, total: 1 } };
const summary: ReportEvent = { type: "summary", chunk: "Emily runs." };
const done: ReportEvent = { type: "done", tracked: 1 };

/** Everything the stream carries until it ends. */
async function readAll(body: ReadableStream<Uint8Array>): Promise<string> {
  let text = "";
  for await (const chunk of body) text += decoder.decode(chunk);
  return text;
}

const open = (streams: Broadcaster, snapshot: ReportEvent[], client: string | null, locked = false) =>
  streams.open(snapshot, { client, locked, signal: new AbortController().signal });

describe("Broadcaster", () => {
  it("sends the snapshot, then live events, and closes every stream on the report's end", async () => {
    const streams = new Broadcaster();
    const { body, live } = open(streams, [status], "a");
    expect(live).toBe(true);
    const read = readAll(body);
    streams.comment("ping");
    streams.publish(summary);
    streams.publish(done);
    expect(streams.size).toBe(0);
    const text = await read;
    expect(text.startsWith("retry: 3000\n\nevent: status\n")).toBe(true);
    expect(text).toContain(": ping\n\nevent: summary\n");
    expect(text.endsWith('event: done\ndata: {"tracked":1}\n\n')).toBe(true);
  });

  it("keeps the summary from a reader the report is locked for, in the snapshot and live", async () => {
    const streams = new Broadcaster();
    const read = readAll(open(streams, [status, summary], "a", true).body);
    streams.publish(summary);
    streams.publish(done);
    const text = await read;
    expect(text).toContain("event: status");
    expect(text).not.toContain("event: summary");
    expect(text).toContain("event: done");
  });

  it("closes a stream at once when its snapshot already ends the report", async () => {
    const streams = new Broadcaster();
    const { body, live } = open(streams, [status, done], "a");
    expect(live).toBe(false);
    expect(streams.size).toBe(0);
    expect(await readAll(body)).toContain("event: done");
  });

  it(`caps a client at ${MAX_STREAMS_PER_CLIENT} streams, counts a closed one out, and never caps the probe`, async () => {
    const streams = new Broadcaster();
    const first = new AbortController();
    streams.open([status], { client: "a", locked: false, signal: first.signal });
    for (let i = 1; i < MAX_STREAMS_PER_CLIENT; i++) open(streams, [status], "a");
    expect(streams.hasRoomFor("a")).toBe(false);
    expect(streams.hasRoomFor("b")).toBe(true);
    expect(streams.hasRoomFor(null)).toBe(true);
    first.abort();
    expect(streams.hasRoomFor("a")).toBe(true);
    streams.closeAll();
    expect(streams.size).toBe(0);
  });
});
