import { describe, expect, it } from "vitest";
import { insertReport, signUp } from "../../../test/accounts";
import { LANDING } from "../../../test/http";

type ListItem = {
  id: string;
  title: { name: string; age: number; state: string };
  created: string;
  public: boolean;
  sources: string[];
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
    const { client, id } = await signUp();
    const reportId = await insertReport({ userId: id });
    const answers = await Promise.all(
      [1, 2, 3].map(
        async () =>
          ((await (await client.post(`/api/v1/dashboard/share/${reportId}`)).json()) as { url: string }).url,
      ),
    );
    expect(new Set(answers).size).toBe(1);
  });

  it("shares a report with a stable public link on the landing host", async () => {
    const { client, id } = await signUp();
    const reportId = await insertReport({ userId: id });
    const res = await client.post(`/api/v1/dashboard/share/${reportId}`);
    const shared = (await res.json()) as { public: boolean; url: string };
    expect(shared.public).toBe(true);
    expect(shared.url).toMatch(new RegExp(`^${LANDING}/report/${reportId}\\?h=[\\w-]{12,}$`));
    const again = (await (await client.post(`/api/v1/dashboard/share/${reportId}`)).json()) as {
      url: string;
    };
    expect(again.url).toBe(shared.url);
    const page = (await (await client.get("/api/v1/dashboard/reports")).json()) as Page;
    expect(page.items[0]?.public).toBe(true);
  });
});
