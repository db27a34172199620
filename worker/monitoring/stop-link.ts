import { jwtVerify, SignJWT } from "jose";
import { hmac } from "../auth/crypto";

/**
 * The "stop watching" link of an alert: a signed token that does one thing, stop one account's
 * watch of one report, and works signed out. Its key is derived from AUTH_SECRET for this purpose
 * only, and its audience says what it is for, so no other token of ours passes for it.
 */

const PURPOSE = "stop-watching";

const keyOf = (secret: string) => hmac(secret, PURPOSE, "jwt");

export type StopClaim = { reportId: string; userId: string };

export async function signStopToken(secret: string, claim: StopClaim): Promise<string> {
  return new SignJWT({ uid: claim.userId })
    .setProtectedHeader({ alg: "HS256" })
    .setSubject(claim.reportId)
    .setAudience(PURPOSE)
    .setIssuedAt()
    .sign(await keyOf(secret));
}

/** The claim of a token we signed for this purpose; null for anything else. */
export async function readStopToken(secret: string, token: string): Promise<StopClaim | null> {
  try {
    const { payload } = await jwtVerify(token, await keyOf(secret), {
      audience: PURPOSE,
      algorithms: ["HS256"],
    });
    return typeof payload.sub === "string" && typeof payload.uid === "string"
      ? { reportId: payload.sub, userId: payload.uid }
      : null;
  } catch {
    return null;
  }
}
