import { createLocalJWKSet, exportJWK, generateKeyPair, SignJWT } from "jose";
import { beforeAll, describe, expect, it } from "vitest";
import { verifyGoogleIdToken } from "./google";

const CLIENT_ID = "lookwise-test.apps.googleusercontent.com";
let keys: ReturnType<typeof createLocalJWKSet>;
let sign: (
  claims: Record<string, unknown>,
  options?: { exp?: string; iss?: string; aud?: string },
) => Promise<string>;

beforeAll(async () => {
  const { publicKey, privateKey } = await generateKeyPair("RS256");
  keys = createLocalJWKSet({ keys: [{ ...(await exportJWK(publicKey)), kid: "k1", alg: "RS256" }] });
  sign = (claims, options = {}) =>
    new SignJWT(claims)
      .setProtectedHeader({ alg: "RS256", kid: "k1" })
      .setIssuer(options.iss ?? "https://accounts.google.com")
      .setAudience(options.aud ?? CLIENT_ID)
      .setIssuedAt()
      .setExpirationTime(options.exp ?? "5m")
      .sign(privateKey);
});

describe("verifyGoogleIdToken", () => {
  it("accepts a valid token with a verified email", async () => {
    const token = await sign({ sub: "g-1", email: "Emily@Example.com", email_verified: true });
    expect(await verifyGoogleIdToken(token, { keys, clientId: CLIENT_ID })).toEqual({
      sub: "g-1",
      email: "emily@example.com",
    });
  });

  it.each([
    ["an unverified email", { sub: "g-1", email: "a@b.co", email_verified: false }, {}],
    ["another audience", { sub: "g-1", email: "a@b.co", email_verified: true }, { aud: "someone-else" }],
    [
      "another issuer",
      { sub: "g-1", email: "a@b.co", email_verified: true },
      { iss: "https://evil.example" },
    ],
    ["an expired token", { sub: "g-1", email: "a@b.co", email_verified: true }, { exp: "-1m" }],
    ["no email", { sub: "g-1", email_verified: true }, {}],
  ])("refuses %s", async (_, claims, options) => {
    expect(await verifyGoogleIdToken(await sign(claims, options), { keys, clientId: CLIENT_ID })).toBeNull();
  });

  it("refuses garbage and everything when no client id is configured", async () => {
    expect(await verifyGoogleIdToken("not.a.jwt", { keys, clientId: CLIENT_ID })).toBeNull();
    const token = await sign({ sub: "g-1", email: "a@b.co", email_verified: true });
    expect(await verifyGoogleIdToken(token, { keys, clientId: "" })).toBeNull();
  });
});
