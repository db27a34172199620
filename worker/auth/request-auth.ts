import { parse } from "hono/utils/cookie";
import type { Db } from "../db/client";
import type { Origins } from "../domain/hosts";
import type { Auth } from "../lib/hono";
import { readSession, SESSION_COOKIE } from "./session";

/** The session behind a request: the `Authorization: Bearer` value wins over the cookie. */
export async function resolveAuth(request: Request, db: Db, secret: string): Promise<Auth | null> {
  const bearer = /^Bearer\s+(\S+)$/i.exec(request.headers.get("Authorization") ?? "")?.[1];
  if (bearer) {
    const session = await readSession(db, bearer, secret);
    return session ? { session, via: "bearer" } : null;
  }
  const cookie = parse(request.headers.get("Cookie") ?? "", SESSION_COOKIE)[SESSION_COOKIE];
  if (!cookie) return null;
  const session = await readSession(db, cookie, secret);
  return session ? { session, via: "cookie" } : null;
}

/** Whether the request carries credentials (valid or not): its answer may depend on who asks. */
export function hasCredentials(request: Request): boolean {
  if (request.headers.has("Authorization")) return true;
  return SESSION_COOKIE in parse(request.headers.get("Cookie") ?? "", SESSION_COOKIE);
}

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * Cross-site request forgery guard: a write that rides on the session cookie must come from one
 * of our two origins; any write that names a foreign origin is refused too (login forgery).
 * Bearer-token clients are not browsers and carry no ambient credentials.
 */
export function isAllowedWrite(
  method: string,
  origin: string | undefined,
  auth: Auth | null,
  origins: Origins,
): boolean {
  if (SAFE_METHODS.has(method.toUpperCase())) return true;
  const ours = origin === origins.landing || origin === origins.app;
  if (auth?.via === "cookie") return ours;
  return origin === undefined || ours;
}
