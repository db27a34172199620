/**
 * Reads a stream to its end as one array of bytes, or stops as soon as more than `cap` bytes
 * have come and answers null. The reader stays locked either way: the caller decides whether a
 * stream too long is cancelled or left for someone else to finish.
 */
export async function readUpTo(reader: ReadableStreamDefaultReader<Uint8Array>, cap: number) {
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > cap) return null;
    chunks.push(value);
  }
  const bytes = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return bytes;
}
