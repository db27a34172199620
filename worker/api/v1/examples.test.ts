import { beforeAll, describe, expect, it } from "vitest";
import { Client } from "../../../test/accounts";
import { waitUntilSeeded } from "../../../test/http";
import type { ExampleReport, RedZoneResponse, ReportResponse } from "../../contracts/report";
import { SOURCES } from "../../contracts/sources";
import { EXAMPLES } from "../../domain/examples";

async function body<T>(res: Response): Promise<T> {
  return (await res.json()) as T;
}

describe("GET /examples", () => {
  beforeAll(() => waitUntilSeeded(), 120_000);

  it("lists the 14 examples in the published order, with title and sources", async () => {
    const res = await new Client().get("/api/v1/examples");
    expect(res.status).toBe(200);
    const examples = await body<ExampleReport[]>(res);
    expect(examples.map((e) => e.id)).toEqual(EXAMPLES.map((e) => e.id));
    for (const [i, example] of examples.entries()) {
      const spec = EXAMPLES[i];
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
    const jake = EXAMPLES.find((e) => e.name === "Jake Morrison");
    const view = await body<ReportResponse>(await new Client().get(`/api/v1/report/${jake?.id}?limit=100`));
    const flags = Object.values(view.sources).flatMap((s) => (s?.interests ?? []).filter((i) => i.redzone));
    expect(flags.map((f) => f.id)).toEqual(expect.arrayContaining(["gambling", "weapons", "drugs"]));
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
