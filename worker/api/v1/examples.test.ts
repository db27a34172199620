import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { Client } from "../../../test/accounts";
import { callWithEnv, type EnvOverrides, readPage, waitUntilSeeded } from "../../../test/http";
import type { ExampleReport, RedZoneResponse, ReportResponse } from "../../contracts/report";
import { SOURCES } from "../../contracts/sources";
import { SIMULATOR_EXAMPLES } from "../../domain/examples";

async function body<T>(res: Response): Promise<T> {
  return (await res.json()) as T;
}

describe("GET /examples", () => {
  beforeAll(() => waitUntilSeeded(), 120_000);

  it("lists the 14 examples in the published order, with title and sources", async () => {
    const res = await new Client().get("/api/v1/examples");
    expect(res.status).toBe(200);
    const examples = await body<ExampleReport[]>(res);
    expect(examples.map((e) => e.id)).toEqual(SIMULATOR_EXAMPLES.map((e) => e.id));
    for (const [i, example] of examples.entries()) {
      const spec = SIMULATOR_EXAMPLES[i];
      expect(example.title).toEqual({ name: spec?.name, age: spec?.age, state: spec?.state });
      expect([...example.sources].sort()).toEqual([...new Set(spec?.profiles.map((p) => p.source))].sort());
      for (const source of example.sources) expect(SOURCES).toContain(source);
      if (example.image !== null) expect(example.image).toMatch(/^sig\//);
    }
  });

  it("opens each example in full for a visitor", async () => {
    const visitor = new Client();
    const examples = await body<ExampleReport[]>(await visitor.get("/api/v1/examples"));
    for (const example of examples) {
      const res = await visitor.get(`/api/v1/report/${example.id}`);
      expect(res.status, example.id).toBe(200);
      const view = await body<ReportResponse>(res);
      expect(view).toMatchObject({ id: example.id, status: "completed", blured: null, title: example.title });
      expect(view.summary, example.id).not.toBeNull();
      expect(Object.keys(view.sources).length, example.id).toBeGreaterThan(0);
      const summary = await visitor.get(`/api/v1/report/${example.id}/summary`);
      expect(summary.status, example.id).toBe(200);
    }
    expect(visitor.cookies.size).toBe(0);
  });

  it("shows the red-flag persona's red flags in its example", async () => {
    const jake = SIMULATOR_EXAMPLES.find((e) => e.name === "Jake Morrison");
    const view = await body<ReportResponse>(await new Client().get(`/api/v1/report/${jake?.id}?limit=100`));
    const flags = Object.values(view.sources).flatMap((s) => (s?.interests ?? []).filter((i) => i.redzone));
    expect(flags.map((f) => f.id)).toEqual(expect.arrayContaining(["gambling", "weapons", "drugs"]));
  });
});

const ADMIN_TOKEN = "an-admin-token-of-enough-length";
/** A production deployment with its secrets set (its sources still the simulator, as in every test). */
const PRODUCTION: EnvOverrides = {
  ENVIRONMENT: "production",
  AUTH_SECRET: "a-real-production-secret-of-enough-length",
  EMAIL_API_KEY: "re_production_key",
  ADMIN_TOKEN,
} as EnvOverrides;

/** The Worker's SOURCES binding, counting the upstream calls made through it. */
function countingSources() {
  const upstream = env.SOURCES;
  if (!upstream) throw new Error("the tests run with the simulator");
  const sources = {
    calls: 0,
    fetch(request: Request) {
      sources.calls += 1;
      return upstream.fetch(request);
    },
  };
  return sources;
}

const generate = (overrides: EnvOverrides, token = ADMIN_TOKEN) =>
  callWithEnv(overrides, "/api/v1/examples/generate", {
    method: "POST",
    headers: { Authorization: `Bearer ${token}` },
  });

async function examplesUnder(overrides: EnvOverrides) {
  return body<ExampleReport[]>(await callWithEnv(overrides, "/api/v1/examples"));
}

describe("examples outside the simulator", () => {
  beforeAll(() => waitUntilSeeded(), 120_000);
  const persona = SIMULATOR_EXAMPLES[0]?.id ?? "";

  it("are none in production without EXAMPLE_PROFILES: nothing listed, opened or scraped, and the page says so", async () => {
    expect(await examplesUnder(PRODUCTION)).toEqual([]);
    // The simulator's examples, generated for the other tests, are nobody's reports here.
    expect((await callWithEnv(PRODUCTION, `/api/v1/report/${persona}`)).status).toBe(404);
    const page = await readPage(await callWithEnv(PRODUCTION, "/report-examples"));
    expect(page).toContain("No example reports yet.");
    expect(page).not.toContain("Emily Carter");
    const sitemap = await (await callWithEnv(PRODUCTION, "/sitemap.xml")).text();
    expect(sitemap).not.toContain("/report/");

    const sources = countingSources();
    const res = await generate({ ...PRODUCTION, SOURCES: sources as unknown as Fetcher });
    expect(res.status).toBe(202);
    expect(await body(res)).toEqual({ examples: 0, completed: [] });
    expect(sources.calls).toBe(0);
  });

  it("are the consenting people of EXAMPLE_PROFILES in production, and only they", async () => {
    const id = "ex-consenting-emily";
    const configured: EnvOverrides = {
      ...PRODUCTION,
      EXAMPLE_PROFILES: JSON.stringify([
        {
          id,
          name: "Emily Carter",
          age: 29,
          state: "TX",
          profiles: ["https://www.instagram.com/emily.carter/"],
        },
      ]),
    };
    const res = await generate(configured);
    expect(res.status).toBe(202);
    expect(await body(res)).toMatchObject({ examples: 1 });
    const deadline = Date.now() + 60_000;
    while ((await examplesUnder(configured)).length === 0 && Date.now() < deadline)
      await new Promise((resolve) => setTimeout(resolve, 100));

    const listed = await examplesUnder(configured);
    expect(listed.map((e) => e.id)).toEqual([id]);
    expect(listed[0]).toMatchObject({
      title: { name: "Emily Carter", age: 29, state: "TX" },
      sources: ["ig"],
    });
    const view = await body<ReportResponse>(await callWithEnv(configured, `/api/v1/report/${id}`));
    expect(view).toMatchObject({ id, status: "completed", blured: null });
    expect((await callWithEnv(configured, `/api/v1/report/${persona}`)).status).toBe(404);
    expect(await readPage(await callWithEnv(configured, "/report-examples"))).toContain("Emily Carter");
    const sitemap = await (await callWithEnv(configured, "/sitemap.xml")).text();
    expect(sitemap).toContain(`<loc>http://example.test/report/${id}</loc>`);
    expect(sitemap).not.toContain(persona);
    // Under the simulator's list the configured example is nobody's report either.
    expect((await new Client().get(`/api/v1/report/${id}`)).status).toBe(404);
  });
});

describe("POST /examples/generate", () => {
  it("does not exist without ADMIN_TOKEN", async () => {
    const res = await generate({ ...PRODUCTION, ADMIN_TOKEN: undefined } as EnvOverrides);
    expect(res.status).toBe(404);
  });

  it("refuses any other token, whatever its length", async () => {
    for (const token of ["", "x", ADMIN_TOKEN.slice(0, -1), `${ADMIN_TOKEN}x`, ADMIN_TOKEN.toUpperCase()]) {
      const res = await generate(PRODUCTION, token);
      expect(res.status, token).toBe(401);
      expect(await body(res)).toMatchObject({ code: "unauthorized" });
    }
  });
});

describe("GET /interests/{source}/redzone", () => {
  it("lists the red-zone interests of every network", async () => {
    for (const source of SOURCES) {
      const res = await new Client().get(`/api/v1/interests/${source}/redzone`);
      expect(res.status, source).toBe(200);
      const flags = await body<RedZoneResponse>(res);
      expect(flags.map((f) => f.id)).toEqual(
        expect.arrayContaining(["gambling", "weapons", "drugs", "offensive"]),
      );
      expect(new Set(flags.map((f) => f.id)).size).toBe(flags.length);
      for (const flag of flags) expect(flag.title).not.toBe("");
    }
  });

  it("answers 400 for an unknown network", async () => {
    for (const source of ["zz", "IG"]) {
      const res = await new Client().get(`/api/v1/interests/${source}/redzone`);
      expect(res.status, source).toBe(400);
      expect(await body<{ code: string; message: string }>(res)).toMatchObject({
        code: "validation",
        message: expect.any(String),
      });
    }
    const malformed = await new Client().get("/api/v1/interests/%E0%A4%A/redzone");
    expect(malformed.status).toBe(400);
    expect(await body(malformed)).toEqual({ code: "bad_request", message: "Malformed address" });
  });
});
