/**
 * A stand-in of Sentry's ingest endpoint: it keeps every envelope posted to it, and lists them at
 * `GET /envelopes` for the specs to read. It answers browsers' cross-origin posts as Sentry does.
 */
import { createServer, type Server } from "node:http";

const CORS = { "Access-Control-Allow-Origin": "*", "Access-Control-Allow-Headers": "*" };

export function startIngest(port: number): Promise<Server> {
  const envelopes: string[] = [];
  const server = createServer((request, response) => {
    if (request.method === "GET" && request.url === "/envelopes") {
      response.writeHead(200, { "Content-Type": "application/json" }).end(JSON.stringify(envelopes));
      return;
    }
    if (request.method === "OPTIONS") {
      response.writeHead(204, { ...CORS, "Access-Control-Allow-Methods": "POST" }).end();
      return;
    }
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => {
      if (request.method === "POST" && /^\/api\/\d+\/envelope\//.test(request.url ?? ""))
        envelopes.push(Buffer.concat(chunks).toString("utf8"));
      response.writeHead(200, { ...CORS, "Content-Type": "application/json" }).end("{}");
    });
  });
  return new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, "127.0.0.1", () => resolve(server));
  });
}

/** One envelope item: its header and its payload. */
export type EnvelopeItem = { header: { type: string }; payload: Record<string, unknown> };

/** Every item the stand-in has received so far (an envelope: a header line, then item header and payload lines). */
export async function receivedItems(port: number): Promise<EnvelopeItem[]> {
  const envelopes = (await (await fetch(`http://127.0.0.1:${port}/envelopes`)).json()) as string[];
  return envelopes.flatMap((envelope) => {
    const [, ...lines] = envelope.split("\n").filter(Boolean);
    const items: EnvelopeItem[] = [];
    for (let i = 0; i + 1 < lines.length; i += 2)
      items.push({ header: JSON.parse(lines[i] ?? ""), payload: JSON.parse(lines[i + 1] ?? "") });
    return items;
  });
}
