import { describe, expect, it } from "vitest";
import { call, callWithEnv, waitUntilSeeded } from "../../../test/http";
import { SIMULATOR_EXAMPLES } from "../../domain/examples";

describe("GET /healthcheck", () => {
  it("answers 503 until the example reports are generated, then reports the Worker and D1 healthy", async () => {
    await waitUntilSeeded();
    const res = await call("/api/v1/healthcheck");
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ status: "ok", db: "ok" });
    const examples = (await (await call("/api/v1/examples")).json()) as { id: string }[];
    expect(examples.map((e) => e.id)).toEqual(SIMULATOR_EXAMPLES.map((e) => e.id));
  }, 130_000);

  it("answers 503 when D1 is unreachable", async () => {
    const broken = {
      prepare() {
        throw new Error("D1 down");
      },
    } as unknown as D1Database;
    const res = await callWithEnv({ DB: broken }, "/api/v1/healthcheck");
    expect(res.status).toBe(503);
    expect(await res.json()).toEqual({ status: "error", db: "error" });
  });

  it("does not wait for seed data in production (examples come from `npm run examples` there)", async () => {
    const res = await callWithEnv(
      {
        ENVIRONMENT: "production",
        AUTH_SECRET: "a-production-secret-that-is-long-enough",
        EMAIL_API_KEY: "re_production_key",
      },
      "/api/v1/healthcheck",
    );
    expect(res.status).toBe(200);
  });
});
