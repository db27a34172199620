import type { MiddlewareHandler } from "hono";
import { OPT_OUT_FILE_MAX_BYTES } from "../../../contracts/create";
import { ApiError } from "../../../lib/errors";
import { readUpTo } from "../../../lib/streams";

const MAX_BODY_BYTES = 1024 * 1024;
/** The opt-out form carries an attachment: its cap plus room for the other fields. */
const UPLOAD_PATHS = new Set(["/api/v1/optout"]);
const MAX_UPLOAD_BYTES = OPT_OUT_FILE_MAX_BYTES + 256 * 1024;

/**
 * Hono's `bodyLimit`, except that a streamed body found too long is left unlocked for
 * `drainBody` to finish reading, and the error is the caller's (`onTooLarge` throws it). A body
 * that declares its length is judged by it; one that does not is buffered up to `maxBytes`.
 */
function limitBody(maxBytes: number, onTooLarge: () => never): MiddlewareHandler {
  return async (c, next) => {
    const raw = c.req.raw;
    if (!raw.body) return next();
    const length = raw.headers.get("content-length");
    if (length !== null && !raw.headers.has("transfer-encoding")) {
      if (Number.parseInt(length, 10) > maxBytes) onTooLarge();
      return next();
    }
    const reader = raw.body.getReader();
    const buffer = await readUpTo(reader, maxBytes);
    if (buffer === null) {
      reader.releaseLock();
      onTooLarge();
    }
    c.req.raw = new Request(raw, { body: buffer });
    return next();
  };
}

const tooLarge = (): never => {
  throw new ApiError("bad_request", "Request body too large");
};
const jsonBodyLimit = limitBody(MAX_BODY_BYTES, tooLarge);
const uploadBodyLimit = limitBody(MAX_UPLOAD_BYTES, tooLarge);

/** Request bodies up to 1 MiB; the opt-out form's, with its attachment, a little over the file's cap. */
export const bodyLimit: MiddlewareHandler = (c, next) =>
  (UPLOAD_PATHS.has(c.req.path) ? uploadBodyLimit : jsonBodyLimit)(c, next);
