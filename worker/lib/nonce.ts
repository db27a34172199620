/** A page's CSP nonce: 16 random bytes, base64 (a fresh one per response, cached pages included). */
export function randomNonce(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return btoa(String.fromCharCode(...bytes));
}
