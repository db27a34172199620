import type { Context } from "hono";
import { getCookie, setCookie } from "hono/cookie";
import { randomToken } from "../../../auth/crypto";
import { enforce, LIMITS, reserveHit } from "../../../auth/rate-limit";
import type { CreateResponse } from "../../../contracts/create";
import { createBody } from "../../../contracts/create-schema";
import { type ReportOwner, visitorHasReport } from "../../../db/reports";
import { COOKIE, cookieOptions, ONE_YEAR_SECONDS } from "../../../lib/cookies";
import { ApiError } from "../../../lib/errors";
import { type AppEnv, createRouter } from "../../../lib/hono";
import { validate } from "../../../lib/validate";

const visitorIpKey = (ip: string) => `create:visitor-ip:${ip}`;

type Admission = { owner: ReportOwner; release: () => Promise<void> };

/**
 * Who is creating, within their limits: an account (a daily cap), or a visitor (one report per
 * browser and per IP a day: API.md). A visitor's browser gets its cookie on the first attempt.
 * The visitor's IP slot is taken before the (slow) search, so parallel attempts cannot all pass;
 * `release` gives it back when no report is made.
 */
async function admit(c: Context<AppEnv>): Promise<Admission> {
  const { db, auth, ip } = c.var;
  if (auth) {
    await enforce(db, `create:user:${auth.session.userId}`, LIMITS.createsPerUser);
    return { owner: { userId: auth.session.userId }, release: async () => undefined };
  }
  const known = getCookie(c, COOKIE.visitor);
  if (known && (await visitorHasReport(db, known))) throw new ApiError("search_limit");
  const { release } = await reserveHit(
    db,
    visitorIpKey(ip),
    LIMITS.visitorCreatesPerIp,
    () => new ApiError("search_limit"),
  );
  const visitorId = known ?? randomToken(16);
  if (!known)
    setCookie(c, COOKIE.visitor, visitorId, cookieOptions(c.var.config, c.var.url, ONE_YEAR_SECONDS));
  return { owner: { visitorId }, release };
}

/** `POST /create`: a draft made from a name or a username (create/draft.ts), within the owner's limits. */
export const createReport = createRouter().post("/", validate("json", createBody), async (c) => {
  const body = c.req.valid("json");
  const { owner, release } = await admit(c);
  // Only a report made counts against the visitor's day: a name that found nobody does not.
  const id = await c.var.create.draft(body, owner).catch(async (error: unknown) => {
    await release();
    throw error;
  });
  return c.json({ id } satisfies CreateResponse);
});
