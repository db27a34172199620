import { createRemoteJWKSet, type JWTVerifyGetKey, jwtVerify } from "jose";

const GOOGLE_ISSUERS = ["https://accounts.google.com", "accounts.google.com"];

export type GoogleIdentity = { sub: string; email: string };

const keySets = new Map<string, JWTVerifyGetKey>();

/** Google's signing keys, fetched and cached (jose honours their rotation) per configured URL. */
export function googleKeys(jwksUrl: string): JWTVerifyGetKey {
  let keys = keySets.get(jwksUrl);
  if (!keys) {
    keys = createRemoteJWKSet(new URL(jwksUrl));
    keySets.set(jwksUrl, keys);
  }
  return keys;
}

/**
 * Verifies a Google ID token: signature against Google's keys, issuer, audience (our client id),
 * expiry, and a verified email. Null for anything that does not pass.
 */
export async function verifyGoogleIdToken(
  credential: string,
  options: { keys: JWTVerifyGetKey; clientId: string },
): Promise<GoogleIdentity | null> {
  if (!options.clientId) return null;
  try {
    const { payload } = await jwtVerify(credential, options.keys, {
      issuer: GOOGLE_ISSUERS,
      audience: options.clientId,
      algorithms: ["RS256"],
    });
    if (typeof payload.sub !== "string" || typeof payload.email !== "string") return null;
    if (payload.email_verified !== true && payload.email_verified !== "true") return null;
    return { sub: payload.sub, email: payload.email.toLowerCase() };
  } catch {
    return null;
  }
}
