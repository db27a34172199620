import { env } from "cloudflare:workers";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { db, insertReport, markUnlocked, signUp } from "../../../test/accounts";
import { call, LANDING } from "../../../test/http";
import { reports } from "../../db/schema";

type ListItem = {
  id: string;
  title: { name: string; age: number; state: string };
  created: string;
  public: boolean;
  sources: string[];
  unlocked: boolean;
};
type Page = { items: ListItem[]; hasMore: boolean };

describe("GET /dashboard/reports", () => {
  it("lists the account's reports, drafts included, newest first, with the API.md shape", async () => {
    const { client, id } = await signUp();
    const older = await insertReport(
      { userId: id },
      {
        created: new Date(Date.now() - 60_000),
        status: "draft",
        name: "Jake Morrison",
        age: 34,
        state: "FL",
      },
    );
    const newer = await insertReport({ userId: id }, { image: "sig/abc" });
    const page = (await (await client.get("/api/v1/dashboard/reports")).json()) as Page;
    expect(page.hasMore).toBe(false);
    expect(page.items.map((r) => r.id)).toEqual([newer, older]);
    expect(page.items[1]).toMatchObject({
      id: older,
      title: { name: "Jake Morrison", age: 34, state: "FL" },
      sources: ["ig", "tt"],
      public: false,
      image: null,
    });
    expect(new Date(page.items[0]?.created ?? "").getTime()).toBeGreaterThan(Date.now() - 10_000);
  });

  it("pages with offset and limit, and caps the limit", async () => {
    const { client, id } = await signUp();
    for (let i = 0; i < 5; i++)
      await insertReport({ userId: id }, { created: new Date(Date.now() - i * 1000) });
    const first = (await (await client.get("/api/v1/dashboard/reports?limit=2")).json()) as Page;
    const last = (await (await client.get("/api/v1/dashboard/reports?offset=4&limit=2")).json()) as Page;
    expect([first.items.length, first.hasMore]).toEqual([2, true]);
    expect([last.items.length, last.hasMore]).toEqual([1, false]);
    expect((await client.get("/api/v1/dashboard/reports?limit=100000")).status).toBe(200);
    expect((await client.get("/api/v1/dashboard/reports?limit=abc")).status).toBe(400);
    expect((await client.get("/api/v1/dashboard/reports?offset=-1")).status).toBe(400);
  });
});

describe("delete and share", () => {
  it("deletes the owner's report", async () => {
    const { client, id } = await signUp();
    const reportId = await insertReport({ userId: id });
    expect((await client.post(`/api/v1/dashboard/delete/${reportId}`)).status).toBe(200);
    const page = (await (await client.get("/api/v1/dashboard/reports")).json()) as Page;
    expect(page.items).toEqual([]);
    expect((await client.post(`/api/v1/dashboard/delete/${reportId}`)).status).toBe(404);
  });

  it("agrees on one link when the first shares arrive together", async () => {
    const { client, id } = await signUp({ confirmed: true });
    const reportId = await insertReport({ userId: id });
    await markUnlocked(reportId, id);
    const answers = await Promise.all(
      [1, 2, 3].map(
        async () =>
          ((await (await client.post(`/api/v1/dashboard/share/${reportId}`)).json()) as { url: string }).url,
      ),
    );
    expect(new Set(answers).size).toBe(1);
  });

  it("shares an unlocked report with a stable public link on the landing host", async () => {
    const { client, id } = await signUp({ confirmed: true });
    const reportId = await insertReport({ userId: id });
    await markUnlocked(reportId, id);
    const res = await client.post(`/api/v1/dashboard/share/${reportId}`);
    const shared = (await res.json()) as { public: boolean; url: string };
    expect(shared.public).toBe(true);
    expect(shared.url).toMatch(new RegExp(`^${LANDING}/report/${reportId}\\?h=[\\w-]{12,}$`));
    const again = (await (await client.post(`/api/v1/dashboard/share/${reportId}`)).json()) as {
      url: string;
    };
    expect(again.url).toBe(shared.url);
    const page = (await (await client.get("/api/v1/dashboard/reports")).json()) as Page;
    expect(page.items[0]).toMatchObject({ public: true, unlocked: true });
  });

  it("answers 402 for a report not unlocked for its owner, and changes nothing", async () => {
    const unconfirmed = await signUp();
    const confirmed = await signUp({ confirmed: true });
    const unlockedButUnconfirmed = await insertReport({ userId: unconfirmed.id });
    await markUnlocked(unlockedButUnconfirmed, unconfirmed.id);
    const cases = [
      { owner: unconfirmed, reportId: unlockedButUnconfirmed },
      { owner: confirmed, reportId: await insertReport({ userId: confirmed.id }) },
      { owner: confirmed, reportId: await insertReport({ userId: confirmed.id }, { status: "draft" }) },
    ];
    for (const { owner, reportId } of cases) {
      const res = await owner.client.post(`/api/v1/dashboard/share/${reportId}`);
      expect(res.status).toBe(402);
      expect(await res.json()).toEqual({
        code: "payment_required",
        message: "Unlock the report before sharing it",
      });
      const [row] = await db().select().from(reports).where(eq(reports.id, reportId));
      expect([row?.public, row?.shareHash]).toEqual([false, null]);
    }
    const page = (await (await confirmed.client.get("/api/v1/dashboard/reports")).json()) as Page;
    expect(page.items.map((item) => item.unlocked)).toEqual([false, false]);
  });

  it("stops sharing: the link stops working, the card goes, a later share makes a new link", async () => {
    const { client, id } = await signUp({ confirmed: true });
    const reportId = await insertReport({ userId: id });
    await markUnlocked(reportId, id);
    const first = (await (await client.post(`/api/v1/dashboard/share/${reportId}`)).json()) as {
      url: string;
    };
    const hash = new URL(first.url).searchParams.get("h") ?? "";
    expect((await call(`/api/v1/report/${reportId}?h=${hash}`)).status).toBe(200);
    const card = await call("/api/v1/snoop/img", {
      method: "POST",
      headers: { "Content-Type": "application/json", Origin: LANDING },
      body: JSON.stringify({ id: reportId, h: hash }),
    });
    const { image } = (await card.json()) as { image: string };
    expect(await env.IMAGES_BUCKET.head(image)).not.toBeNull();

    const res = await client.post(`/api/v1/dashboard/unshare/${reportId}`);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ public: false });
    expect((await call(`/api/v1/report/${reportId}?h=${hash}`)).status).toBe(404);
    expect((await call(`/api/v1/snoop/${reportId}?h=${hash}`)).status).toBe(404);
    expect(await env.IMAGES_BUCKET.head(image)).toBeNull();
    const page = (await (await client.get("/api/v1/dashboard/reports")).json()) as Page;
    expect(page.items[0]?.public).toBe(false);

    const second = (await (await client.post(`/api/v1/dashboard/share/${reportId}`)).json()) as {
      url: string;
    };
    expect(second.url).not.toBe(first.url);
    expect((await call(`/api/v1/report/${reportId}?h=${hash}`)).status).toBe(404);
  });

  it("unshares only the owner's report", async () => {
    const owner = await signUp({ confirmed: true });
    const other = await signUp({ confirmed: true });
    const reportId = await insertReport(
      { userId: owner.id },
      { public: true, shareHash: "kept-hash-123456" },
    );
    expect((await other.client.post(`/api/v1/dashboard/unshare/${reportId}`)).status).toBe(404);
    const [row] = await db().select().from(reports).where(eq(reports.id, reportId));
    expect([row?.public, row?.shareHash]).toEqual([true, "kept-hash-123456"]);
  });
});
