import { createScheduledController, runInDurableObject } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { db, PASSWORD, signUp } from "../../test/accounts";
import { generatedReport } from "../../test/reports";
import { reports } from "../db/schema";
import type { ReportRoom } from "../durable/report-room";
import worker from "../index";

const DAY = 24 * 60 * 60 * 1000;

/** Rows of the room's raw lists, per section. */
async function rawRows(reportId: string): Promise<Record<string, number>> {
  return runInDurableObject(env.REPORT_ROOM.getByName(reportId), (_room: ReportRoom, state) =>
    Object.fromEntries(
      state.storage.sql
        .exec<{ section: string; n: number }>("SELECT section, count(*) AS n FROM items GROUP BY section")
        .toArray()
        .map((row) => [row.section, row.n]),
    ),
  );
}

async function runCron() {
  await worker.scheduled(createScheduledController({ cron: "17 3 * * *" }), env);
}

const emily = [{ source: "ig" as const, username: "emily.carter" }];

describe("retention of raw scraped data (the daily Cron Trigger)", () => {
  it("purges the raw lists of reports older than the period and keeps their results", async () => {
    const { client } = await signUp({ subscribed: true });
    const old = await generatedReport(client, emily);
    const recent = await generatedReport(client, emily);
    await db()
      .update(reports)
      .set({ tracked: new Date(Date.now() - 31 * DAY) })
      .where(eq(reports.id, old));
    await db()
      .update(reports)
      .set({ tracked: new Date(Date.now() - 5 * DAY) })
      .where(eq(reports.id, recent));
    const before = await rawRows(old);
    expect(before.follower).toBeGreaterThan(0);
    const evidenceBefore = await (await client.get(`/api/v1/report/${old}/ig/fitness-health`)).json();
    const reportBefore = await (await client.get(`/api/v1/report/${old}`)).json();

    await runCron();

    const after = await rawRows(old);
    expect(after.follower).toBeUndefined();
    // What stays is what the report shows as evidence.
    expect(after.following ?? 0).toBeLessThanOrEqual(before.following ?? 0);
    expect(await (await client.get(`/api/v1/report/${old}/ig/fitness-health`)).json()).toEqual(
      evidenceBefore,
    );
    expect(await (await client.get(`/api/v1/report/${old}`)).json()).toEqual(reportBefore);
    expect((await client.get(`/api/v1/report/${old}/ig/friends`)).status).toBe(200);
    const [row] = await db().select().from(reports).where(eq(reports.id, old));
    expect(row?.rawPurgedAt).toBeInstanceOf(Date);
    expect((await rawRows(recent)).follower).toBeGreaterThan(0);
  });
});

describe("deleting an account", () => {
  it("deletes its reports' room storage and R2 pictures", async () => {
    const { client } = await signUp({ subscribed: true });
    const id = await generatedReport(client, emily);
    const keys = await runInDurableObject(env.REPORT_ROOM.getByName(id), (_room: ReportRoom, state) =>
      state.storage.sql
        .exec<{ key: string }>("SELECT key FROM pictures")
        .toArray()
        .map((row) => row.key),
    );
    expect(keys.length).toBeGreaterThan(0);
    for (const key of keys) expect(await env.IMAGES_BUCKET.head(key)).not.toBeNull();

    const res = await client.post("/api/v1/settings/delete", { password: PASSWORD });
    expect(res.status).toBe(200);

    for (const key of keys) expect(await env.IMAGES_BUCKET.head(key)).toBeNull();
    expect(await env.REPORT_ROOM.getByName(id).check()).toBeNull();
    expect(await db().select().from(reports).where(eq(reports.id, id))).toEqual([]);
  });
});
