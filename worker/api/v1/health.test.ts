import { describe, expect, it } from "vitest";
import { call, callWithEnv } from "../../../test/http";

describe("GET /healthcheck", () => {
  it("reports the Worker and D1 healthy", async () => {
    const res = await call("/api/v1/healthcheck");
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ status: "ok", db: "ok" });
  });

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
});
