import { PASSWORD_MAX, PASSWORD_MIN } from "../contracts/auth";
import { base64url, hmac, timingSafeEqual } from "./crypto";

/**
 * PBKDF2-SHA256 at workerd's ceiling of 100,000 iterations, over an HMAC of the password keyed by
 * a server secret (a "pepper"): a stolen database alone cannot be attacked offline. The format
 * carries the scheme and iteration count so stronger settings can be rolled out on sign-in.
 */
export const PBKDF2_ITERATIONS = 100_000;
const SCHEME = "pbkdf2-sha256";
const SALT_BYTES = 16;
const HASH_BITS = 256;

/** The password rule: 8 to 128 characters with at least one letter and one digit. */
export function isValidPassword(password: string): boolean {
  return (
    password.length >= PASSWORD_MIN &&
    password.length <= PASSWORD_MAX &&
    /\p{L}/u.test(password) &&
    /\p{N}/u.test(password)
  );
}

async function derive(
  password: string,
  salt: Uint8Array<ArrayBuffer>,
  iterations: number,
  secret: string,
): Promise<string> {
  const peppered = await hmac(secret, "password-pepper", password.normalize("NFKC"));
  const key = await crypto.subtle.importKey("raw", peppered, "PBKDF2", false, ["deriveBits"]);
  const bits = await crypto.subtle.deriveBits(
    { name: "PBKDF2", hash: "SHA-256", salt, iterations },
    key,
    HASH_BITS,
  );
  return base64url(new Uint8Array(bits));
}

export async function hashPassword(password: string, secret: string): Promise<string> {
  const salt = crypto.getRandomValues(new Uint8Array(SALT_BYTES));
  const hash = await derive(password, salt, PBKDF2_ITERATIONS, secret);
  return `${SCHEME}$${PBKDF2_ITERATIONS}$${base64url(salt)}$${hash}`;
}

function decodeBase64url(text: string): Uint8Array<ArrayBuffer> {
  const binary = atob(text.replace(/-/g, "+").replace(/_/g, "/"));
  return Uint8Array.from(binary, (c) => c.charCodeAt(0));
}

export async function verifyPassword(password: string, stored: string, secret: string): Promise<boolean> {
  const [scheme, iterations, salt, hash] = stored.split("$");
  if (scheme !== SCHEME || !iterations || !salt || !hash) return false;
  const candidate = await derive(password, decodeBase64url(salt), Number(iterations), secret);
  return timingSafeEqual(candidate, hash);
}

/** Spends the same time as a real check, so an unknown email cannot be told apart by timing. */
export async function burnPasswordCheck(password: string, secret: string): Promise<void> {
  await derive(password, new Uint8Array(SALT_BYTES), PBKDF2_ITERATIONS, secret);
}
