import { randomToken } from "../auth/crypto";
import { enforce, LIMITS, reserveHit } from "../auth/rate-limit";
import type { Db } from "../db/client";
import { type ReportOwner, visitorHasReport } from "../db/reports";
import { ApiError } from "../lib/errors";

const visitorIpKey = (ip: string) => `create:visitor-ip:${ip}`;

/** Who asks to create a report: an account, or a visitor by the browser's cookie (if it has one) and IP. */
export type Creator = { userId: string } | { visitorCookie: string | undefined; ip: string };

export type Admission = {
  owner: ReportOwner;
  /** A visitor id for the browser to keep (its first attempt), or null when it has one or is an account. */
  newVisitorId: string | null;
  /** Gives the visitor's IP slot back, for an attempt that made no report. */
  release: () => Promise<void>;
};

/**
 * Who is creating, within their limits: an account (a daily cap), or a visitor (one report per
 * browser and per IP a day: API.md). The visitor's IP slot is taken before the (slow) search, so
 * parallel attempts cannot all pass.
 */
export async function admitCreator(db: Db, creator: Creator): Promise<Admission> {
  if ("userId" in creator) {
    await enforce(db, `create:user:${creator.userId}`, LIMITS.createsPerUser);
    return { owner: { userId: creator.userId }, newVisitorId: null, release: async () => undefined };
  }
  const known = creator.visitorCookie;
  if (known && (await visitorHasReport(db, known))) throw new ApiError("search_limit");
  const { release } = await reserveHit(
    db,
    visitorIpKey(creator.ip),
    LIMITS.visitorCreatesPerIp,
    () => new ApiError("search_limit"),
  );
  const visitorId = known ?? randomToken(16);
  return { owner: { visitorId }, newVisitorId: known ? null : visitorId, release };
}
