/**
 * An address whose path holds a malformed percent-escape (`/report/%`, `/report/%E0%A4%A`): no
 * route can read its parameters, so pages answer the not-found page and the API a 400.
 */
export function hasMalformedPath(url: URL): boolean {
  try {
    decodeURIComponent(url.pathname);
    return false;
  } catch {
    return true;
  }
}

/** Past this much, an unread body is cancelled rather than read (the largest upload is far below it). */
export const DRAIN_MAX_BYTES = 32 * 1024 * 1024;
/** Up to this declared length an unread body is read whole (one buffer), past it chunk by chunk. */
const NATIVE_DRAIN_MAX_BYTES = 4 * 1024 * 1024;

/**
 * Reads what is left of a request body the answer did not need (a 401, a 404, a body too large by
 * its Content-Length). A local server that proxies to workerd (`npm run preview`, `npm run dev`)
 * fails with "fetch failed" when the Worker answers while the body is still being sent; production
 * does not need it (the Worker's entry skips it there). A body already read, or being read, is left alone.
 */
export async function drainBody(request: Request, maxBytes = DRAIN_MAX_BYTES): Promise<void> {
  const body = request.body;
  if (!body || body.locked) return;
  const length = Number(request.headers.get("content-length") ?? Number.NaN);
  if (!request.bodyUsed && length <= NATIVE_DRAIN_MAX_BYTES) {
    // The runtime reads a body of known, modest length in one go, faster than a loop of reads.
    await request.arrayBuffer().catch(() => undefined);
    return;
  }
  const reader = body.getReader();
  let read = 0;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) return;
      read += value.byteLength;
      if (read > maxBytes) {
        await reader.cancel();
        return;
      }
    }
  } catch {
    // The client went away: nothing is left to read.
  } finally {
    reader.releaseLock();
  }
}
