const encoder = new TextEncoder();

/** URL-safe base64 of bytes, no padding. */
export function base64url(bytes: Uint8Array): string {
  let binary = "";
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
}

/** A random, unguessable token (256 bits), for sessions and email links. */
export function randomToken(bytes = 32): string {
  return base64url(crypto.getRandomValues(new Uint8Array(bytes)));
}

/** A short random id for rows (128 bits). */
export function randomId(prefix: string): string {
  return `${prefix}_${randomToken(16)}`;
}

export async function sha256(text: string): Promise<string> {
  return base64url(new Uint8Array(await crypto.subtle.digest("SHA-256", encoder.encode(text))));
}

async function hmacKey(secret: string, purpose: string): Promise<CryptoKey> {
  // One configured secret, a separate key per purpose, so a leak of one use does not serve another.
  const raw = await crypto.subtle.importKey(
    "raw",
    encoder.encode(secret),
    { name: "HMAC", hash: "SHA-256" },
    false,
    ["sign"],
  );
  const derived = await crypto.subtle.sign("HMAC", raw, encoder.encode(purpose));
  return crypto.subtle.importKey("raw", derived, { name: "HMAC", hash: "SHA-256" }, false, [
    "sign",
    "verify",
  ]);
}

export async function hmac(
  secret: string,
  purpose: string,
  data: string | Uint8Array<ArrayBuffer>,
): Promise<Uint8Array<ArrayBuffer>> {
  const key = await hmacKey(secret, purpose);
  const bytes = typeof data === "string" ? encoder.encode(data) : data;
  return new Uint8Array(await crypto.subtle.sign("HMAC", key, bytes));
}

/**
 * Whether two secrets are equal, in time that tells nothing of either, their lengths included:
 * their SHA-256 digests (always 32 bytes) are compared, every byte, whatever differs.
 */
export async function timingSafeEqual(a: string, b: string): Promise<boolean> {
  const digest = async (text: string) =>
    new Uint8Array(await crypto.subtle.digest("SHA-256", encoder.encode(text)));
  const [x, y] = await Promise.all([digest(a), digest(b)]);
  let diff = 0;
  for (let i = 0; i < x.length; i++) diff |= (x[i] ?? 0) ^ (y[i] ?? 0);
  return diff === 0;
}
