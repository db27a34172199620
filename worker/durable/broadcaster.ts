import { encodeSse, type ReportEvent } from "../contracts/report-events";
import { hiddenWhileLocked, isTerminal } from "./room-events";

/** How often an open stream gets a comment, so nothing between it and the page closes it as idle. */
export const HEARTBEAT_MS = 15_000;
/** Open streams one report serves at most, and at most per client (a client: its IP). */
export const MAX_STREAMS_PER_REPORT = 1_000;
export const MAX_STREAMS_PER_CLIENT = 10;
/** Events queued for one stream before its reader counts as gone. */
const MAX_QUEUED_EVENTS = 256;
const encoder = new TextEncoder();

type Writer = WritableStreamDefaultWriter<Uint8Array>;

export interface StreamOptions {
  /** Who asked, for the per-client cap; null (the development probe) is not capped. */
  client: string | null;
  /** The report is locked for this reader: its stream is the teaser. */
  locked: boolean;
  /** Aborted when the reader goes. */
  signal: AbortSignal;
}

/**
 * A report's SSE fan-out to every open tab. Never waits for a reader, so generation never waits
 * on a slow tab: a stream whose reader has fallen too far behind (or is gone) is dropped, and its
 * page reconnects and catches up from the snapshot.
 */
export class Broadcaster {
  private readonly streams = new Set<Writer>();
  private readonly locked = new WeakSet<Writer>();
  /** Each capped stream's client, and how many streams each client has open. */
  private readonly clientOf = new WeakMap<Writer, string>();
  private readonly perClient = new Map<string, number>();

  get size(): number {
    return this.streams.size;
  }

  hasRoomFor(client: string | null): boolean {
    return (
      client === null ||
      (this.streams.size < MAX_STREAMS_PER_REPORT &&
        (this.perClient.get(client) ?? 0) < MAX_STREAMS_PER_CLIENT)
    );
  }

  /**
   * A new stream: the snapshot as its reader may see it, then live events. `live` is false when
   * the snapshot already ends the report: that stream closes after it.
   */
  open(snapshot: ReportEvent[], { client, locked, signal }: StreamOptions) {
    const { readable, writable } = new TransformStream<Uint8Array, Uint8Array>();
    const writer = writable.getWriter();
    const visible = locked ? snapshot.filter((event) => !hiddenWhileLocked(event)) : snapshot;
    // Written without awaiting: the reader only starts once the response is returned.
    writer
      .write(encoder.encode(`retry: 3000\n\n${visible.map(encodeSse).join("")}`))
      .catch(() => this.drop(writer));
    const live = !snapshot.some(isTerminal);
    if (!live) {
      writer.close().catch(() => undefined);
      return { body: readable, live };
    }
    this.streams.add(writer);
    if (locked) this.locked.add(writer);
    if (client !== null) {
      this.clientOf.set(writer, client);
      this.perClient.set(client, (this.perClient.get(client) ?? 0) + 1);
    }
    signal.addEventListener("abort", () => this.drop(writer));
    return { body: readable, live };
  }

  /** An event to every stream whose reader may see it; the event that ends the report closes them. */
  publish(event: ReportEvent) {
    this.send(encodeSse(event), hiddenWhileLocked(event));
    if (isTerminal(event)) this.closeAll();
  }

  /** An SSE comment (the heartbeat, the bench's probe): the page shows nothing. */
  comment(text: string) {
    this.send(`: ${text}\n\n`, false);
  }

  /** Ends every stream after what is queued on it; never waits for a reader. */
  closeAll() {
    const writers = [...this.streams];
    for (const writer of writers) this.forget(writer);
    for (const writer of writers) writer.close().catch(() => undefined);
  }

  private send(text: string, lockedOut: boolean) {
    const bytes = encoder.encode(text);
    for (const writer of this.streams) {
      if (lockedOut && this.locked.has(writer)) continue;
      if ((writer.desiredSize ?? 0) < -MAX_QUEUED_EVENTS) {
        this.drop(writer);
        continue;
      }
      writer.write(bytes).catch(() => this.drop(writer));
    }
  }

  private drop(writer: Writer) {
    this.forget(writer);
    writer.abort().catch(() => undefined);
  }

  /** A stream leaves the open ones (once), and its client's count. */
  private forget(writer: Writer) {
    if (!this.streams.delete(writer)) return;
    const client = this.clientOf.get(writer);
    if (client === undefined) return;
    const open = (this.perClient.get(client) ?? 1) - 1;
    if (open > 0) this.perClient.set(client, open);
    else this.perClient.delete(client);
  }
}
