import { createScheduledController } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { inArray } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { db, uniqueEmail } from "../test/accounts";
import { cleanupCutoffs, deleteExpiredRows, OUTBOX_RETENTION_DAYS } from "./cleanup";
import { emailTokens, outbox, rateLimits, sessions, users } from "./db/schema";
import worker from "./index";

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

/** One expired and one live row of every table the cleanup looks after, `now` being the real clock. */
async function seedRows(tag: string) {
  const now = Date.now();
  const userId = `usr_cleanup_${tag}`;
  await db()
    .insert(users)
    .values({ id: userId, email: uniqueEmail("cleanup"), created: new Date(now) });
  const session = (id: string, expires: number) => ({
    id: `ses_${tag}_${id}`,
    tokenHash: `hash_${tag}_${id}`,
    userId,
    created: new Date(expires - 30 * DAY),
    expires: new Date(expires),
  });
  await db()
    .insert(sessions)
    .values([session("old", now - MINUTE), session("live", now + DAY)]);
  const link = (id: string, expires: number, used: number | null = null) => ({
    tokenHash: `link_${tag}_${id}`,
    userId,
    kind: "recovery" as const,
    expires: new Date(expires),
    used: used === null ? null : new Date(used),
  });
  await db()
    .insert(emailTokens)
    .values([
      link("old", now - MINUTE),
      link("usedold", now - DAY, now - 2 * DAY),
      link("live", now + 30 * MINUTE),
      link("usedlive", now + 30 * MINUTE, now - MINUTE),
    ]);
  const limit = (id: string, windowStart: number) => ({
    key: `cleanup:${tag}:${id}`,
    windowStart: new Date(windowStart),
    count: 3,
  });
  await db()
    .insert(rateLimits)
    // The longest window is a day: a row whose window started longer ago counts for nothing.
    .values([limit("old", now - DAY - MINUTE), limit("live", now - 20 * MINUTE)]);
  const mail = (id: string, created: number) => ({
    id: `eml_${tag}_${id}`,
    to: `cleanup-${tag}@example.com`,
    subject: "Reset your password",
    text: "...",
    links: [],
    created: new Date(created),
  });
  await db()
    .insert(outbox)
    .values([mail("old", now - OUTBOX_RETENTION_DAYS * DAY - MINUTE), mail("live", now - 6 * DAY)]);
}

/** The seeded rows still there, by table, as their short ids. */
async function remaining(tag: string) {
  const short = (id: string) => id.slice(id.lastIndexOf("_") + 1);
  const ids = (kind: string) => ["old", "live", "usedold", "usedlive"].map((id) => `${kind}_${tag}_${id}`);
  return {
    sessions: (
      await db()
        .select()
        .from(sessions)
        .where(inArray(sessions.id, ids("ses")))
    )
      .map((r) => short(r.id))
      .sort(),
    links: (
      await db()
        .select()
        .from(emailTokens)
        .where(inArray(emailTokens.tokenHash, ids("link")))
    )
      .map((r) => short(r.tokenHash))
      .sort(),
    rateLimits: (
      await db()
        .select()
        .from(rateLimits)
        .where(inArray(rateLimits.key, [`cleanup:${tag}:old`, `cleanup:${tag}:live`]))
    )
      .map((r) => r.key.split(":")[2])
      .sort(),
    outbox: (
      await db()
        .select()
        .from(outbox)
        .where(inArray(outbox.id, ids("eml")))
    )
      .map((r) => short(r.id))
      .sort(),
  };
}

const KEPT = { sessions: ["live"], links: ["live", "usedlive"], rateLimits: ["live"], outbox: ["live"] };

describe("cleanupCutoffs", () => {
  it("expires sessions and links at their expiry, rate-limit rows after the longest window, mail after a week", () => {
    const now = new Date("2026-03-10T03:17:00Z");
    expect(cleanupCutoffs(now)).toEqual({
      sessions: now,
      emailLinks: now,
      rateLimits: new Date("2026-03-09T03:17:00Z"),
      outbox: new Date("2026-03-03T03:17:00Z"),
    });
  });
});

describe("deleting expired rows", () => {
  it("deletes the rows past their expiry and keeps the live ones", async () => {
    await seedRows("direct");
    const deleted = await deleteExpiredRows(db());
    expect(deleted.sessions).toBeGreaterThanOrEqual(1);
    expect(deleted.emailLinks).toBeGreaterThanOrEqual(2);
    expect(deleted.rateLimits).toBeGreaterThanOrEqual(1);
    expect(deleted.outbox).toBeGreaterThanOrEqual(1);
    expect(await remaining("direct")).toEqual(KEPT);
  });

  it("runs in the daily Cron Trigger", async () => {
    await seedRows("cron");
    await worker.scheduled(createScheduledController({ cron: "17 3 * * *" }), env);
    expect(await remaining("cron")).toEqual(KEPT);
  });
});
