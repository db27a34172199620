import { parseImageRequest } from "../domain/image-request";

/**
 * How long a browser or the edge may keep a picture. Short on purpose: a picture is deleted when
 * its person opts out or its report or account goes, and an hour bounds how long a cached copy
 * outlives that (a year-long `immutable` copy would outlive the deletion by a year).
 */
export const PICTURE_MAX_AGE_SECONDS = 60 * 60;

function refuse(status: number, message: string): Response {
  return new Response(message, {
    status,
    headers: { "content-type": "text/plain; charset=utf-8", "cache-control": "no-store" },
  });
}

/**
 * The image optimiser (`GET /img?url&w&q`): serves our R2 copies of profile pictures, cacheable
 * for an hour (a refusal or 404 never), so a deleted picture is gone everywhere within the hour.
 * Resizing to `w` needs Cloudflare Images in production; without it the stored original is
 * served, which is correct, just larger.
 */
export async function handleImage(request: Request, bucket: R2Bucket): Promise<Response> {
  if (request.method !== "GET" && request.method !== "HEAD") return refuse(405, "Method Not Allowed");
  const parsed = parseImageRequest(new URL(request.url).searchParams);
  if (!parsed.ok) return refuse(400, parsed.reason);
  const object: R2Object | R2ObjectBody | null =
    request.method === "HEAD" ? await bucket.head(parsed.key) : await bucket.get(parsed.key);
  if (!object) return refuse(404, "Not Found");
  const headers = new Headers({
    "content-type": object.httpMetadata?.contentType ?? "application/octet-stream",
    "cache-control": `public, max-age=${PICTURE_MAX_AGE_SECONDS}`,
    etag: object.httpEtag,
    "x-content-type-options": "nosniff",
    // A stored SVG must never run script or load anything, even opened on its own.
    "content-security-policy": "default-src 'none'; style-src 'unsafe-inline'; sandbox",
  });
  return new Response(isBody(object) ? object.body : null, { headers });
}

function isBody(object: R2Object | R2ObjectBody): object is R2ObjectBody {
  return "body" in object;
}
