/**
 * `GET /img?url&w&q`: which requests the image optimiser answers. Only our own R2 copies
 * (`sig/<hash>` keys) are served, never a remote address: the optimiser is no open proxy.
 * Widths and quality are the spec's (section 9); anything else is refused.
 */
export const IMAGE_WIDTHS = [36, 48, 54, 72, 96, 108] as const;
export const DEVICE_WIDTHS = [640, 750, 828, 1080, 1200, 1920, 2048, 3840] as const;
export const IMAGE_QUALITY = 90;

const ALLOWED_WIDTHS: ReadonlySet<number> = new Set([...IMAGE_WIDTHS, ...DEVICE_WIDTHS]);
/** `sig/` and a hash: no slash, dot or other path trick can reach another key. */
const SIG_KEY = /^sig\/[A-Za-z0-9_-]{8,128}$/;

export type ImageRequest =
  | { ok: true; key: string; width: number; quality: number }
  | { ok: false; reason: string };

export function parseImageRequest(params: URLSearchParams): ImageRequest {
  const key = params.get("url") ?? "";
  const width = Number(params.get("w"));
  const quality = Number(params.get("q"));
  if (!SIG_KEY.test(key)) return { ok: false, reason: "url must be a stored image (sig/...)" };
  if (!ALLOWED_WIDTHS.has(width)) return { ok: false, reason: "w must be one of the allowed widths" };
  if (quality !== IMAGE_QUALITY) return { ok: false, reason: `q must be ${IMAGE_QUALITY}` };
  return { ok: true, key, width, quality };
}
