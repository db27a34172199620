import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { signUp } from "../../test/accounts";
import { call } from "../../test/http";
import type { CreateReportResponse } from "../contracts/create";

const SVG = `<svg xmlns="http://www.w3.org/2000/svg" width="1" height="1"/>`;

async function stored(bytes: string | Uint8Array, contentType: string): Promise<string> {
  const key = `sig/${crypto.randomUUID().replace(/-/g, "")}`;
  await env.IMAGES_BUCKET.put(key, bytes, { httpMetadata: { contentType } });
  return key;
}

const img = (query: string) => call(`/img?${query}`);

describe("GET /img: happy path", () => {
  it("serves a stored picture with its type, cached for an hour at most (a deletion must take effect)", async () => {
    const key = await stored(new Uint8Array([0xff, 0xd8, 0xff, 0xe0]), "image/jpeg");
    for (const w of [36, 48, 54, 72, 96, 108, 640, 750, 828, 1080, 1200, 1920, 2048, 3840]) {
      const res = await img(`url=${encodeURIComponent(key)}&w=${w}&q=90`);
      expect(res.status, `w=${w}`).toBe(200);
      expect(res.headers.get("content-type")).toBe("image/jpeg");
      expect(res.headers.get("cache-control")).toBe("public, max-age=3600");
      expect(new Uint8Array(await res.arrayBuffer())).toEqual(new Uint8Array([0xff, 0xd8, 0xff, 0xe0]));
    }
  });

  it("sandboxes SVG so a stored picture can never run script", async () => {
    const key = await stored(SVG, "image/svg+xml");
    const res = await img(`url=${key}&w=48&q=90`);
    expect(res.headers.get("content-security-policy")).toContain("sandbox");
    expect(res.headers.get("x-content-type-options")).toBe("nosniff");
    expect(res.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
  });

  it("serves the copies the create flow made of candidates' pictures", async () => {
    const { client } = await signUp();
    const created = (await (
      await client.post("/api/v1/create", { source: "ig", username: "emily.carter" })
    ).json()) as {
      id: string;
    };
    const view = (await (await client.get(`/api/v1/create/${created.id}`)).json()) as CreateReportResponse;
    const image = view.sources.ig.items[0]?.image ?? "";
    expect(image).toMatch(/^sig\//);
    const res = await img(`url=${encodeURIComponent(image)}&w=96&q=90`);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("image/svg+xml");
  });
});

describe("GET /img: refused", () => {
  it("is no open proxy: only sig/ keys, only the spec's widths, only q=90", async () => {
    const key = await stored(SVG, "image/svg+xml");
    for (const query of [
      "url=https%3A%2F%2Fscontent.cdninstagram.com%2Fv%2Fa.jpg&w=48&q=90",
      "url=http%3A%2F%2F127.0.0.1%2Fadmin&w=48&q=90",
      "url=%2F%2Fevil.example%2Fx.png&w=48&q=90",
      "url=optout%2Fsomething%2Fid.pdf&w=48&q=90",
      "url=sig%2F..%2Foptout&w=48&q=90",
      `url=${key}&w=50&q=90`,
      `url=${key}&w=48&q=80`,
      `url=${key}&w=48`,
      `url=${key}`,
      "",
    ]) {
      expect((await img(query)).status, query).toBe(400);
    }
  });

  it("answers 404 for a key that is not stored", async () => {
    expect((await img("url=sig%2Fmissing0000&w=48&q=90")).status).toBe(404);
  });

  it("stops serving a picture once it is deleted, and never lets the 404 be cached", async () => {
    const key = await stored(SVG, "image/svg+xml");
    expect((await img(`url=${key}&w=48&q=90`)).status).toBe(200);
    await env.IMAGES_BUCKET.delete(key);
    const gone = await img(`url=${key}&w=48&q=90`);
    expect(gone.status).toBe(404);
    expect(gone.headers.get("cache-control")).toBe("no-store");
  });

  it("answers only GET and HEAD", async () => {
    const key = await stored(SVG, "image/svg+xml");
    expect((await call(`/img?url=${key}&w=48&q=90`, { method: "POST" })).status).toBe(405);
    const head = await call(`/img?url=${key}&w=48&q=90`, { method: "HEAD" });
    expect(head.status).toBe(200);
  });
});
