import { DurableObject } from "cloudflare:workers";
import { encodeSse, type ReportEvent } from "../contracts/report-events";

const HEARTBEAT_MS = 15_000;
const WRITE_TIMEOUT_MS = 1_000;
const encoder = new TextEncoder();

const isTerminal = (event: ReportEvent) => event.type === "done" || event.type === "error";

/**
 * One per report: keeps the report's event log in its own SQLite storage and fans every event
 * out to all open event streams. A late subscriber first gets the log so far; once the log
 * ends in `done` or `error`, streams close so the object can go idle.
 */
export class ReportRoom extends DurableObject<Env> {
  private readonly subscribers = new Set<WritableStreamDefaultWriter<Uint8Array>>();

  constructor(ctx: DurableObjectState, env: Env) {
    super(ctx, env);
    ctx.blockConcurrencyWhile(async () => {
      ctx.storage.sql.exec(
        "CREATE TABLE IF NOT EXISTS events (seq INTEGER PRIMARY KEY AUTOINCREMENT, body TEXT NOT NULL)",
      );
    });
  }

  /** Every event so far, oldest first. */
  events(): ReportEvent[] {
    return this.ctx.storage.sql
      .exec<{ body: string }>("SELECT body FROM events ORDER BY seq")
      .toArray()
      .map((row) => JSON.parse(row.body) as ReportEvent);
  }

  /** Records an event and sends it to every subscriber; a terminal event closes the streams. */
  async publish(event: ReportEvent): Promise<void> {
    this.ctx.storage.sql.exec("INSERT INTO events (body) VALUES (?)", JSON.stringify(event));
    await this.broadcast(encodeSse(event));
    if (isTerminal(event)) await this.closeAll();
  }

  /** An event stream: the log so far, then live events. */
  override async fetch(request: Request): Promise<Response> {
    const { readable, writable } = new TransformStream<Uint8Array, Uint8Array>();
    const writer = writable.getWriter();
    const history = this.events();
    const backlog = history.map(encodeSse).join("");
    const finished = history.some(isTerminal);

    // Write the backlog without awaiting: the reader only starts once the response is returned.
    writer.write(encoder.encode(`retry: 3000\n\n${backlog}`)).catch(() => this.drop(writer));
    if (finished) {
      writer.close().catch(() => undefined);
    } else {
      this.subscribers.add(writer);
      request.signal.addEventListener("abort", () => this.drop(writer));
      await this.scheduleHeartbeat();
    }
    return new Response(readable, {
      headers: { "Content-Type": "text/event-stream", "Cache-Control": "no-cache, no-transform" },
    });
  }

  /** Keeps idle connections alive and finds dead ones while the room is quiet. */
  override async alarm(): Promise<void> {
    await this.broadcast(": ping\n\n");
    if (this.subscribers.size > 0) await this.scheduleHeartbeat();
  }

  private async scheduleHeartbeat() {
    if ((await this.ctx.storage.getAlarm()) === null)
      await this.ctx.storage.setAlarm(Date.now() + HEARTBEAT_MS);
  }

  private async broadcast(text: string) {
    const bytes = encoder.encode(text);
    await Promise.all(
      [...this.subscribers].map(async (writer) => {
        const timeout = new Promise<never>((_, reject) =>
          setTimeout(() => reject(new Error("write timeout")), WRITE_TIMEOUT_MS),
        );
        try {
          await Promise.race([writer.write(bytes), timeout]);
        } catch {
          this.drop(writer);
        }
      }),
    );
  }

  private async closeAll() {
    const writers = [...this.subscribers];
    this.subscribers.clear();
    await Promise.allSettled(writers.map((writer) => writer.close()));
  }

  private drop(writer: WritableStreamDefaultWriter<Uint8Array>) {
    this.subscribers.delete(writer);
    writer.abort().catch(() => undefined);
  }
}
