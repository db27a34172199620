import { env } from "cloudflare:workers";
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { Client, db, signUp, uniqueIp } from "../../../test/accounts";
import { callWithEnv } from "../../../test/http";
import type {
  CandidateProfile,
  CreateAddResponse,
  CreateConfirmResponse,
  CreateReportResponse,
  CreateSearchResponse,
  CreateSourceResponse,
} from "../../contracts/create";
import { CREATE_MESSAGES } from "../../contracts/create";
import { insertCandidates } from "../../db/report-profiles";
import { rateLimits, reportProfiles, reports } from "../../db/schema";

const PATH = "/api/v1/create";

async function created(client: Client, body: unknown): Promise<string> {
  const res = await client.post(PATH, body);
  if (res.status !== 200) throw new Error(`create failed: ${res.status} ${await res.text()}`);
  return ((await res.json()) as { id: string }).id;
}

async function view(client: Client, id: string, query = ""): Promise<CreateReportResponse> {
  return (await (await client.get(`${PATH}/${id}${query}`)).json()) as CreateReportResponse;
}

async function errorOf(res: Response): Promise<{ status: number; code: string; message: string }> {
  const body = (await res.json()) as { code: string; message: string };
  return { status: res.status, code: body.code, message: body.message };
}

/** Signed-in clients have a daily cap but no one-report limit: most tests use one. */
async function member(): Promise<Client> {
  return (await signUp({ confirmed: true })).client;
}

describe("create: happy paths", () => {
  it("ranks Emily Carter, 29, TX first on every source, with reasons, and preselects clear matches", async () => {
    const client = await member();
    const id = await created(client, { name: "Emily Carter", age: 29, state: "TX" });
    const report = await view(client, id);
    expect(report).toMatchObject({
      id,
      status: "draft",
      title: { name: "Emily Carter", age: 29, state: "TX" },
    });
    const expected = {
      ig: "emily.carter",
      fb: "emily.carter.94",
      tw: "em_carter",
      tt: "emilycarter",
    } as const;
    for (const [source, username] of Object.entries(expected) as [keyof typeof expected, string][]) {
      const first = report.sources[source].items[0];
      expect(report.sources[source].status).toBe("loaded");
      expect(first).toMatchObject({ source, username, badReason: null });
      expect(first?.reasons.length).toBeGreaterThan(0);
      expect(first?.image).toMatch(/^sig\/[0-9a-f]{64}$/);
    }
    expect(report.sources.ig.items[0]).toMatchObject({ band: "high", selected: true });
    expect(report.sources.ig.items[0]?.reasons).toContain("lives in TX");
    expect(Object.keys(report.sources).sort()).toEqual(["fb", "ig", "tt", "tw"]);
  });

  it("pages a common name's candidates per source, ranked by age and state", async () => {
    const client = await member();
    const id = await created(client, { name: "John Smith", age: 45, state: "OH" });
    const first = (await (await client.get(`${PATH}/${id}/ig?limit=5`)).json()) as CreateSourceResponse;
    const rest = (await (
      await client.get(`${PATH}/${id}/ig?limit=100&offset=5`)
    ).json()) as CreateSourceResponse;
    expect(first.items).toHaveLength(5);
    expect(first.hasMore).toBe(true);
    expect(first.items.length + rest.items.length).toBeGreaterThanOrEqual(20);
    expect(rest.hasMore).toBe(false);
    const all = [...first.items, ...rest.items];
    expect(all.map((c) => c.confidence)).toEqual([...all.map((c) => c.confidence)].sort((a, b) => b - a));
    expect(all.some((c) => c.band === "low" || c.band === "medium")).toBe(true);
    // Pictures further down are copied when their page is first shown.
    expect(rest.items.every((c) => c.image?.startsWith("sig/") || c.imageNotLoaded)).toBe(true);
  });

  it("stores the pictures copied for a page in one round trip per source, not one per candidate", async () => {
    const client = await member();
    const id = await created(client, { name: "John Smith", age: 45, state: "OH" });
    let roundTrips = 0;
    const RUNS = new Set<PropertyKey>(["run", "all", "raw", "first"]);
    // A statement counts when it runs; `bind` answers a new statement, counted the same way.
    const counted = (statement: D1PreparedStatement): D1PreparedStatement =>
      new Proxy(statement, {
        get(target, method) {
          const value = Reflect.get(target, method);
          if (typeof value !== "function") return value;
          return (...args: unknown[]) => {
            if (RUNS.has(method)) roundTrips += 1;
            const result = value.apply(target, args);
            return method === "bind" ? counted(result) : result;
          };
        },
      });
    // D1 as the Worker sees it, counting what goes to the database: a statement, or a batch of them.
    const counting = new Proxy(env.DB, {
      get(target, key) {
        if (key === "prepare") return (query: string) => counted(target.prepare(query));
        if (key === "batch")
          return (statements: D1PreparedStatement[]) => {
            roundTrips += 1;
            return target.batch(statements);
          };
        const value = Reflect.get(target, key);
        return typeof value === "function" ? value.bind(target) : value;
      },
    });
    const cookie = [...client.cookies].map(([k, v]) => `${k}=${v}`).join("; ");
    // The first view copies the pictures below the first screen (ranks 10 to 19) of every source.
    const res = await callWithEnv({ DB: counting }, `${PATH}/${id}?limit=20`, {
      headers: { Cookie: cookie, "CF-Connecting-IP": client.ip },
    });
    const report = (await res.json()) as CreateReportResponse;
    expect(report.sources.ig.items.length).toBeGreaterThan(10);
    expect(report.sources.ig.items.every((c) => c.image?.startsWith("sig/") || c.imageNotLoaded)).toBe(true);
    expect(roundTrips).toBeLessThanOrEqual(10);
  });

  it("creates from a profile link, whose network decides the source", async () => {
    const client = await member();
    const id = await created(client, { source: "fb", username: "https://www.instagram.com/emily.carter/" });
    const report = await view(client, id);
    expect(report.title.name).toBe("Emily Carter");
    expect(report.sources.ig).toMatchObject({
      status: "loaded",
      items: [{ username: "emily.carter", selected: true, confidence: 1, badReasonConfirmed: true }],
    });
    expect(report.sources.fb).toEqual({ items: [], hasMore: false, status: "idle" });
  });

  it("makes the report for a username nobody has, its candidate marked notFound", async () => {
    const visitor = new Client();
    const id = await created(visitor, { source: "ig", username: "nobody.zzz" });
    const report = await view(visitor, id);
    expect(report.sources.ig).toMatchObject({
      status: "loaded",
      items: [{ username: "nobody.zzz", badReason: "notFound", badReasonConfirmed: true, selected: false }],
    });
    expect(report.sources.tt).toEqual({ items: [], hasMore: false, status: "idle" });
  });

  it("creates from a bare username on the chosen source", async () => {
    const client = await member();
    const id = await created(client, { source: "tt", username: "@EmilyCarter" });
    expect((await view(client, id)).sources.tt.items[0]).toMatchObject({ username: "emilycarter" });
  });

  it("searches, adds (with the next suggestion) and confirms", async () => {
    const client = await member();
    const id = await created(client, { name: "John Smith", age: 45, state: "OH" });
    const search = await client.post(`${PATH}/${id}/tw/search`, { query: "https://x.com/em_carter" });
    const found = (await search.json()) as CreateSearchResponse;
    expect(found.items).toMatchObject([{ username: "em_carter", source: "tw", selected: false }]);
    const add = await client.post(`${PATH}/${id}/tw/add`, { id: found.items[0]?.id, next: true });
    const added = (await add.json()) as CreateAddResponse;
    expect(added).toMatchObject({ username: "em_carter", selected: true });
    expect(added.next).toMatchObject({ source: "tw", selected: false, badReason: null });
    // Added profiles go on top of the list.
    const tw = (await (await client.get(`${PATH}/${id}/tw?limit=1`)).json()) as CreateSourceResponse;
    expect(tw.items[0]?.username).toBe("em_carter");
    const byName = await client.post(`${PATH}/${id}/ig/add`, { id: "emily.carter" });
    const ig = (await byName.json()) as CandidateProfile;
    const confirm = await client.post(`${PATH}/${id}/confirm`, {
      profiles: [
        { source: "tw", id: added.id },
        { source: "ig", id: ig.id },
      ],
    });
    expect(confirm.status).toBe(200);
    const body = (await confirm.json()) as CreateConfirmResponse;
    expect(body.profiles.map((p) => p.username).sort()).toEqual(["em_carter", "emily.carter"]);
    const row = await db().query.reports.findFirst({ where: eq(reports.id, id) });
    expect(row?.sources).toEqual(["ig", "tw"]);
    expect(row?.image).toMatch(/^sig\//);
    const after = await view(client, id, "?limit=100");
    expect(after.sources.tw.items.filter((c) => c.selected).map((c) => c.username)).toEqual(["em_carter"]);
  });

  it("shows search-time bad reasons on the candidates", async () => {
    const client = await member();
    const id = await created(client, { name: "Emily Carter" });
    const lookup = async (query: string) =>
      ((await (await client.post(`${PATH}/${id}/ig/search`, { query })).json()) as CreateSearchResponse)
        .items[0];
    expect(await lookup("pat.private")).toMatchObject({ badReason: "private", badReasonConfirmed: true });
    expect(await lookup("zero.follows")).toMatchObject({ badReason: "zeroFollows" });
    expect(await lookup("nobody.at.all")).toMatchObject({ badReason: "notFound", selected: false });
  });
});

describe("create: errors", () => {
  it("answers the spec's messages for a bad create request", async () => {
    const client = await member();
    const cases: [unknown, string][] = [
      [{}, CREATE_MESSAGES.nameOrUsername],
      [{ name: "Emily" }, CREATE_MESSAGES.nameOrUsername],
      [{ name: "   " }, CREATE_MESSAGES.nameOrUsername],
      [{ name: "Emily Carter", age: 5 }, CREATE_MESSAGES.invalidAge],
      [{ name: "Emily Carter", age: 121 }, CREATE_MESSAGES.invalidAge],
      [{ name: "Emily Carter", state: "ZZ" }, CREATE_MESSAGES.invalidState],
      [{ username: "https://example.com/emily" }, CREATE_MESSAGES.invalidLink],
      [{ username: "emily.carter" }, CREATE_MESSAGES.invalidLink],
      [{ source: "li", username: "emily-carter-tx" }, CREATE_MESSAGES.invalidLink],
      [{ username: "https://www.linkedin.com/in/emily-carter-tx" }, CREATE_MESSAGES.invalidLink],
      [{ source: "ig", username: "" }, CREATE_MESSAGES.invalidLink],
    ];
    for (const [body, message] of cases) {
      expect(await errorOf(await client.post(PATH, body)), JSON.stringify(body)).toMatchObject({
        status: 400,
        message,
      });
    }
    const malformed = await client.request("POST", PATH, undefined, {
      "Content-Type": "application/json",
    });
    expect(malformed.status).toBe(400);
  });

  it("accepts the form's empty optional fields", async () => {
    const client = await member();
    expect((await client.post(PATH, { name: "Emily Carter", age: "", state: "" })).status).toBe(200);
  });

  it("answers 404 'Name not found' without making a report", async () => {
    const visitor = new Client();
    expect(await errorOf(await visitor.post(PATH, { name: "Qzxv Wqplk" }))).toMatchObject({
      status: 404,
      message: CREATE_MESSAGES.nameNotFound,
    });
    // It did not use up the visitor's one report.
    expect((await visitor.post(PATH, { source: "ig", username: "emily.carter" })).status).toBe(200);
  });

  it("refuses to confirm nothing, a private profile, or an unknown one", async () => {
    const client = await member();
    const id = await created(client, { source: "ig", username: "pat.private" });
    const report = await view(client, id);
    const pat = report.sources.ig.items[0];
    expect(pat).toMatchObject({ badReason: "private", selected: false });
    const confirm = (profiles: unknown) => client.post(`${PATH}/${id}/confirm`, { profiles });
    expect(await errorOf(await confirm([]))).toMatchObject({
      status: 400,
      message: CREATE_MESSAGES.selectAccounts,
    });
    expect(await errorOf(await confirm([{ source: "ig", id: pat?.id }]))).toMatchObject({
      status: 400,
      message: CREATE_MESSAGES.deletePrivate,
    });
    expect(await errorOf(await confirm([{ source: "ig", id: "nope" }]))).toMatchObject({
      status: 404,
      message: CREATE_MESSAGES.profileNotFound,
    });
    expect((await confirm([{ source: "li", id: "x" }])).status).toBe(400);
  });

  it("confirms the largest selection the API accepts (50 profiles) in one call", async () => {
    const client = await member();
    const id = await created(client, { name: "Emily Carter", age: 29, state: "TX" });
    const sources = ["ig", "fb", "tt", "tw"] as const;
    const extra = Array.from({ length: 50 }, (_, i) => {
      const source = sources[i % sources.length] ?? "ig";
      const username = `bulk.profile.${i}`;
      return {
        source,
        profileId: `bulk-${i}`,
        username,
        fullname: `Bulk Profile ${i}`,
        link: `https://example.com/${username}`,
        confidence: 0.5,
        band: "medium" as const,
        reasons: [],
        position: 1000 + i,
      };
    });
    await insertCandidates(db(), id, extra);
    const profiles = extra.map((p) => ({ source: p.source, id: p.profileId }));
    const confirm = await client.post(`${PATH}/${id}/confirm`, { profiles });
    expect(confirm.status).toBe(200);
    expect(((await confirm.json()) as CreateConfirmResponse).profiles).toHaveLength(50);
    const selected = await db()
      .select({ id: reportProfiles.profileId })
      .from(reportProfiles)
      .where(and(eq(reportProfiles.reportId, id), eq(reportProfiles.selected, true)));
    expect(selected.map((r) => r.id).sort()).toEqual(extra.map((p) => p.profileId).sort());
    // One more is refused by validation, never by the database.
    const tooMany = await client.post(`${PATH}/${id}/confirm`, {
      profiles: [...profiles, { source: "ig", id: "one-more" }],
    });
    expect(tooMany.status).toBe(400);
  });

  it("keeps Flaky Fred's failures visible, never a 500, and lets him be added and confirmed", async () => {
    const client = await member();
    const id = await created(client, { source: "ig", username: "flaky.fred" });
    const report = await view(client, id);
    expect(report.sources.ig).toMatchObject({
      status: "unloaded",
      items: [{ username: "flaky.fred", badReason: "unloaded", selected: false }],
    });
    const retry = await client.post(`${PATH}/${id}/ig/add`, { id: "flaky.fred", unloaded: true });
    expect(retry.status).toBe(200);
    expect(await retry.json()).toMatchObject({ badReason: "unloaded", selected: true });
    // Generation retries him; failing again, he ends `unloaded` on the report (API.md).
    const confirm = await client.post(`${PATH}/${id}/confirm`, {
      profiles: [{ source: "ig", id: "flaky.fred" }],
    });
    expect(confirm.status).toBe(200);
    expect(((await confirm.json()) as CreateConfirmResponse).profiles).toMatchObject([
      { username: "flaky.fred", badReason: "unloaded", selected: true },
    ]);
    const byName = await client.post(PATH, { name: "Flaky Fred", age: 50, state: "NY" });
    expect(byName.status).toBe(200);
  });

  it("confirms a private TikTok or X profile and a missing one; a private Facebook one is refused", async () => {
    const client = await member();
    const id = await created(client, { name: "Emily Carter", age: 29, state: "TX" });
    const report = await view(client, id);
    const first = (source: "fb" | "tt" | "tw") => {
      const candidate = report.sources[source].items[0];
      if (!candidate) throw new Error(`no ${source} candidate`);
      return candidate;
    };
    // The simulator has no private TikTok, X or Facebook persona: the candidates are marked here.
    for (const source of ["fb", "tt", "tw"] as const) {
      await db()
        .update(reportProfiles)
        .set({ badReason: "private" })
        .where(
          and(
            eq(reportProfiles.reportId, id),
            eq(reportProfiles.source, source),
            eq(reportProfiles.profileId, first(source).id),
          ),
        );
    }
    const missing = await client.post(`${PATH}/${id}/ig/search`, { query: "nobody.zzz" });
    const nobody = ((await missing.json()) as CreateSearchResponse).items[0];
    const confirm = (profiles: unknown) => client.post(`${PATH}/${id}/confirm`, { profiles });
    const kept = [
      { source: "tt", id: first("tt").id },
      { source: "tw", id: first("tw").id },
      { source: "ig", id: nobody?.id },
    ];
    const ok = await confirm(kept);
    expect(ok.status).toBe(200);
    expect(((await ok.json()) as CreateConfirmResponse).profiles.map((p) => p.badReason).sort()).toEqual([
      "notFound",
      "private",
      "private",
    ]);
    expect(await errorOf(await confirm([...kept, { source: "fb", id: first("fb").id }]))).toMatchObject({
      status: 400,
      code: "bad_request",
      message: CREATE_MESSAGES.deletePrivate,
    });
  });

  it("answers 400 for a bad search query and 404 for a profile that cannot be added", async () => {
    const client = await member();
    const id = await created(client, { name: "Emily Carter" });
    for (const query of ["", "https://example.com/x", "https://x.com/em_carter"]) {
      expect(await errorOf(await client.post(`${PATH}/${id}/ig/search`, { query }))).toMatchObject({
        status: 400,
        message: CREATE_MESSAGES.invalidLink,
      });
    }
    // Searched first, a missing profile is a listed candidate: adding it still answers 404.
    await client.post(`${PATH}/${id}/ig/search`, { query: "nobody.listed" });
    for (const candidate of ["nobody.ghost", "nobody.listed", "https://example.com/x"]) {
      expect(await errorOf(await client.post(`${PATH}/${id}/ig/add`, { id: candidate }))).toMatchObject({
        status: 404,
        message: CREATE_MESSAGES.profileNotFound,
      });
    }
    expect((await client.post(`${PATH}/${id}/li/search`, { query: "emily-carter-tx" })).status).toBe(400);
    expect((await client.get(`${PATH}/${id}/ig?limit=abc`)).status).toBe(400);
  });

  it("refuses changes once the report is generated", async () => {
    const client = await member();
    const id = await created(client, { source: "ig", username: "emily.carter" });
    await db().update(reports).set({ status: "completed" }).where(eq(reports.id, id));
    expect((await client.get(`${PATH}/${id}`)).status).toBe(200);
    expect(await errorOf(await client.post(`${PATH}/${id}/ig/add`, { id: "emily.carter" }))).toMatchObject({
      status: 409,
      message: CREATE_MESSAGES.notDraft,
    });
  });
});

describe("create: owners and limits", () => {
  it("gives a visitor one report per browser: the cookie is set once, for a year, HttpOnly", async () => {
    const visitor = new Client();
    const first = await visitor.post(PATH, { source: "ig", username: "emily.carter" });
    expect(first.status).toBe(200);
    const cookie = first.headers.getSetCookie().find((c) => c.startsWith("lw_visitor="));
    expect(cookie).toMatch(/Max-Age=31536000/);
    expect(cookie).toMatch(/HttpOnly/);
    // A new IP does not help the same browser.
    const again = await visitor.post(PATH, { name: "Emily Carter" }, { "CF-Connecting-IP": uniqueIp() });
    expect(await errorOf(again)).toEqual({
      status: 429,
      code: "search_limit",
      message: "Search limit reached",
    });
  });

  it("gives a visitor one report even for parallel attempts from one browser", async () => {
    const visitor = new Client();
    const answers = await Promise.all(
      Array.from({ length: 4 }, () => visitor.post(PATH, { source: "ig", username: "emily.carter" })),
    );
    expect(answers.map((r) => r.status).sort()).toEqual([200, 429, 429, 429]);
    const refused = answers.find((r) => r.status === 429);
    expect(refused && (await errorOf(refused))).toMatchObject({ code: "search_limit" });
  });

  it("gives a visitor one report per IP a day: a new browser on the same IP is refused", async () => {
    const first = new Client();
    expect((await first.post(PATH, { source: "ig", username: "emily.carter" })).status).toBe(200);
    const second = new Client();
    const res = await second.post(
      PATH,
      { source: "ig", username: "emily.carter" },
      { "CF-Connecting-IP": first.ip },
    );
    expect(await errorOf(res)).toMatchObject({ status: 429, code: "search_limit" });
  });

  it("does not count a signed-in user's reports against a visitor on the same IP", async () => {
    const user = await member();
    await created(user, { source: "ig", username: "emily.carter" });
    await created(user, { source: "ig", username: "jake.morrison" });
    const visitor = new Client();
    const res = await visitor.post(
      PATH,
      { source: "ig", username: "emily.carter" },
      { "CF-Connecting-IP": user.ip },
    );
    expect(res.status).toBe(200);
  });

  it("caps a signed-in user's reports per day with rate_limited", async () => {
    const { client, id: userId } = await signUp({ confirmed: true });
    const day = 24 * 60 * 60_000;
    await db()
      .insert(rateLimits)
      .values({
        key: `create:user:${userId}`,
        windowStart: new Date(Date.now() - (Date.now() % day)),
        count: 50,
      });
    expect(await errorOf(await client.post(PATH, { name: "Emily Carter" }))).toMatchObject({
      status: 429,
      code: "rate_limited",
    });
  });

  it("shows a report to its owner only: another user, another visitor, nobody get 404", async () => {
    const owner = await member();
    const id = await created(owner, { source: "ig", username: "emily.carter" });
    const visitor = new Client();
    const visitorId = await created(visitor, { source: "ig", username: "emily.carter" });
    const stranger = await member();
    const otherVisitor = new Client();
    await created(otherVisitor, { source: "ig", username: "jake.morrison" });
    for (const [client, reportId] of [
      [stranger, id],
      [otherVisitor, id],
      [new Client(), id],
      [stranger, visitorId],
      [otherVisitor, visitorId],
      [owner, visitorId],
    ] as const) {
      expect((await client.get(`${PATH}/${reportId}`)).status).toBe(404);
      expect((await client.get(`${PATH}/${reportId}/ig`)).status).toBe(404);
      expect((await client.post(`${PATH}/${reportId}/ig/add`, { id: "emily.carter" })).status).toBe(404);
      expect((await client.post(`${PATH}/${reportId}/confirm`, { profiles: [] })).status).toBe(404);
    }
    expect((await owner.get(`${PATH}/${id}`)).status).toBe(200);
    expect((await visitor.get(`${PATH}/${visitorId}`)).status).toBe(200);
  });

  it("refuses a cookie-authenticated create from a foreign origin", async () => {
    const client = await member();
    const res = await client.post(PATH, { name: "Emily Carter" }, { Origin: "https://evil.example" });
    expect(res.status).toBe(403);
  });
});
