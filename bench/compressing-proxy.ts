/**
 * A proxy in front of the local server that compresses text answers the way Cloudflare's edge
 * does on the fly: brotli when the browser accepts it (else gzip), at a moderate level (edge
 * compression is on the fly, measured at about level 5, not a precompressed 11), flushed chunk by
 * chunk so a streamed page still streams. Event streams pass through untouched.
 */
import http from "node:http";
import type { AddressInfo } from "node:net";
import zlib from "node:zlib";

const COMPRESSIBLE =
  /^(text\/(?!event-stream)|application\/(javascript|json|manifest\+json|xml)|image\/svg\+xml)/;
const BROTLI_QUALITY = 5;
const GZIP_LEVEL = 6;

function encoder(
  acceptEncoding: string,
): { name: "br" | "gzip"; stream: zlib.BrotliCompress | zlib.Gzip } | null {
  if (/\bbr\b/.test(acceptEncoding))
    return {
      name: "br",
      stream: zlib.createBrotliCompress({
        params: { [zlib.constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY },
      }),
    };
  if (/\bgzip\b/.test(acceptEncoding))
    return { name: "gzip", stream: zlib.createGzip({ level: GZIP_LEVEL }) };
  return null;
}

export interface CompressingProxy {
  origin: string;
  stop(): Promise<void>;
}

/** Serves `upstream` (an http origin) compressed on `port` (0 for any free port). */
export async function startCompressingProxy(upstream: string, port = 0): Promise<CompressingProxy> {
  const target = new URL(upstream);
  const server = http.createServer((req, res) => {
    // The original Host: the app builds its absolute links (redirects, canonical) from it.
    const headers = { ...req.headers, "accept-encoding": "identity" };
    const forward = http.request(
      { hostname: target.hostname, port: target.port, path: req.url, method: req.method, headers },
      (answer) => {
        const type = String(answer.headers["content-type"] ?? "");
        const codec =
          COMPRESSIBLE.test(type) && req.method !== "HEAD"
            ? encoder(String(req.headers["accept-encoding"] ?? ""))
            : null;
        if (!codec) {
          res.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(res);
          return;
        }
        const { "content-length": _length, ...rest } = answer.headers;
        res.writeHead(answer.statusCode ?? 502, {
          ...rest,
          "content-encoding": codec.name,
          vary: "Accept-Encoding",
        });
        codec.stream.pipe(res);
        answer.on("data", (chunk: Buffer) => {
          codec.stream.write(chunk);
          codec.stream.flush();
        });
        answer.on("end", () => codec.stream.end());
        answer.on("error", () => codec.stream.destroy());
      },
    );
    forward.on("error", () => {
      if (!res.headersSent) res.writeHead(502);
      res.end();
    });
    req.pipe(forward);
  });
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  const { port: bound } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${bound}`,
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
