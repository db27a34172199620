import { env } from "cloudflare:workers";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { Client, db, insertReport, signUp } from "../../../test/accounts";
import { confirmedReport, fileOptOut, generatedReport, waitForReport } from "../../../test/reports";
import type { CreateReportResponse } from "../../contracts/create";
import { CREATE_MESSAGES } from "../../contracts/create";
import type {
  CheckResponse,
  EvidenceResponse,
  GenerateResponse,
  ReportResponse,
} from "../../contracts/report";
import { subscriptions } from "../../db/schema";
import { MAX_STREAMS_PER_CLIENT } from "../../durable/broadcaster";

const generate = (client: Client, id: unknown) => client.post("/api/v1/generate", { id });

async function reportsUsed(userId: string): Promise<number> {
  const row = await db().query.subscriptions.findFirst({ where: eq(subscriptions.userId, userId) });
  return row?.reportsUsed ?? -1;
}

async function report(client: Client, id: string): Promise<ReportResponse> {
  return (await (await client.get(`/api/v1/report/${id}`)).json()) as ReportResponse;
}

const redFlags = (r: ReportResponse) =>
  Object.values(r.sources).flatMap((s) => s.interests.filter((i) => i.redzone).map((i) => i.id));

describe("POST /generate", () => {
  it("answers 202 with the status and generates the report to completion", async () => {
    const { client } = await signUp({ subscribed: true });
    const id = await confirmedReport(client, [
      { source: "ig", username: "emily.carter" },
      { source: "tt", username: "emilycarter" },
    ]);
    const res = await generate(client, id);
    expect(res.status).toBe(202);
    expect((await res.json()) as GenerateResponse).toEqual({ id, status: "queued" });
    const check = await waitForReport(client, id);
    expect(check).toEqual({
      status: "completed",
      progress: { done: 2, total: 2 },
      sources: { ig: "analysed", tt: "analysed" },
    } satisfies CheckResponse);
    expect((await (await client.get(`/api/v1/check/${id}`)).json()) as CheckResponse).toEqual(check);
  });

  it("is idempotent: called again it answers the current status and starts nothing", async () => {
    const { client } = await signUp({ subscribed: true });
    const id = await confirmedReport(client, [{ source: "ig", username: "emily.carter" }]);
    const answers = await Promise.all([generate(client, id), generate(client, id), generate(client, id)]);
    expect(answers.map((r) => r.status)).toEqual([202, 202, 202]);
    await waitForReport(client, id);
    const again = await generate(client, id);
    expect(again.status).toBe(202);
    expect(await again.json()).toEqual({ id, status: "completed" });
    expect(((await (await client.get(`/api/v1/check/${id}`)).json()) as CheckResponse).progress).toEqual({
      done: 1,
      total: 1,
    });
  });

  it("answers 404 for an unknown id and for someone else's report, 400 for junk", async () => {
    const { client } = await signUp({ subscribed: true });
    const id = await confirmedReport(client, [{ source: "ig", username: "emily.carter" }]);
    const stranger = await signUp({ confirmed: true });
    expect((await generate(stranger.client, id)).status).toBe(404);
    expect((await generate(new Client(), id)).status).toBe(404);
    expect((await generate(client, "nope-not-a-report")).status).toBe(404);
    for (const junk of [42, "", "x".repeat(3000), null, { id }]) {
      const res = await generate(client, junk);
      expect(res.status).toBe(400);
      expect(await res.json()).toMatchObject({ code: "validation" });
    }
    expect((await client.get(`/api/v1/check/${id}`)).status).toBe(200);
    expect((await stranger.client.get(`/api/v1/generate/${id}`)).status).toBe(404);
  });

  it("answers 404 when no selected profile can be loaded (nobody.*: not found)", async () => {
    const { client } = await signUp({ confirmed: true });
    const created = await client.post("/api/v1/create", { source: "ig", username: "nobody.at.all" });
    expect(created.status).toBe(200);
    const { id } = (await created.json()) as { id: string };
    const draft = (await (await client.get(`/api/v1/create/${id}`)).json()) as CreateReportResponse;
    const candidate = draft.sources.ig.items[0];
    expect(candidate).toMatchObject({ username: "nobody.at.all", badReason: "notFound" });
    await client.post(`/api/v1/create/${id}/confirm`, { profiles: [{ source: "ig", id: candidate?.id }] });
    const res = await generate(client, id);
    expect(res.status).toBe(404);
    expect(await res.json()).toMatchObject({ code: "not_found" });
  });

  it("streams the generation over SSE to the owner and ends with done; the summary once opened", async () => {
    const { client, id: userId } = await signUp({ subscribed: true });
    const id = await confirmedReport(client, [{ source: "ig", username: "emily.carter" }]);
    await generate(client, id);
    const stream = await client.get(`/api/v1/sse/${id}`);
    expect(stream.headers.get("content-type")).toBe("text/event-stream");
    const text = await stream.text();
    expect(text).toContain("event: profile");
    expect(text).toContain("event: interests");
    expect(text).toMatch(/event: done\ndata: \{"tracked":\d+\}/);
    // Not opened yet: the live stream did not take the quota, so it carried no summary.
    expect(text).not.toContain("event: summary");
    expect(await reportsUsed(userId)).toBe(0);
    // The stream of the completed report takes the quota, as opening it does, and carries the summary.
    const opened = await (await client.get(`/api/v1/sse/${id}`)).text();
    expect(opened).toContain("event: summary");
    expect(await reportsUsed(userId)).toBe(1);
    await client.get(`/api/v1/sse/${id}`);
    expect(await reportsUsed(userId)).toBe(1);
    expect((await new Client().get(`/api/v1/sse/${id}`)).status).toBe(404);
  });

  it("ends a draft's stream after its one status", async () => {
    const { client } = await signUp({ subscribed: true });
    const id = await confirmedReport(client, [{ source: "ig", username: "emily.carter" }]);
    const text = await (await client.get(`/api/v1/sse/${id}`)).text();
    expect(text).toBe('event: status\ndata: {"status":"draft","progress":{"done":0,"total":0}}\n\n');
  });

  it("caps the open streams per client (429 over it), and counts a closed one out", async () => {
    const { client, id: userId } = await signUp({ subscribed: true });
    // A report whose room generates until the test is done: its one profile's scrape jobs keep
    // failing (Flaky Fred's network), so its streams stay open.
    const id = await insertReport({ userId }, { status: "queued" });
    await env.REPORT_ROOM.getByName(id).start({
      reportId: id,
      subject: "Flaky Fred",
      profiles: [{ source: "ig", profileId: "caps-fred", username: "flaky.fred" }],
    });
    const aborts = Array.from({ length: MAX_STREAMS_PER_CLIENT }, () => new AbortController());
    // Each response is kept: a stream nobody holds may be cancelled (collected), and the room drops it.
    const held: Response[] = [];
    for (const abort of aborts) {
      const res = await client.get(`/api/v1/sse/${id}`, {}, abort.signal);
      expect(res.status).toBe(200);
      held.push(res);
    }
    const over = await client.get(`/api/v1/sse/${id}`);
    expect(over.status).toBe(429);
    expect(await over.json()).toMatchObject({ code: "rate_limited" });
    // Another client (its own address) still gets a stream.
    const other = new Client();
    for (const [name, value] of client.cookies) other.cookies.set(name, value);
    const theirs = new AbortController();
    const their = await other.get(`/api/v1/sse/${id}`, {}, theirs.signal);
    expect(their.status).toBe(200);
    theirs.abort();
    aborts[0]?.abort();
    const again = new AbortController();
    await expect.poll(async () => (await client.get(`/api/v1/sse/${id}`, {}, again.signal)).status).toBe(200);
    for (const abort of [...aborts, again]) abort.abort();
    expect(held).toHaveLength(MAX_STREAMS_PER_CLIENT);
  });
});

describe("the fixture personas, end to end", () => {
  it("Emily Carter: interests and friends on every network, no red flags", async () => {
    const { client } = await signUp({ subscribed: true });
    const id = await generatedReport(client, [
      { source: "ig", username: "emily.carter" },
      { source: "fb", username: "emily.carter.94" },
      { source: "tt", username: "emilycarter" },
      { source: "tw", username: "em_carter" },
    ]);
    const r = await report(client, id);
    expect(r).toMatchObject({ status: "completed", blured: null, title: { name: "Emily Carter" } });
    expect(redFlags(r)).toEqual([]);
    for (const source of ["ig", "tt", "tw"] as const) {
      expect(r.sources[source]?.interests.length).toBeGreaterThan(2);
      expect(r.sources[source]?.friends).toBeGreaterThan(0);
    }
    const fb = r.profiles.find((p) => p.source === "fb");
    expect(fb?.coverage).toContain("needs sign-in: not analysed");
    expect(r.summary).toMatch(/Emily Carter/);
    expect(r.summary).toContain("No red-zone content was found");
  });

  it("Jake Morrison: gambling, weapons and drugs, with the flagged posts as evidence", async () => {
    const { client } = await signUp({ subscribed: true });
    const id = await generatedReport(client, [
      { source: "ig", username: "jake.morrison" },
      { source: "tw", username: "jake_morrison" },
    ]);
    const r = await report(client, id);
    expect(new Set(redFlags(r))).toEqual(new Set(["gambling", "weapons", "drugs", "offensive"]));
    const gambling = (await (
      await client.get(`/api/v1/report/${id}/ig/gambling?limit=100`)
    ).json()) as EvidenceResponse;
    const posts = gambling.items.flatMap((item) => (item.kind === "post" ? [item.text] : []));
    expect(posts.some((text) => text.includes("parlay"))).toBe(true);
    expect(posts.some((text) => text.includes("casino"))).toBe(true);
    expect(r.summary).toMatch(/Red-zone content was found: .*Gambling/);
  });

  it("Pat Quinn: a private Instagram profile cannot be confirmed (the spec's message)", async () => {
    const { client } = await signUp({ confirmed: true });
    const created = await client.post("/api/v1/create", { source: "ig", username: "pat.private" });
    const { id } = (await created.json()) as { id: string };
    const draft = (await (await client.get(`/api/v1/create/${id}`)).json()) as CreateReportResponse;
    const pat = draft.sources.ig.items[0];
    expect(pat).toMatchObject({ badReason: "private" });
    const confirm = await client.post(`/api/v1/create/${id}/confirm`, {
      profiles: [{ source: "ig", id: pat?.id }],
    });
    expect(confirm.status).toBe(400);
    expect(await confirm.json()).toMatchObject({ message: CREATE_MESSAGES.deletePrivate });
  });

  it("Zoe Nobody: follows nobody, so the report completes with little to show", async () => {
    const { client } = await signUp({ subscribed: true });
    const id = await generatedReport(client, [{ source: "ig", username: "zero.follows" }]);
    const r = await report(client, id);
    expect(r.profiles[0]).toMatchObject({
      badReason: "zeroFollows",
      coverage: "0 followed accounts, 0 followers and 0 posts analysed",
    });
    expect(r.sources.ig?.interests.filter((i) => !i.redzone)).toEqual([]);
  });

  it("Flaky Fred: his network always fails, he ends unloaded and the report completes within 2 minutes", async () => {
    const { client } = await signUp({ subscribed: true });
    const started = Date.now();
    const id = await confirmedReport(client, [
      { source: "ig", username: "flaky.fred" },
      { source: "tt", username: "emilycarter" },
    ]);
    await generate(client, id);
    const check = await waitForReport(client, id, 120_000);
    expect(Date.now() - started).toBeLessThan(120_000);
    expect(check).toMatchObject({ status: "completed", sources: { ig: "unloaded", tt: "analysed" } });
    const r = await report(client, id);
    expect(r.profiles.find((p) => p.source === "ig")).toMatchObject({ badReason: "unloaded" });
    expect(r.summary).toContain("Some data could not be loaded");
  }, 130_000);

  it("Olivia Optout: once an opt-out names her, nobody can report on her", async () => {
    await fileOptOut([{ source: "ig", username: "olivia.optout" }]);
    const { client } = await signUp({ subscribed: true });
    const created = await client.post("/api/v1/create", { source: "ig", username: "olivia.optout" });
    const { id } = (await created.json()) as { id: string };
    const draft = (await (await client.get(`/api/v1/create/${id}`)).json()) as CreateReportResponse;
    const olivia = draft.sources.ig.items[0];
    expect(olivia).toMatchObject({ badReason: "optOut", image: null });
    await client.post(`/api/v1/create/${id}/confirm`, { profiles: [{ source: "ig", id: olivia?.id }] });
    expect((await generate(client, id)).status).toBe(404);
  });
});

describe("GET /sse/{id} for a locked report", () => {
  it("streams the teaser: progress and interests, never the summary text", async () => {
    const { client } = await signUp({ confirmed: true });
    const id = await confirmedReport(client, [{ source: "ig", username: "emily.carter" }]);
    await generate(client, id);
    const text = await (await client.get(`/api/v1/sse/${id}`)).text();
    expect(text).toContain("event: interests");
    expect(text).toContain("event: done");
    expect(text).not.toContain("event: summary");
    await waitForReport(client, id);
    const late = await (await client.get(`/api/v1/sse/${id}`)).text();
    expect(late).toContain("event: interests");
    expect(late).not.toContain("event: summary");
  });
});
