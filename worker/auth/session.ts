import { and, eq, gt, ne } from "drizzle-orm";
import type { Db } from "../db/client";
import { sessions } from "../db/schema";
import { base64url, hmac, randomId, randomToken, sha256, timingSafeEqual } from "./crypto";

export const SESSION_COOKIE = "lw_session";
export const SESSION_TTL_MS = 30 * 24 * 60 * 60 * 1000;

/** The cookie (and bearer) value: a random token and its HMAC, so forged values fail before D1. */
async function sign(token: string, secret: string): Promise<string> {
  return `${token}.${base64url(await hmac(secret, "session", token))}`;
}

async function unsign(value: string, secret: string): Promise<string | null> {
  const [token, signature] = value.split(".");
  if (!token || !signature) return null;
  const expected = base64url(await hmac(secret, "session", token));
  return (await timingSafeEqual(signature, expected)) ? token : null;
}

/** `created` is when the user signed in: a recent sign-in can stand in for a password (ADR 0006). */
export type Session = { id: string; userId: string; created: Date; expires: Date };

/** How recent a sign-in must be to stand in for a password an account does not have. */
export const RECENT_SIGN_IN_MS = 10 * 60_000;

export async function createSession(
  db: Db,
  userId: string,
  secret: string,
): Promise<{ session: Session; value: string }> {
  const token = randomToken();
  const now = Date.now();
  const session = {
    id: randomId("ses"),
    userId,
    created: new Date(now),
    expires: new Date(now + SESSION_TTL_MS),
  };
  await db.insert(sessions).values({ ...session, tokenHash: await sha256(token) });
  return { session, value: await sign(token, secret) };
}

/** The live session a signed cookie or bearer value refers to, or null. */
export async function readSession(db: Db, value: string, secret: string): Promise<Session | null> {
  const token = await unsign(value, secret);
  if (!token) return null;
  const row = await db.query.sessions.findFirst({
    columns: { id: true, userId: true, created: true, expires: true },
    where: and(eq(sessions.tokenHash, await sha256(token)), gt(sessions.expires, new Date())),
  });
  return row ?? null;
}

export async function endSession(db: Db, sessionId: string) {
  await db.delete(sessions).where(eq(sessions.id, sessionId));
}

/** Ends every session of the account except `keep` (the one that made the change), if given. */
export async function endOtherSessions(db: Db, userId: string, keep?: string) {
  await db
    .delete(sessions)
    .where(keep ? and(eq(sessions.userId, userId), ne(sessions.id, keep)) : eq(sessions.userId, userId));
}
