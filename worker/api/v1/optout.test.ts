import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { Client, signUp, uniqueEmail, uniqueIp } from "../../../test/accounts";
import { call, LANDING } from "../../../test/http";
import type {
  CandidateProfile,
  CreateConfirmResponse,
  CreateReportResponse,
  CreateSearchResponse,
} from "../../contracts/create";
import { CREATE_MESSAGES, OPT_OUT_FILE_MAX_BYTES } from "../../contracts/create";

function optOut(fields: Record<string, string | string[] | File>, ip = uniqueIp()): Promise<Response> {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    for (const v of Array.isArray(value) ? value : [value]) form.append(name, v);
  }
  return call("/api/v1/optout", {
    method: "POST",
    body: form,
    headers: { "CF-Connecting-IP": ip, Origin: LANDING },
  });
}

async function errorOf(res: Response) {
  return { status: res.status, ...((await res.json()) as { code: string; message: string }) };
}

const valid = () => ({
  name: "Olivia Optout",
  email: uniqueEmail("olivia"),
  links: "https://www.instagram.com/olivia.optout/",
});

describe("opt-out: happy path", () => {
  it("suppresses Olivia Optout everywhere once an opt-out names her, and keeps the attachment", async () => {
    const { client } = await signUp({ confirmed: true });
    // Public before: found, selectable.
    const beforeId = (
      (await (await client.post("/api/v1/create", { source: "ig", username: "olivia.optout" })).json()) as {
        id: string;
      }
    ).id;
    const before = (await (await client.get(`/api/v1/create/${beforeId}`)).json()) as CreateReportResponse;
    const olivia = before.sources.ig.items[0];
    expect(olivia).toMatchObject({ username: "olivia.optout", badReason: null, selected: true });

    const email = uniqueEmail("olivia");
    const file = new File(["%PDF-1.4 proof"], "id card.pdf", { type: "application/pdf" });
    const res = await optOut({
      name: "Olivia Optout",
      email,
      links: [
        "https://www.instagram.com/olivia.optout/",
        "https://www.tiktok.com/@olivia.optout\nhttps://x.com/olivia_optout",
      ],
      reason: "Privacy",
      file,
    });
    expect(res.status).toBe(200);
    const { id } = (await res.json()) as { id: string };
    expect(id).toBeTruthy();
    const stored = await env.IMAGES_BUCKET.get(`optout/${id}/id_card.pdf`);
    expect(await stored?.text()).toBe("%PDF-1.4 proof");
    expect(stored?.httpMetadata?.contentType).toBe("application/pdf");
    const outbox = (await (await call(`/api/v1/dev/outbox?to=${encodeURIComponent(email)}`)).json()) as {
      subject: string;
      text: string;
    }[];
    expect(outbox[0]?.subject).toMatch(/opt-out/i);
    expect(outbox[0]?.text).toContain("https://www.instagram.com/olivia.optout/");

    // A new username report: shown only as optOut, nothing of hers.
    const afterId = (
      (await (
        await client.post("/api/v1/create", { source: "ig", username: "https://instagram.com/olivia.optout" })
      ).json()) as { id: string }
    ).id;
    const after = (await (await client.get(`/api/v1/create/${afterId}`)).json()) as CreateReportResponse;
    expect(after.sources.ig.items[0]).toMatchObject({
      username: "olivia.optout",
      fullname: "olivia.optout",
      image: null,
      count: null,
      badReason: "optOut",
      selected: false,
    });
    // Name search, search, add, and confirming the profile found before.
    const byName = (
      (await (
        await client.post("/api/v1/create", { name: "Olivia Optout", age: 37, state: "WA" })
      ).json()) as { id: string }
    ).id;
    const named = (await (
      await client.get(`/api/v1/create/${byName}?limit=100`)
    ).json()) as CreateReportResponse;
    const hers = named.sources.ig.items.find((c) => c.username === "olivia.optout");
    expect(hers).toMatchObject({ badReason: "optOut", image: null, selected: false });
    const search = (await (
      await client.post(`/api/v1/create/${beforeId}/ig/search`, { query: "olivia.optout" })
    ).json()) as CreateSearchResponse;
    expect(search.items[0]).toMatchObject({ badReason: "optOut" });
    const added = (await (
      await client.post(`/api/v1/create/${beforeId}/ig/add`, { id: olivia?.id })
    ).json()) as CandidateProfile;
    expect(added).toMatchObject({ badReason: "optOut", selected: false });
    const confirm = await client.post(`/api/v1/create/${beforeId}/confirm`, {
      profiles: [{ source: "ig", id: olivia?.id }],
    });
    // Confirm keeps her as selected-but-opted-out; generation has nothing to load (API.md: 404).
    expect(confirm.status).toBe(200);
    expect((await confirm.json()) as CreateConfirmResponse).toMatchObject({
      profiles: [{ badReason: "optOut" }],
    });
    const generate = await client.post("/api/v1/generate", { id: beforeId });
    expect(generate.status).toBe(404);
  });

  it("accepts a request without a reason or a file", async () => {
    expect((await optOut(valid())).status).toBe(200);
  });
});

describe("opt-out: errors", () => {
  it("answers 'Invalid Profile URL' when any link is not a profile", async () => {
    for (const links of [
      ["https://www.instagram.com/olivia.optout/", "https://example.com/x"],
      ["olivia.optout"],
      [],
    ]) {
      expect(await errorOf(await optOut({ ...valid(), links }))).toMatchObject({
        status: 400,
        message: CREATE_MESSAGES.invalidLink,
      });
    }
  });

  it("checks the name, the email and the attachment", async () => {
    expect(await errorOf(await optOut({ ...valid(), name: "" }))).toMatchObject({
      status: 400,
      message: CREATE_MESSAGES.fillForm,
    });
    expect(await errorOf(await optOut({ ...valid(), email: "nope" }))).toMatchObject({
      status: 400,
      message: CREATE_MESSAGES.invalidEmail,
    });
    const text = new File(["hello"], "note.txt", { type: "text/plain" });
    expect(await errorOf(await optOut({ ...valid(), file: text }))).toMatchObject({
      status: 400,
      message: CREATE_MESSAGES.fileType,
    });
    const big = new File([new Uint8Array(OPT_OUT_FILE_MAX_BYTES + 1)], "big.png", { type: "image/png" });
    expect(await errorOf(await optOut({ ...valid(), file: big }))).toMatchObject({
      status: 400,
      message: CREATE_MESSAGES.fileTooLarge,
    });
  });

  it("takes a body over the JSON limit but not one over the upload limit", async () => {
    const photo = new File([new Uint8Array(2 * 1024 * 1024)], "photo.png", { type: "image/png" });
    expect((await optOut({ ...valid(), file: photo })).status).toBe(200);
    const huge = new File([new Uint8Array(OPT_OUT_FILE_MAX_BYTES + 512 * 1024)], "huge.png", {
      type: "image/png",
    });
    expect((await optOut({ ...valid(), file: huge })).status).toBe(400);
  });

  it("answers 400 to a body that is not a form, never a 500", async () => {
    const res = await new Client().post("/api/v1/optout", { name: "x" });
    expect(res.status).toBe(400);
  });

  it("limits requests per IP", async () => {
    const ip = uniqueIp();
    for (let i = 0; i < 10; i++) await optOut(valid(), ip);
    expect(await errorOf(await optOut(valid(), ip))).toMatchObject({ status: 429, code: "rate_limited" });
  });
});
