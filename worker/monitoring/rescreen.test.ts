import { env } from "cloudflare:workers";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { Client, db, signUp, type TestUser } from "../../test/accounts";
import { inD1, roomOf, settle, simulatorWith, TestQueue, withRoomBindings } from "../../test/faults";
import { emailsTo, waitForEmail } from "../../test/mail";
import { newViolence } from "../../test/report-change";
import { confirmedReport, JAKE } from "../../test/reports";
import type { FriendsResponse, HistoryResponse, ReportChange, ReportResponse } from "../contracts/report";
import type { ScrapeMessage } from "../contracts/scrape-schema";
import { watches } from "../db/schema";
import { RESCREEN_RETRY_MS } from "../domain/watch-schedule";
import { rescreenFinished } from "./outcome";
import { queueDueRescreens } from "./schedule";

const DAY = 86_400_000;

/** The source simulator a week and a day after its start: Jake has posted two threats on X since. */
const weekLater = { ...env, SOURCES: simulatorWith({ "x-sim-advance-ms": String(8 * DAY) }) };

/**
 * A subscriber's Jake Morrison report, generated, opened in full and watched weekly; its room's
 * scrape jobs go through a queue the test delivers.
 */
async function watchedJake(): Promise<{
  owner: TestUser;
  id: string;
  scrape: TestQueue;
  first: ReportResponse;
}> {
  const owner = await signUp({ subscribed: true });
  const scrape = new TestQueue();
  const id = await confirmedReport(owner.client, JAKE);
  await withRoomBindings(id, { SCRAPE_QUEUE: scrape.binding });
  expect((await owner.client.post("/api/v1/generate", { id })).status).toBe(202);
  await scrape.drain(env);
  await settle(id);
  const first = (await (await owner.client.get(`/api/v1/report/${id}`)).json()) as ReportResponse;
  expect(first.blured).toBeNull();
  expect((await owner.client.post(`/api/v1/report/${id}/watch`, { watching: true })).status).toBe(200);
  return { owner, id, scrape, first };
}

/** The monitoring cron's run with this one watch due: answers the queue its messages went to. */
async function cronRun(id: string): Promise<TestQueue> {
  await db()
    .update(watches)
    .set({ nextCheck: new Date(Date.now() - 60_000) })
    .where(eq(watches.reportId, id));
  const cron = new TestQueue();
  const run = await queueDueRescreens({ ...env, SCRAPE_QUEUE: cron.binding }, db(), new Date());
  expect(run.queued).toBeGreaterThanOrEqual(1);
  expect(cron.log).toContainEqual({ type: "rescreen", reportId: id });
  return cron;
}

const flags = (report: ReportResponse) =>
  Object.entries(report.sources).flatMap(([source, s]) =>
    (s?.interests ?? []).filter((i) => i.redzone).map((i) => `${source}:${i.id}`),
  );

describe("a watched report's scheduled re-screen", () => {
  it("finds the new red flag, shows the change, alerts the owner once, and the alert's link stops the watch signed out", async () => {
    const { owner, id, scrape, first } = await watchedJake();
    expect(flags(first)).not.toContain("tw:violence");
    expect(first.change).toBeNull();

    const cron = await cronRun(id);
    const watch = await db().query.watches.findFirst({ where: eq(watches.reportId, id) });
    expect(watch?.nextCheck.getTime()).toBeGreaterThan(Date.now() + 7 * DAY - 60_000);
    await cron.drain(weekLater);
    await scrape.drain(weekLater);
    expect(await settle(id)).toMatchObject({ status: "completed" });

    const now = (await (await owner.client.get(`/api/v1/report/${id}`)).json()) as ReportResponse;
    expect(flags(now)).toContain("tw:violence");
    const change = now.change as ReportChange;
    expect(change).toMatchObject({ version: 2, since: first.tracked, tracked: now.tracked });
    const [flag] = change.redFlags;
    expect(flag).toEqual(newViolence({ items: flag?.items }));
    expect(flag?.items).toHaveLength(2);
    // The new evidence is the report's evidence of that flag.
    const evidence = (await (await owner.client.get(`/api/v1/report/${id}/tw/violence`)).json()) as {
      items: { id: string }[];
    };
    expect(evidence.items.map((i) => i.id).sort()).toEqual([...(change.redFlags[0]?.items ?? [])].sort());
    const history = (await (
      await owner.client.get(`/api/v1/report/${id}/history`)
    ).json()) as HistoryResponse;
    expect(history.items.map((v) => [v.version, v.change?.version ?? null])).toEqual([
      [2, 2],
      [1, null],
    ]);
    expect(now.watch?.lastChange).toBe(now.tracked);

    const alert = await waitForEmail(owner.email, /watched report/);
    expect(alert.subject).toMatch(/^New red flag in your watched report on /);
    const lines = alert.text.split("\n").filter((line) => line.startsWith("- "));
    expect(lines[0]).toBe("- New red flag Violence & Threats, 2 posts on X");
    // The threats' words stay in the report: no evidence text in the email.
    expect(alert.text).not.toMatch(/bullet|beat him/i);
    const [reportLink, stopLink] = alert.links;
    expect(reportLink).toBe(`http://app.example.test/report/${id}`);
    expect(stopLink).toMatch(/^http:\/\/app\.example\.test\/watch\/stop\/[\w.-]+$/);

    // The same outcome told again (a retry) sends nothing more.
    await rescreenFinished(env, id, { ok: true, change });
    expect((await emailsTo(owner.email)).filter((e) => /watched report/.test(e.subject))).toHaveLength(1);

    // Signed out, the link's token stops the watch; the report stays.
    const token = stopLink?.split("/").pop() ?? "";
    const stop = await new Client().post("/api/v1/watch/stop", { token });
    expect(stop.status).toBe(200);
    expect(await stop.json()).toMatchObject({ watching: false, id });
    expect(await db().query.watches.findFirst({ where: eq(watches.reportId, id) })).toBeUndefined();
    expect((await owner.client.get(`/api/v1/report/${id}`)).status).toBe(200);
    const forged = await new Client().post("/api/v1/watch/stop", { token: `${token}x` });
    expect(forged.status).toBe(404);
    expect(await forged.json()).toMatchObject({
      message: "This link is not valid. Stop watching from the report or your settings instead.",
    });
  });

  it("sends nothing when nothing changed", async () => {
    const { owner, id, scrape } = await watchedJake();
    const cron = await cronRun(id);
    await cron.drain(env);
    await scrape.drain(env);
    expect(await settle(id)).toMatchObject({ status: "completed" });
    const report = (await (await owner.client.get(`/api/v1/report/${id}`)).json()) as ReportResponse;
    expect(report.change).toBeNull();
    expect(report.watch?.lastChange).toBeNull();
    const history = (await (
      await owner.client.get(`/api/v1/report/${id}/history`)
    ).json()) as HistoryResponse;
    expect(history.items[0]?.change).toMatchObject({
      version: 2,
      redFlags: [],
      interests: [],
      profiles: [],
      friends: [],
    });
    expect((await emailsTo(owner.email)).filter((e) => /watched report/.test(e.subject))).toEqual([]);
  });

  it("keeps the last good version when a re-screen fails, and tries again later", async () => {
    const { owner, id, scrape, first } = await watchedJake();
    const cron = await cronRun(id);
    await cron.drain(env);
    // Every network fails past its retries: each profile is given up.
    const jobs = scrape.log.slice(-2) as ScrapeMessage[];
    expect(jobs.map((job) => job.version)).toEqual([2, 2]);
    for (const job of jobs) await roomOf(id).giveUp(job.version, job.source, job.profileId);
    expect(await settle(id)).toMatchObject({ status: "completed" });

    const after = (await (await owner.client.get(`/api/v1/report/${id}`)).json()) as ReportResponse;
    expect(after.sources).toEqual(first.sources);
    expect(after.summary).toBe(first.summary);
    expect(after.tracked).toBe(first.tracked);
    expect(after.change).toBeNull();
    expect((await inD1(id)).status).toBe("completed");
    const evidence = await owner.client.get(`/api/v1/report/${id}/ig/gambling`);
    expect(evidence.status).toBe(200);
    const history = (await (
      await owner.client.get(`/api/v1/report/${id}/history`)
    ).json()) as HistoryResponse;
    expect(history.items.map((v) => v.version)).toEqual([1]);
    const watch = await db().query.watches.findFirst({ where: eq(watches.reportId, id) });
    expect(watch?.nextCheck.getTime()).toBeLessThanOrEqual(Date.now() + RESCREEN_RETRY_MS);
    expect(watch?.nextCheck.getTime()).toBeGreaterThan(Date.now() + RESCREEN_RETRY_MS - 60_000);
    expect((await emailsTo(owner.email)).filter((e) => /watched report/.test(e.subject))).toEqual([]);
    // A late job of the failed run changes nothing.
    const late = jobs[0];
    if (late) expect(await roomOf(id).wants(late.version, late.source, late.profileId)).toBe(false);
  });

  it("keeps out whoever opted out while a failed re-screen ran: the version it goes back to forgets them too", async () => {
    const { owner, id, scrape } = await watchedJake();
    const friendsOf = async () =>
      ((await (await owner.client.get(`/api/v1/report/${id}/ig/friends`)).json()) as FriendsResponse).items;
    const [friend] = await friendsOf();
    if (!friend) throw new Error("Jake has no friend on Instagram");
    const cron = await cronRun(id);
    await cron.drain(env);
    // The opt-out's fan-out reaches the room while the re-screen runs.
    await roomOf(id).forgetPeople([{ source: "ig", username: friend.username, profileId: friend.id }]);
    for (const job of scrape.log.slice(-2) as ScrapeMessage[])
      await roomOf(id).giveUp(job.version, job.source, job.profileId);
    expect(await settle(id)).toMatchObject({ status: "completed" });
    const friends = await friendsOf();
    expect(friends.length).toBeGreaterThan(0);
    expect(friends.map((f) => f.id)).not.toContain(friend.id);
  });

  it("tells a profile gone from its handle (deleted, or renamed: networks are asked by handle)", async () => {
    const { owner, id, scrape } = await watchedJake();
    const renamed = { ...env, SOURCES: simulatorWith({ "x-sim-rename": "tw:jake_morrison=jake_m" }) };
    const cron = await cronRun(id);
    await cron.drain(renamed);
    await scrape.drain(renamed);
    expect(await settle(id)).toMatchObject({ status: "completed" });
    const report = (await (await owner.client.get(`/api/v1/report/${id}`)).json()) as ReportResponse;
    expect(report.change?.profiles).toEqual([
      { source: "tw", username: "jake_morrison", change: "deleted", to: null },
    ]);
    // X was not read this time: its flags and interests did not go.
    expect(report.change?.redFlags).toEqual([]);
    const alert = await waitForEmail(owner.email, /watched report/);
    expect(alert.subject).toMatch(/^Something changed in your watched report on /);
    expect(alert.text).toContain("- The X profile @jake_morrison was deleted or renamed\n");
  });

  it("forgets what a change said of a network whose person opted out: the banner and the history lose it", async () => {
    const { owner, id, scrape } = await watchedJake();
    const cron = await cronRun(id);
    await cron.drain(weekLater);
    await scrape.drain(weekLater);
    await settle(id);
    const before = (await (await owner.client.get(`/api/v1/report/${id}`)).json()) as ReportResponse;
    expect(before.change?.redFlags.map((f) => f.source)).toEqual(["tw"]);

    // Jake opts his X profile out: the opt-out's fan-out reaches the room.
    await roomOf(id).forgetPeople([{ source: "tw", username: "jake_morrison", profileId: null }]);
    const after = (await (await owner.client.get(`/api/v1/report/${id}`)).json()) as ReportResponse;
    expect(after.change).toBeNull();
    const history = (await (
      await owner.client.get(`/api/v1/report/${id}/history`)
    ).json()) as HistoryResponse;
    const sources = history.items.flatMap((v) => [
      ...v.added.map((i) => i.source),
      ...v.removed.map((i) => i.source),
      ...(v.change?.redFlags ?? []).map((f) => f.source),
      ...(v.change?.interests ?? []).map((i) => i.source),
    ]);
    expect(sources).not.toContain("tw");
  });
});
