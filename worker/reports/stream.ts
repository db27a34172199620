import { encodeSse, SSE_HEADERS } from "../contracts/report-events";
import type { ReportRow } from "../db/reports";
import type { ReportAccess } from "./access";
import { roomOf } from "./room";

/** Not started: nothing will happen on this stream, so it ends after its one status. */
function draftStream(): Response {
  const status = encodeSse({ type: "status", status: "draft", progress: { done: 0, total: 0 } });
  return new Response(status, { headers: SSE_HEADERS });
}

/**
 * The report's event stream for one reader, served by its room (durable/report-room.ts) straight
 * to the browser. A reader the report is not revealed to gets the teaser stream (no summary text),
 * as `GET /report/{id}` withholds it. The room answers 429 past its cap of streams (per report, per client).
 */
export async function eventStream(
  env: Env,
  report: ReportRow,
  access: ReportAccess,
  client: string,
  signal: AbortSignal,
): Promise<Response> {
  if (report.status === "draft") return draftStream();
  const query = new URLSearchParams({ client });
  if (!access.revealed) query.set("teaser", "1");
  return roomOf(env, report.id).fetch(new Request(`http://room/sse?${query}`, { signal }));
}
