import { fetchPicture } from "../sources/picture";
import type { TransportConfig } from "../sources/transport";

/**
 * R2 key of a network picture: `sig/` and the SHA-256 of its address, so one picture is stored
 * once. A `scope` (a report id) gives the report copies of its own, which deleting it can remove.
 */
export async function pictureKey(url: string, scope = ""): Promise<string> {
  const named = scope === "" ? url : `${scope}\n${url}`;
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(named));
  return `sig/${[...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, "0")).join("")}`;
}

/**
 * Copies a profile picture to R2 and answers its `sig/` key; null when it could not be fetched
 * (the candidate then shows the placeholder, `imageNotLoaded`). Never throws. `force` fetches
 * again even when a copy exists (a browser reported it broken).
 */
export async function copyPicture(
  bucket: R2Bucket,
  transport: TransportConfig,
  url: string,
  force = false,
  scope = "",
): Promise<string | null> {
  const key = await pictureKey(url, scope);
  try {
    if (!force && (await bucket.head(key))) return key;
    const picture = await fetchPicture(transport, url);
    if (!picture) return null;
    await bucket.put(key, picture.bytes, { httpMetadata: { contentType: picture.contentType } });
    return key;
  } catch (error) {
    console.warn("picture copy failed", url, error);
    return null;
  }
}

/** R2 deletes at most 1000 keys per call. */
const KEYS_PER_DELETE = 1000;

export async function deletePictures(bucket: R2Bucket, keys: readonly string[]): Promise<void> {
  for (let i = 0; i < keys.length; i += KEYS_PER_DELETE) {
    await bucket.delete(keys.slice(i, i + KEYS_PER_DELETE));
  }
}
