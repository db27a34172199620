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

/**
 * Fetches a picture through the same transport as the connectors (the transport reads text, a
 * picture is bytes). Anything but a small image of a known type is no picture: null.
 */
export async function fetchPicture(config: TransportConfig, url: string): Promise<Picture | null> {
  if (!isPictureUrl(url)) return null;
  try {
    const response = await config.fetch(resolveUrl(config.target, url), {
      headers: config.headers,
      signal: AbortSignal.timeout(config.timeoutMs ?? DEFAULT_TIMEOUT_MS),
    });
    const contentType =
      (response.headers.get("content-type") ?? "").split(";")[0]?.trim().toLowerCase() ?? "";
    if (!response.ok || !PICTURE_TYPES.has(contentType)) {
      await response.body?.cancel();
      return null;
    }
    const declared = Number(response.headers.get("content-length") ?? 0);
    if (declared > MAX_PICTURE_BYTES) {
      await response.body?.cancel();
      return null;
    }
    const bytes = await response.arrayBuffer();
    return bytes.byteLength > 0 && bytes.byteLength <= MAX_PICTURE_BYTES ? { bytes, contentType } : null;
  } catch {
    return null;
  }
}
