import { createScheduledController, runInDurableObject } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { eq, inArray } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { db, insertReport, PASSWORD, signUp } from "../../test/accounts";
import { generatedReport, waitForReport } from "../../test/reports";
import { saveResults } from "../db/report-results";
import { reports } from "../db/schema";
import type { ReportRoom } from "../durable/report-room";
import * as store from "../durable/room-store";
import worker from "../index";
import { PURGE_BATCH, purgeExpiredRawData } from "./retention";

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

async function backdate(id: string, days: number) {
  await db()
    .update(reports)
    .set({ tracked: new Date(Date.now() - days * DAY) })
    .where(eq(reports.id, id));
}

async function rawPurgedAt(id: string) {
  const [row] = await db().select({ at: reports.rawPurgedAt }).from(reports).where(eq(reports.id, id));
  return row?.at;
}

/** A finished report whose raw lists are `days` old: its D1 row and its room's lists (and state). */
async function finishedReport(status: "completed" | "failed", days: number): Promise<string> {
  const tracked = Date.now() - days * DAY;
  const id = await insertReport({}, { status, sources: ["ig"], tracked: new Date(tracked) });
  await runInDurableObject(env.REPORT_ROOM.getByName(id), (_room: ReportRoom, state) => {
    const sql = state.storage.sql;
    const account = (n: number) => ({
      id: `${id}-${n}`,
      username: `account${n}`,
      fullname: `Account ${n}`,
      bio: "",
      category: null,
      image: null,
      link: `https://www.instagram.com/account${n}/`,
    });
    store.writeState(sql, {
      reportId: id,
      subject: "Emily Carter",
      version: 1,
      status,
      startedAt: tracked,
      deadline: tracked,
      summary: "",
      tracked,
      failures: status === "failed" ? 3 : 0,
      sent: true,
      unsynced: false,
      rescreen: false,
    });
    store.putItems(sql, "ig", "follower", [account(1), account(2)]);
    store.putItems(sql, "ig", "following", [account(3)]);
  });
  return id;
}

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

describe("retention that keeps up", () => {
  it("purges a refreshed report's new raw lists once they are past the period too", async () => {
    const { client } = await signUp({ subscribed: true });
    const id = await generatedReport(client, emily);
    expect((await client.get(`/api/v1/report/${id}`)).status).toBe(200);
    await backdate(id, 31);
    await runCron();
    expect((await rawRows(id)).follower).toBeUndefined();

    expect((await client.post(`/api/v1/report/${id}/refresh`)).status).toBe(202);
    expect((await waitForReport(client, id)).status).toBe("completed");
    // The refresh scraped the lists again: their retention starts over.
    expect((await rawRows(id)).follower).toBeGreaterThan(0);
    expect(await rawPurgedAt(id)).toBeNull();
    await runCron();
    expect((await rawRows(id)).follower).toBeGreaterThan(0);

    await backdate(id, 31);
    await runCron();
    expect((await rawRows(id)).follower).toBeUndefined();
    expect(await rawPurgedAt(id)).toBeInstanceOf(Date);
  });

  it("keeps a purge when the same generation's results are saved again (an opt-out reaching the report)", async () => {
    const id = await finishedReport("completed", 31);
    await runCron();
    const purgedAt = await rawPurgedAt(id);
    expect(purgedAt).toBeInstanceOf(Date);
    const [row] = await db().select({ tracked: reports.tracked }).from(reports).where(eq(reports.id, id));
    const results = {
      status: "completed" as const,
      summary: null,
      profiles: [],
      sources: [],
      lastChange: null,
    };
    await saveResults(db(), id, { ...results, tracked: row?.tracked ?? new Date() });
    expect(await rawPurgedAt(id)).toEqual(purgedAt);
    // A new generation's results: its lists are kept again, from its own `tracked`.
    await saveResults(db(), id, { ...results, tracked: new Date() });
    expect(await rawPurgedAt(id)).toBeNull();
  });

  it("works through a backlog larger than a batch, failed reports included, resuming where a run stopped", async () => {
    const due = [
      ...(await Promise.all(Array.from({ length: PURGE_BATCH }, () => finishedReport("completed", 40)))),
      ...(await Promise.all(Array.from({ length: 6 }, () => finishedReport("failed", 31)))),
    ];
    const kept = [await finishedReport("completed", 29), await finishedReport("failed", 2)];

    // A run out of time stops after its batch in hand; the next run goes on from there.
    const first = await purgeExpiredRawData(env, db(), 30, { budgetMs: 0 });
    expect(first).toMatchObject({ purged: PURGE_BATCH, finished: false, failures: [] });
    await runCron();

    const rows = await db()
      .select({ id: reports.id, at: reports.rawPurgedAt })
      .from(reports)
      .where(inArray(reports.id, [...due, ...kept]));
    const purgedAt = new Map(rows.map((row) => [row.id, row.at]));
    for (const id of due) {
      expect(purgedAt.get(id), id).toBeInstanceOf(Date);
      expect(await rawRows(id), id).toEqual({});
    }
    for (const id of kept) {
      expect(purgedAt.get(id), id).toBeNull();
      expect(await rawRows(id), id).toEqual({ follower: 2, following: 1 });
    }
  });
});

describe("a room that cannot purge", () => {
  it("is left for the next run without holding back the others", async () => {
    const broken = await finishedReport("completed", 45);
    const others = [await finishedReport("completed", 44), await finishedReport("failed", 46)];
    const rooms = {
      getByName: (name: string) =>
        name === broken
          ? { purgeRaw: () => Promise.reject(new Error("room unavailable")) }
          : env.REPORT_ROOM.getByName(name),
    } as unknown as Env["REPORT_ROOM"];

    const run = await purgeExpiredRawData({ ...env, REPORT_ROOM: rooms }, db(), 30);

    expect(run).toMatchObject({ finished: true, failures: [new Error("room unavailable")] });
    expect(await rawPurgedAt(broken)).toBeNull();
    expect((await rawRows(broken)).follower).toBe(2);
    for (const id of others) {
      expect(await rawPurgedAt(id), id).toBeInstanceOf(Date);
      expect(await rawRows(id), id).toEqual({});
    }
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
