import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { db, insertReport, markUnlocked, signUp } from "../../test/accounts";
import { subscribe } from "../../test/billing";
import { shareReport } from "../../test/reports";
import type {
  ReportListResponse,
  ReportResponse,
  WatchListResponse,
  WatchResponse,
} from "../contracts/report";
import { subscriptions, watches } from "../db/schema";
import { endLapsedWatches } from "../db/watches";
import { TEST_AUTH_SECRET } from "../env";
import { readStopToken, signStopToken } from "./stop-link";

const DAY = 86_400_000;
const watchPath = (id: string) => `/api/v1/report/${id}/watch`;

/** A subscriber's completed report they opened in full: what may be watched. */
async function unlockedReport(userId: string, name = "Emily Carter") {
  const id = await insertReport({ userId }, { name });
  await markUnlocked(id, userId);
  return id;
}

describe("POST /report/{id}/watch", () => {
  it("watches an unlocked report weekly or monthly, shows it to its owner only, and stops", async () => {
    const owner = await signUp({ subscribed: true });
    const id = await unlockedReport(owner.id);
    const before = Date.now();
    const res = await owner.client.post(watchPath(id), { watching: true });
    expect(res.status).toBe(200);
    const { watch } = (await res.json()) as WatchResponse;
    expect(watch).toMatchObject({ every: "week", lastChange: null });
    expect(watch?.next).toBeGreaterThanOrEqual(before + 7 * DAY);
    expect(watch?.next).toBeLessThan(Date.now() + 7 * DAY + 1000);

    const monthly = (await (
      await owner.client.post(watchPath(id), { watching: true, every: "month" })
    ).json()) as WatchResponse;
    expect(monthly.watch?.every).toBe("month");
    expect(monthly.watch?.next).toBeGreaterThan(Date.now() + 27 * DAY);

    const view = (await (await owner.client.get(`/api/v1/report/${id}`)).json()) as ReportResponse;
    expect(view.watch).toEqual(monthly.watch);
    const list = (await (await owner.client.get("/api/v1/dashboard/reports")).json()) as ReportListResponse;
    expect(list.items.find((item) => item.id === id)?.watch).toEqual(monthly.watch);
    const settings = (await (await owner.client.get("/api/v1/settings/watches")).json()) as WatchListResponse;
    expect(settings.items).toEqual([{ id, name: "Emily Carter", ...monthly.watch }]);

    // Someone the owner shared it with reads the report, not its watch.
    const hash = await shareReport(owner.client, id);
    const shared = (
      await (await signUp()).client.get(`/api/v1/report/${id}?h=${hash}`)
    ).json() as Promise<ReportResponse>;
    expect((await shared).watch).toBeNull();

    const stopped = await owner.client.post(watchPath(id), { watching: false });
    expect(await stopped.json()).toEqual({ watch: null });
    expect(await db().select().from(watches).where(eq(watches.reportId, id))).toEqual([]);
    expect(
      ((await (await owner.client.get("/api/v1/settings/watches")).json()) as WatchListResponse).items,
    ).toEqual([]);
  });

  it("answers 402 with the plans link without a subscription, and past the plan's reports per period", async () => {
    const confirmed = await signUp({ confirmed: true });
    const id = await unlockedReport(confirmed.id);
    const res = await confirmed.client.post(watchPath(id), { watching: true });
    expect(res.status).toBe(402);
    expect(await res.json()).toEqual({
      code: "payment_required",
      message: "Watching reports is part of a subscription. Choose a plan to watch this report.",
      link: "/plans",
    });

    // Starter has one report per week: one watched report.
    const starter = await signUp({ confirmed: true });
    await subscribe(starter.client, "starter");
    const [first, second] = [
      await unlockedReport(starter.id),
      await unlockedReport(starter.id, "Jake Morrison"),
    ];
    expect((await starter.client.post(watchPath(first), { watching: true })).status).toBe(200);
    const over = await starter.client.post(watchPath(second), { watching: true });
    expect(over.status).toBe(402);
    expect(await over.json()).toEqual({
      code: "payment_required",
      message: "Your plan watches up to 1 report. Stop watching another report or choose a bigger plan.",
      link: "/plans",
    });
    // Changing how often the one watched report is checked is not one more.
    expect((await starter.client.post(watchPath(first), { watching: true, every: "month" })).status).toBe(
      200,
    );
    expect(
      (await db().select().from(watches).where(eq(watches.userId, starter.id))).map((w) => w.reportId),
    ).toEqual([first]);
  });

  it("refuses a report its owner has not unlocked, anyone else's report, and a malformed body, changing nothing", async () => {
    const owner = await signUp({ subscribed: true });
    const locked = await insertReport({ userId: owner.id });
    const res = await owner.client.post(watchPath(locked), { watching: true });
    expect(res.status).toBe(402);
    expect(await res.json()).toMatchObject({ message: "Unlock the report before watching it" });

    const id = await unlockedReport(owner.id);
    const stranger = await signUp({ subscribed: true });
    expect((await stranger.client.post(watchPath(id), { watching: true })).status).toBe(404);
    expect((await stranger.client.post(watchPath(id), { watching: false })).status).toBe(404);
    for (const body of [{}, { watching: "yes" }, { watching: true, every: "day" }])
      expect((await owner.client.post(watchPath(id), body)).status).toBe(400);
    expect(await db().select().from(watches).where(eq(watches.reportId, id))).toEqual([]);
  });

  it("ends with the subscription: the monitoring run removes the watches of a lapsed account", async () => {
    const owner = await signUp({ subscribed: true });
    const id = await unlockedReport(owner.id);
    expect((await owner.client.post(watchPath(id), { watching: true })).status).toBe(200);
    await db().update(subscriptions).set({ status: "inactive" }).where(eq(subscriptions.userId, owner.id));
    expect(await endLapsedWatches(db(), new Date())).toBeGreaterThanOrEqual(1);
    expect(await db().select().from(watches).where(eq(watches.reportId, id))).toEqual([]);
    // The report stays.
    expect((await owner.client.get(`/api/v1/report/${id}`)).status).toBe(200);
  });
});

describe("the stop link", () => {
  it("is signed for one purpose: another secret's or a tampered token reads as nothing", async () => {
    const token = await signStopToken(TEST_AUTH_SECRET, { reportId: "r1", userId: "u1" });
    expect(await readStopToken(TEST_AUTH_SECRET, token)).toEqual({ reportId: "r1", userId: "u1" });
    expect(await readStopToken(`${TEST_AUTH_SECRET}-other`, token)).toBeNull();
    expect(await readStopToken(TEST_AUTH_SECRET, `${token.slice(0, -2)}xx`)).toBeNull();
    expect(await readStopToken(TEST_AUTH_SECRET, "not-a-token")).toBeNull();
  });
});
