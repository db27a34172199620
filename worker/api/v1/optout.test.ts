import { runInDurableObject } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { describe, expect, it, onTestFinished } from "vitest";
import { Client, signUp, uniqueEmail, uniqueIp } from "../../../test/accounts";
import { call, callWithEnv, LANDING } from "../../../test/http";
import { emailsTo, PRODUCTION_MAIL, requestWithEnv, stubEmailApi, waitForEmail } from "../../../test/mail";
import { generatedReport } from "../../../test/reports";
import type {
  CandidateProfile,
  CreateConfirmResponse,
  CreateReportResponse,
  CreateSearchResponse,
} from "../../contracts/create";
import { CREATE_MESSAGES, OPT_OUT_FILE_MAX_BYTES } from "../../contracts/create";
import type { FriendsResponse, InterestProfilesResponse, ReportResponse } from "../../contracts/report";
import { createDb } from "../../db/client";
import { optedOutAmong } from "../../db/opt-outs";
import { pictureKey } from "../../images/store";
import { entityId } from "../../simulator/accounts";
import { directory, type Person } from "../../simulator/directory";
import { DEFAULT_PEOPLE, DEFAULT_SEED } from "../../simulator/faults";
import { inProcessTransport } from "../../simulator/in-process";
import { createConnector } from "../../sources/index";
import { guardOptOuts } from "../../sources/opt-out-guard";

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

describe("opt-out: the confirmation email", () => {
  const links = () => `https://www.instagram.com/nobody.optout.${crypto.randomUUID().slice(0, 8)}/`;

  it("does not echo the submitted name", async () => {
    const email = uniqueEmail("echo");
    const name = "Visit http://spam.example now";
    expect((await optOut({ name, email, links: links() })).status).toBe(200);
    const [mail] = await emailsTo(email);
    expect(mail?.subject).toMatch(/opt-out/i);
    expect(mail?.text).not.toContain("spam.example");
    expect(mail?.text).not.toContain("Visit");
  });

  it("sends at most 3 opt-out emails per address a day; further requests still succeed", async () => {
    const email = uniqueEmail("capped");
    for (let i = 0; i < 5; i++)
      expect((await optOut({ name: "Olivia Optout", email, links: links() })).status).toBe(200);
    expect(await emailsTo(email)).toHaveLength(3);
  });

  it("stores the opt-out when the email provider fails; the email goes out on a retry", async () => {
    const api = stubEmailApi(async () => new Response("provider down", { status: 500 }));
    const email = uniqueEmail("flaky-optout");
    try {
      const form = new FormData();
      form.append("name", "Olivia Optout");
      form.append("email", email);
      form.append("links", links());
      const { response, settled } = await requestWithEnv(PRODUCTION_MAIL, "/api/v1/optout", {
        method: "POST",
        body: form,
        ip: uniqueIp(),
      });
      expect(response.status).toBe(200);
      expect(await response.json()).toMatchObject({ id: expect.any(String) });
      await settled();
      expect(api.calls).toHaveLength(1);
    } finally {
      api.restore();
    }
    expect((await waitForEmail(email, /opt-out/i)).subject).toMatch(/opt-out/i);
  });
});

/**
 * Generated people of the simulator's population (no fixture persona, so no other test uses
 * them), with a public Instagram account. Each test below takes its own.
 */
function instagramPeople(): (Person & { handle: string; id: string })[] {
  const dir = directory(DEFAULT_SEED, DEFAULT_PEOPLE);
  return dir.people.flatMap((p) => {
    const handle = p.handles.ig;
    return p.persona === null && p.behaviour === "normal" && handle && p.index > 4000
      ? [{ ...p, handle, id: entityId("ig", { kind: "person", index: p.index }) }]
      : [];
  });
}

/** The simulator as the Worker sees it, every request changed by `headers` (a rename, a failure). */
function simulatorWith(headers: Record<string, string>): Fetcher {
  return {
    fetch: (input: string, init?: RequestInit) => {
      const all = new Headers(init?.headers);
      for (const [name, value] of Object.entries(headers)) all.set(name, value);
      if (!env.SOURCES) throw new Error("the SOURCES binding is missing");
      return env.SOURCES.fetch(input, { ...init, headers: all });
    },
  } as unknown as Fetcher;
}

/** A client's JSON request to the Worker under another `SOURCES`. */
async function requestWith(sources: Fetcher, client: Client, method: string, path: string, body?: unknown) {
  const headers: Record<string, string> = { "CF-Connecting-IP": client.ip, Origin: LANDING };
  if (client.cookies.size) headers.Cookie = [...client.cookies].map(([k, v]) => `${k}=${v}`).join("; ");
  if (body !== undefined) headers["Content-Type"] = "application/json";
  return callWithEnv({ SOURCES: sources }, path, {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

/** Opt-outs outlive a test file (the suite shares storage): these are removed after their test. */
async function filedForThisTest(res: Response): Promise<void> {
  expect(res.status).toBe(200);
  const { id } = (await res.json()) as { id: string };
  onTestFinished(async () => {
    await env.DB.prepare("DELETE FROM opt_outs WHERE id = ?").bind(id).run();
  });
}

const storedIdOf = async (username: string) =>
  (
    await env.DB.prepare("SELECT profile_id FROM opted_out_profiles WHERE source = 'ig' AND username = ?")
      .bind(username)
      .first<{ profile_id: string | null }>()
  )?.profile_id;

describe("opt-out: a renamed profile stays out", () => {
  it("stores the network id when filed, and excludes @alice renamed @alice2 by it", async () => {
    const alice = instagramPeople().at(-1);
    if (!alice) throw new Error("no generated Instagram account");
    const renamed = `${alice.handle}2`;
    expect(directory(DEFAULT_SEED, DEFAULT_PEOPLE).byHandle.ig.has(renamed)).toBe(false);
    await filedForThisTest(
      await optOut({
        name: `${alice.first} ${alice.last}`,
        email: uniqueEmail("alice"),
        links: `https://www.instagram.com/${alice.handle}/`,
      }),
    );
    expect(await storedIdOf(alice.handle)).toBe(alice.id.toLowerCase());

    // The network renames her: the old handle is gone, the new one has her id.
    const after = simulatorWith({ "x-sim-rename": `ig:${alice.handle}=${renamed}` });
    const { client } = await signUp({ confirmed: true });
    const byUsername = (await (
      await requestWith(after, client, "POST", "/api/v1/create", { source: "ig", username: renamed })
    ).json()) as { id: string };
    const report = (await (
      await requestWith(after, client, "GET", `/api/v1/create/${byUsername.id}`)
    ).json()) as CreateReportResponse;
    expect(report.sources.ig.items[0]).toMatchObject({
      username: renamed,
      badReason: "optOut",
      image: null,
      selected: false,
    });

    // A name search lists her only as opted out, and never loads her profile.
    const byName = (await (
      await requestWith(after, client, "POST", "/api/v1/create", {
        name: `${alice.first} ${alice.last}`,
        age: alice.age,
        state: alice.state,
      })
    ).json()) as { id: string };
    const named = (await (
      await requestWith(after, client, "GET", `/api/v1/create/${byName.id}?limit=100`)
    ).json()) as CreateReportResponse;
    expect(named.sources.ig.items.find((c) => c.id === alice.id)).toMatchObject({
      username: renamed,
      badReason: "optOut",
      image: null,
    });

    // The scrape queue's guard (a job names her by id and new handle) never fetches her.
    const requested: string[] = [];
    const transport = inProcessTransport(
      {},
      { headers: { "x-sim-rename": `ig:${alice.handle}=${renamed}` } },
    );
    const recording = {
      ...transport,
      fetch: (input: string, init?: RequestInit) => {
        requested.push(input);
        return transport.fetch(input, init);
      },
    };
    const db = createDb(env.DB);
    const guard = guardOptOuts(createConnector("ig", recording), (source, names) =>
      optedOutAmong(db, source, names),
    );
    expect(await guard.connector.loadProfile({ id: alice.id, username: renamed })).toMatchObject({
      kind: "notFound",
    });
    expect(guard.optedOut.has(alice.id.toLowerCase())).toBe(true);
    expect(requested).toEqual([]);
  });

  it("keeps the username when the network cannot be asked at filing time, and checks by it", async () => {
    const bob = instagramPeople().at(-2);
    if (!bob) throw new Error("no generated Instagram account");
    const form = new FormData();
    form.append("name", `${bob.first} ${bob.last}`);
    form.append("email", uniqueEmail("bob"));
    form.append("links", `https://www.instagram.com/${bob.handle}/`);
    const down = simulatorWith({ "x-sim-fail": "500" });
    await filedForThisTest(
      await callWithEnv({ SOURCES: down }, "/api/v1/optout", {
        method: "POST",
        body: form,
        headers: { "CF-Connecting-IP": uniqueIp(), Origin: LANDING },
      }),
    );
    expect(await storedIdOf(bob.handle)).toBeNull();
    const db = createDb(env.DB);
    expect(await optedOutAmong(db, "ig", [bob.handle])).toEqual(new Set([bob.handle]));
    // Resolved later: the first time a search shows the handle with its id, the id is kept.
    const { client } = await signUp({ confirmed: true });
    const byName = (await (
      await client.post("/api/v1/create", {
        name: `${bob.first} ${bob.last}`,
        age: bob.age,
        state: bob.state,
      })
    ).json()) as { id: string };
    const named = (await (
      await client.get(`/api/v1/create/${byName.id}?limit=100`)
    ).json()) as CreateReportResponse;
    expect(named.sources.ig.items.find((c) => c.id === bob.id)).toMatchObject({ badReason: "optOut" });
    expect(await storedIdOf(bob.handle)).toBe(bob.id.toLowerCase());
  });
});

describe("opt-out: pictures", () => {
  it("deletes the person's stored pictures from R2: candidate copies and report copies", async () => {
    const carol = instagramPeople().at(-3);
    if (!carol) throw new Error("no generated Instagram account");
    const { client } = await signUp({ confirmed: true });
    const draft = (await (
      await client.post("/api/v1/create", { source: "ig", username: carol.handle })
    ).json()) as { id: string };
    const before = (await (await client.get(`/api/v1/create/${draft.id}`)).json()) as CreateReportResponse;
    const candidateKey = before.sources.ig.items[0]?.image ?? "";
    expect(candidateKey).toMatch(/^sig\//);
    expect(await env.IMAGES_BUCKET.head(candidateKey)).not.toBeNull();
    // The copy generation makes under the report's scope (as the scrape queue would).
    const remote = await env.DB.prepare(
      "SELECT remote_image FROM report_profiles WHERE report_id = ? AND source = 'ig'",
    )
      .bind(draft.id)
      .first<{ remote_image: string }>();
    expect(remote?.remote_image).toBeTruthy();
    const reportKey = await pictureKey(remote?.remote_image ?? "", draft.id);
    await env.IMAGES_BUCKET.put(reportKey, "<svg/>", { httpMetadata: { contentType: "image/svg+xml" } });
    // Someone else's picture stays.
    const other = await pictureKey("https://scontent.cdninstagram.com/v/t51.2885-19/someone-else_n.jpg");
    await env.IMAGES_BUCKET.put(other, "<svg/>", { httpMetadata: { contentType: "image/svg+xml" } });

    await filedForThisTest(
      await optOut({
        name: `${carol.first} ${carol.last}`,
        email: uniqueEmail("carol"),
        links: `https://www.instagram.com/${carol.handle}/`,
      }),
    );
    expect(await env.IMAGES_BUCKET.head(candidateKey)).toBeNull();
    expect(await env.IMAGES_BUCKET.head(reportKey)).toBeNull();
    expect(await env.IMAGES_BUCKET.head(other)).not.toBeNull();
    expect((await call(`/img?url=${encodeURIComponent(candidateKey)}&w=96&q=90`)).status).toBe(404);
    // Nothing points at the deleted copies any more.
    const after = (await (await client.get(`/api/v1/create/${draft.id}`)).json()) as CreateReportResponse;
    expect(after.sources.ig.items[0]).toMatchObject({ username: carol.handle, image: null });
  });
});

/** What a report shows on Instagram, read as its (subscribed) owner reads it. */
async function instagramView(client: Client, id: string) {
  const report = (await (await client.get(`/api/v1/report/${id}`)).json()) as ReportResponse;
  const friendsRes = await client.get(`/api/v1/report/${id}/ig/friends?limit=100`);
  const friends = friendsRes.status === 200 ? ((await friendsRes.json()) as FriendsResponse).items : null;
  const evidence = new Map<string, string[]>();
  for (const interest of report.sources.ig?.interests ?? []) {
    const page = (await (
      await client.get(`/api/v1/report/${id}/ig/${interest.id}/profiles?limit=100`)
    ).json()) as InterestProfilesResponse;
    evidence.set(
      interest.id,
      page.items.map((a) => a.username),
    );
  }
  return { report, friends, evidence, usernames: (friends ?? []).map((f) => f.username) };
}

/** Rows of the report's room whose stored data still names someone. */
async function roomRowsNaming(reportId: string, username: string): Promise<number> {
  return runInDurableObject(env.REPORT_ROOM.getByName(reportId), (_room, state) => {
    const like = `%"${username}"%`;
    const count = (table: string) =>
      state.storage.sql
        .exec<{ n: number }>(`SELECT count(*) AS n FROM ${table} WHERE body LIKE ?`, like)
        .one().n;
    return count("items") + count("friends");
  });
}

/**
 * Cluster 25 of the simulator's population (no persona, no other test): Peter Robinson follows and
 * is followed by Mason Mendoza and Ethan Patterson, and follows Kevin White: all three are
 * evidence of Peter's hobbies.
 */
const PETER = { source: "ig" as const, username: "peter.robinson.355" };
const MASON = { source: "ig" as const, username: "mason_mendoza" };
const ETHAN_ID = entityId("ig", { kind: "person", index: 1037 });

describe("opt-out: existing and new reports", () => {
  it("removes the person from every report (friends, evidence, common interests, pictures); a report about them keeps them only as optOut", async () => {
    const owner = await signUp({ subscribed: true });
    const peter = await generatedReport(owner.client, [PETER]);
    const mason = await generatedReport(owner.client, [MASON]);
    const before = await instagramView(owner.client, peter);
    expect(before.usernames).toEqual(
      expect.arrayContaining(["mason_mendoza", "ethan.patterson", "dennis.castillo.05"]),
    );
    expect(before.report.sources.ig?.friends).toBe(before.friends?.length);
    expect(before.evidence.get("hobbies")).toEqual(
      expect.arrayContaining(["mason_mendoza", "ethan.patterson", "kevinwhite"]),
    );
    const masonFriend = before.friends?.find((f) => f.username === "mason_mendoza");
    const ethanFriend = before.friends?.find((f) => f.username === "ethan.patterson");
    const pictures = [masonFriend?.image ?? "", ethanFriend?.image ?? ""];
    for (const key of pictures) expect(await env.IMAGES_BUCKET.head(key)).not.toBeNull();
    expect((await owner.client.get(`/api/v1/report/${peter}/ig/common/${masonFriend?.id}`)).status).toBe(200);
    const aboutMason = await instagramView(owner.client, mason);
    expect(aboutMason.report.profiles[0]).toMatchObject({ username: "mason_mendoza", badReason: null });
    const masonPictures = [
      aboutMason.report.profiles[0]?.image ?? "",
      ...(aboutMason.friends ?? []).map((f) => f.image ?? ""),
    ];
    for (const key of masonPictures) expect(await env.IMAGES_BUCKET.head(key)).not.toBeNull();

    // Mason and Kevin by their links; Ethan by his network id alone: he is @ethan.patterson2 now.
    await filedForThisTest(
      await optOut({
        name: "Mason Mendoza",
        email: uniqueEmail("mason"),
        links: ["https://www.instagram.com/mason_mendoza/", "https://www.instagram.com/kevinwhite/"],
      }),
    );
    const form = new FormData();
    form.append("name", "Ethan Patterson");
    form.append("email", uniqueEmail("ethan"));
    form.append("links", "https://www.instagram.com/ethan.patterson2/");
    const renamed = simulatorWith({ "x-sim-rename": "ig:ethan.patterson=ethan.patterson2" });
    await filedForThisTest(
      await callWithEnv({ SOURCES: renamed }, "/api/v1/optout", {
        method: "POST",
        body: form,
        headers: { "CF-Connecting-IP": uniqueIp(), Origin: LANDING },
      }),
    );
    expect(await storedIdOf("ethan.patterson2")).toBe(ETHAN_ID);

    // The queue carries the opt-outs to every report's room.
    await expect
      .poll(async () => (await instagramView(owner.client, peter)).usernames, {
        timeout: 30_000,
        interval: 200,
      })
      .not.toContain("ethan.patterson");
    const after = await instagramView(owner.client, peter);
    expect(after.usernames).not.toContain("mason_mendoza");
    expect(after.usernames).toContain("dennis.castillo.05");
    expect(after.friends).toHaveLength((before.friends?.length ?? 0) - 2);
    expect(after.report.sources.ig?.friends).toBe(after.friends?.length);
    for (const accounts of after.evidence.values())
      for (const gone of ["mason_mendoza", "ethan.patterson", "kevinwhite"])
        expect(accounts).not.toContain(gone);
    // Counts in D1 follow.
    const counts = new Map(after.report.sources.ig?.interests.map((i) => [i.id, i.count]));
    const beforeCounts = new Map(before.report.sources.ig?.interests.map((i) => [i.id, i.count]));
    expect(counts.get("hobbies")).toBe((beforeCounts.get("hobbies") ?? 0) - 3);
    expect((await owner.client.get(`/api/v1/report/${peter}/ig/common/${masonFriend?.id}`)).status).toBe(404);
    expect((await owner.client.get(`/api/v1/report/${peter}/ig/common/${ethanFriend?.id}`)).status).toBe(404);
    for (const key of pictures) expect(await env.IMAGES_BUCKET.head(key)).toBeNull();
    // Deleted from the room's storage, not only hidden.
    expect(await roomRowsNaming(peter, "mason_mendoza")).toBe(0);
    expect(await roomRowsNaming(peter, "ethan.patterson")).toBe(0);

    // The report about Mason keeps his profile only as optOut: no data, no picture, no summary.
    await expect
      .poll(async () => (await instagramView(owner.client, mason)).report.sources.ig, { timeout: 30_000 })
      .toBeUndefined();
    const forgotten = await instagramView(owner.client, mason);
    expect(forgotten.report.profiles).toEqual([
      expect.objectContaining({
        username: "mason_mendoza",
        fullname: "mason_mendoza",
        badReason: "optOut",
        image: null,
      }),
    ]);
    expect(forgotten.report.summary).toBeNull();
    expect(forgotten.friends).toBeNull();
    for (const key of masonPictures) expect(await env.IMAGES_BUCKET.head(key)).toBeNull();
    expect(await roomRowsNaming(mason, "allison.g")).toBe(0);

    // A new report never reads them in.
    const again = await instagramView(owner.client, await generatedReport(owner.client, [PETER]));
    expect([...again.usernames].sort()).toEqual([...after.usernames].sort());
    for (const accounts of again.evidence.values())
      for (const gone of ["mason_mendoza", "ethan.patterson", "kevinwhite"])
        expect(accounts).not.toContain(gone);
  }, 120_000);
});
