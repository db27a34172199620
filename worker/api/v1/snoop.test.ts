import { env } from "cloudflare:workers";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { Client, db, signUp } from "../../../test/accounts";
import { call } from "../../../test/http";
import { confirmedReport, EMILY, generatedReport, shareReport } from "../../../test/reports";
import type { ReportResponse, ShareImageResponse } from "../../contracts/report";
import { reports, reportUnlocks, subscriptions } from "../../db/schema";

async function body<T>(res: Response): Promise<T> {
  return (await res.json()) as T;
}

async function expectNotFound(res: Response) {
  expect(res.status).toBe(404);
  expect(await body<{ code: string; message: string }>(res)).toMatchObject({
    code: "not_found",
    message: expect.any(String),
  });
}

async function reportsUsed(userId: string): Promise<number> {
  const row = await db().query.subscriptions.findFirst({ where: eq(subscriptions.userId, userId) });
  return row?.reportsUsed ?? -1;
}

/** A completed Emily report its subscriber owner has opened (one report of the quota), shared. */
async function sharedReport() {
  const owner = await signUp({ subscribed: true });
  const id = await generatedReport(owner.client, EMILY);
  expect((await owner.client.get(`/api/v1/report/${id}`)).status).toBe(200);
  const hash = await shareReport(owner.client, id);
  return { owner, id, hash };
}

describe("GET /snoop/{id}?h", () => {
  it("answers the full report to anyone holding the share hash", async () => {
    const { id, hash } = await sharedReport();
    for (const reader of [new Client(), (await signUp()).client]) {
      const res = await reader.get(`/api/v1/snoop/${id}?h=${hash}`);
      expect(res.status).toBe(200);
      const view = await body<ReportResponse>(res);
      expect(view).toMatchObject({ id, status: "completed", blured: null, public: true });
      expect(view.title.name).toBe("Emily Carter");
      expect(view.summary).toContain("Emily");
      expect(Object.keys(view.sources).sort()).toEqual(["ig", "tt"]);
    }
  });

  it("answers 404 for a wrong or missing hash, even to the owner, and takes no quota", async () => {
    const owner = await signUp({ subscribed: true });
    const id = await generatedReport(owner.client, EMILY);
    // A link made before the rule (a locked report made public) opens nothing, and takes nothing.
    const hash = "legacy-link-hash";
    await db().update(reports).set({ public: true, shareHash: hash }).where(eq(reports.id, id));
    // One character off (never the same character: that would be the right hash).
    const offByOne = `${hash.slice(0, -1)}${hash.endsWith("x") ? "y" : "x"}`;
    const queries = ["", "?h=", `?h=${offByOne}`, `?h=${hash}${hash}`, `?h=${"h".repeat(500)}`];
    for (const reader of [new Client(), owner.client]) {
      for (const query of [...queries, `?h=${hash}`])
        await expectNotFound(await reader.get(`/api/v1/snoop/${id}${query}`));
    }
    expect(await reportsUsed(owner.id)).toBe(0);
    const unlocked = await db().query.reportUnlocks.findFirst({ where: eq(reportUnlocks.reportId, id) });
    expect(unlocked).toBeUndefined();
  });

  it("answers 404 for a report that is not shared or does not exist", async () => {
    const owner = await signUp({ subscribed: true });
    const id = await generatedReport(owner.client, EMILY);
    for (const path of [`/api/v1/snoop/${id}?h=anything`, "/api/v1/snoop/rep_doesnotexist?h=x"]) {
      await expectNotFound(await new Client().get(path));
    }
    await expectNotFound(await owner.client.get(`/api/v1/snoop/${id}`));
  });

  it("answers 402 to sharing a report not generated yet, 400 for malformed ids", async () => {
    const owner = await signUp({ subscribed: true });
    const id = await confirmedReport(owner.client, EMILY);
    const share = await owner.client.post(`/api/v1/dashboard/share/${id}`);
    expect(share.status).toBe(402);
    expect(await body(share)).toEqual({
      code: "payment_required",
      message: "Unlock the report before sharing it",
    });
    const hash = "any-hash-at-all";
    const malformed = await new Client().get(`/api/v1/snoop/%E0%A4%A?h=${hash}`);
    expect(malformed.status).toBe(400);
    expect(await body(malformed)).toEqual({ code: "bad_request", message: "Malformed address" });
    const tooLong = await new Client().get(`/api/v1/snoop/${"a".repeat(3000)}?h=${hash}`);
    expect(tooLong.status).toBe(400);
    expect(await body<{ code: string }>(tooLong)).toMatchObject({ code: "validation" });
  });
});

describe("POST /snoop/img", () => {
  it("stores the share card in R2 and /img serves it", async () => {
    const { id, hash } = await sharedReport();
    const stranger = new Client();
    const res = await stranger.post("/api/v1/snoop/img", { id, h: hash });
    expect(res.status).toBe(200);
    const { image } = await body<ShareImageResponse>(res);
    expect(image).toMatch(/^sig\//);

    const stored = await env.IMAGES_BUCKET.get(image);
    expect(stored?.httpMetadata?.contentType).toBe("image/svg+xml");
    const svg = (await stored?.text()) ?? "";
    expect(svg).toMatch(/^<svg /);
    expect(svg).toContain("Emily Carter");

    const served = await call(`/img?url=${encodeURIComponent(image)}&w=1200&q=90`);
    expect(served.status).toBe(200);
    expect(served.headers.get("content-type")).toBe("image/svg+xml");
    expect(await served.text()).toBe(svg);
  });

  it("answers 404 without the right hash, and for a report that is not shared", async () => {
    const { id, hash } = await sharedReport();
    const stranger = new Client();
    for (const h of [undefined, "", `${hash.slice(0, -1)}${hash.endsWith("x") ? "y" : "x"}`]) {
      await expectNotFound(await stranger.post("/api/v1/snoop/img", h === undefined ? { id } : { id, h }));
    }
    const owner = await signUp({ subscribed: true });
    const private_ = await generatedReport(owner.client, EMILY);
    await expectNotFound(await stranger.post("/api/v1/snoop/img", { id: private_, h: hash }));
    await expectNotFound(await owner.client.post("/api/v1/snoop/img", { id: private_ }));
    expect(await env.IMAGES_BUCKET.head(`sig/share_${private_}`)).toBeNull();
    const bad = await stranger.post("/api/v1/snoop/img", { id: "%E0%A4%A", h: hash });
    expect(bad.status).toBe(400);
  });
});
