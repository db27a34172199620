import { readUpTo } from "../lib/streams";
import { DEFAULT_TIMEOUT_MS, resolveUrl, type TransportConfig } from "./transport";

/** A profile picture as the network's CDN served it. */
export type Picture = { bytes: ArrayBuffer; contentType: string };

/** Raster formats and SVG (the simulator draws SVG avatars); `/img` serves SVG sandboxed. */
export const PICTURE_TYPES = new Set([
  "image/jpeg",
  "image/png",
  "image/webp",
  "image/gif",
  "image/avif",
  "image/svg+xml",
]);
const MAX_PICTURE_BYTES = 2 * 1024 * 1024;

/**
 * The networks' picture CDNs. A profile's picture address comes from the profile, which its owner
 * controls: only these hosts are fetched, so no profile can point our Worker somewhere else.
 */
const PICTURE_HOSTS = [
  "cdninstagram.com",
  "fbcdn.net",
  "tiktokcdn.com",
  "tiktokcdn-us.com",
  "twimg.com",
  "licdn.com",
];

export function isPictureUrl(url: string): boolean {
  if (!URL.canParse(url)) return false;
  const { protocol, hostname } = new URL(url);
  return (
    protocol === "https:" && PICTURE_HOSTS.some((host) => hostname === host || hostname.endsWith(`.${host}`))
  );
}

/** Redirect hops followed, each only to a picture CDN (a CDN may move a picture once or twice). */
const MAX_REDIRECTS = 3;

/**
 * Fetches a picture through the same transport as the connectors (the transport reads text, a
 * picture is bytes). Anything but a small image of a known type is no picture: null. Redirects
 * are followed by hand, and only to the picture CDNs; the body is read as a stream and dropped
 * the moment it passes the cap, whatever `Content-Length` said.
 */
export async function fetchPicture(config: TransportConfig, url: string): Promise<Picture | null> {
  const signal = AbortSignal.timeout(config.timeoutMs ?? DEFAULT_TIMEOUT_MS);
  let address = url;
  try {
    for (let hop = 0; hop <= MAX_REDIRECTS; hop++) {
      if (!isPictureUrl(address)) return null;
      const response = await config.fetch(resolveUrl(config.target, address), {
        headers: config.headers,
        redirect: "manual",
        signal,
      });
      const location = response.headers.get("location");
      if (response.status >= 300 && response.status < 400 && location !== null) {
        await response.body?.cancel();
        if (!URL.canParse(location, address)) return null;
        address = new URL(location, address).href;
        continue;
      }
      return await readPicture(response);
    }
    return null;
  } catch {
    return null;
  }
}

async function readPicture(response: Response): Promise<Picture | null> {
  const contentType = (response.headers.get("content-type") ?? "").split(";")[0]?.trim().toLowerCase() ?? "";
  const declared = Number(response.headers.get("content-length") ?? 0);
  if (!response.ok || !PICTURE_TYPES.has(contentType) || !response.body || declared > MAX_PICTURE_BYTES) {
    await response.body?.cancel();
    return null;
  }
  const bytes = await readCapped(response.body, MAX_PICTURE_BYTES);
  return bytes && bytes.byteLength > 0 ? { bytes, contentType } : null;
}

/** The whole stream, or null (and the stream cancelled) as soon as it passes `cap` bytes. */
async function readCapped(body: ReadableStream<Uint8Array>, cap: number): Promise<ArrayBuffer | null> {
  const reader = body.getReader();
  const bytes = await readUpTo(reader, cap);
  if (bytes === null) await reader.cancel();
  return bytes?.buffer ?? null;
}
