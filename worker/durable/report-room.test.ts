import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";

const decoder = new TextDecoder();

/** Reads the stream until `until` appears in it (or it ends), and returns what arrived. */
async function readUntil(reader: ReadableStreamDefaultReader<Uint8Array>, until: string): Promise<string> {
  let text = "";
  while (!text.includes(until)) {
    const { done, value } = await reader.read();
    if (done) break;
    text += decoder.decode(value);
  }
  return text;
}

describe("ReportRoom", () => {
  it("fans each event out to every open stream, in the SSE wire format", async () => {
    const room = env.REPORT_ROOM.getByName(`room-${crypto.randomUUID()}`);
    const a = (await room.fetch("http://room/sse")).body?.getReader();
    const b = (await room.fetch("http://room/sse")).body?.getReader();
    if (!a || !b) throw new Error("no stream");
    const expected = 'event: status\ndata: {"status":"scraping","progress":{"done":0,"total":2}}\n\n';
    const received = Promise.all([readUntil(a, expected), readUntil(b, expected)]);
    await room.publish({ type: "status", status: "scraping", progress: { done: 0, total: 2 } });
    for (const text of await received) expect(text).toContain(expected);
    await a.cancel();
    await b.cancel();
  });

  it("gives a late subscriber the events so far, then ends the stream after done", async () => {
    const room = env.REPORT_ROOM.getByName(`room-${crypto.randomUUID()}`);
    await room.publish({ type: "summary", chunk: "Emily posts about running." });
    await room.publish({ type: "done", tracked: 1_800_000_000_000 });
    const res = await room.fetch("http://room/sse");
    expect(res.headers.get("Content-Type")).toBe("text/event-stream");
    const text = await res.text();
    expect(text).toContain('event: summary\ndata: {"chunk":"Emily posts about running."}');
    expect(text).toContain('event: done\ndata: {"tracked":1800000000000}');
  });

  it("keeps its log in storage, in order", async () => {
    const room = env.REPORT_ROOM.getByName(`room-${crypto.randomUUID()}`);
    await room.publish({ type: "source", source: "ig", status: "scraping" });
    await room.publish({ type: "error", message: "All sources failed" });
    expect(await room.events()).toEqual([
      { type: "source", source: "ig", status: "scraping" },
      { type: "error", message: "All sources failed" },
    ]);
  });
});
