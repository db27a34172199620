import { describe, expect, it } from "vitest";
import { call, callJson, callWithEnv, waitUntilSeeded } from "../../../test/http";

describe("the API's error model", () => {
  it("answers malformed JSON with 400 bad_request", async () => {
    const res = await callJson("/api/v1/cookies", "POST", "{not json");
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ code: "bad_request", message: "Malformed JSON in request body" });
  });

  it.each([[null], [[]], ["just a string"], [42], [{ accepted: 1 }], [{}]])(
    "answers a body of the wrong shape (%j) with 400 validation and the field",
    async (body) => {
      const res = await callJson("/api/v1/cookies", "POST", JSON.stringify(body));
      expect(res.status).toBe(400);
      const error = (await res.json()) as { code: string; message: string; fields?: Record<string, string> };
      expect(error.code).toBe("validation");
      expect(typeof error.message).toBe("string");
    },
  );

  it("answers a huge body with 400, never 500", async () => {
    const huge = JSON.stringify({ accepted: true, padding: "x".repeat(2 * 1024 * 1024) });
    const res = await callJson("/api/v1/cookies", "POST", huge);
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ code: "bad_request", message: "Request body too large" });
  });

  it("answers a huge body without Content-Length (streamed) with 400", async () => {
    const chunk = new TextEncoder().encode("x".repeat(64 * 1024));
    let sent = 0;
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent++ >= 40) controller.close();
        else controller.enqueue(chunk);
      },
    });
    const res = await call("/api/v1/cookies", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: stream,
      duplex: "half",
    } as RequestInit);
    expect(res.status).toBe(400);
  });

  it("answers unknown API paths and methods with a JSON 404", async () => {
    for (const [method, path] of [
      ["GET", "/api/v1/nope"],
      ["DELETE", "/api/v1/states"],
      ["GET", "/api/v1"],
    ] as const) {
      const res = await call(path, { method });
      expect(res.status).toBe(404);
      expect(res.headers.get("Content-Type")).toContain("application/json");
      expect(await res.json()).toEqual({ code: "not_found", message: "Not Found" });
    }
  });

  it("sends the security headers on API answers, errors included", async () => {
    for (const path of ["/api/v1/states", "/api/v1/nope"]) {
      const res = await call(path);
      expect(res.headers.get("X-Content-Type-Options")).toBe("nosniff");
      expect(res.headers.get("Referrer-Policy")).toBe("strict-origin-when-cross-origin");
      expect(res.headers.get("Content-Security-Policy")).toContain("frame-ancestors 'none'");
      expect(res.headers.get("Strict-Transport-Security")).toBeNull();
    }
    const https = await call("https://example.test/api/v1/states");
    expect(https.headers.get("Strict-Transport-Security")).toContain("max-age=");
  });

  it("answers 503 unavailable in maintenance mode, except the health check", async () => {
    // The health check answers 200 once the example reports exist.
    await waitUntilSeeded();
    const res = await callWithEnv({ MAINTENANCE: "on" }, "/api/v1/plans");
    expect(res.status).toBe(503);
    expect(await res.json()).toMatchObject({ code: "unavailable" });
    expect((await callWithEnv({ MAINTENANCE: "on" }, "/api/v1/healthcheck")).status).toBe(200);
  }, 120_000);
});

describe("POST /events", () => {
  it("accepts a known event", async () => {
    const res = await callJson("/api/v1/events", "POST", { name: "logo_click", label: "header" });
    expect(res.status).toBe(204);
  });

  it("writes to Analytics Engine where it is bound", async () => {
    const points: AnalyticsEngineDataPoint[] = [];
    const dataset = {
      writeDataPoint: (p: AnalyticsEngineDataPoint) => points.push(p),
    } as AnalyticsEngineDataset;
    const res = await callWithEnv({ ANALYTICS: dataset }, "/api/v1/events", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ name: "logo_click", label: "header" }),
    });
    expect(res.status).toBe(204);
    expect(points).toEqual([
      { indexes: ["logo_click"], blobs: ["logo_click", "header", "example.test"], doubles: [1] },
    ]);
  });

  it("stores a failed call's route template, never the token in its path or query", async () => {
    const points: AnalyticsEngineDataPoint[] = [];
    const dataset = {
      writeDataPoint: (p: AnalyticsEngineDataPoint) => points.push(p),
    } as AnalyticsEngineDataset;
    const labels: [sent: string, stored: string][] = [
      ["POST /auth/confirm/8f1c2d9e7a6b5c4d3e2f1a0b 500", "POST /auth/confirm/:hash 500"],
      ["GET /auth/recovery/secret-recovery-hash 502", "GET /auth/recovery/:hash 502"],
      ["POST /auth/recovery/secret-recovery-hash 0", "POST /auth/recovery/:hash 0"],
      ["GET /report/rpt_abc123?limit=100&h=share-hash-secret 500", "GET /report/:id 500"],
      ["GET /report/rpt_abc123/summary?h=share-hash-secret 503", "GET /report/:id/summary 503"],
      ["GET /offer/offer-hash-secret 500", "GET /offer/:hash 500"],
      ["POST /settings/email/confirm 500", "POST /settings/email/confirm 500"],
      ["GET /states?token=secret 500", "GET /states 500"],
      ["GET /made/up/secret-token 500", "GET (unknown) 500"],
      ["secret-token-without-shape", "(unknown)"],
    ];
    for (const [label] of labels) {
      const res = await callWithEnv({ ANALYTICS: dataset }, "/api/v1/events", {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({ name: "client_error", label }),
      });
      expect(res.status).toBe(204);
    }
    expect(points.map((p) => p.blobs?.[1])).toEqual(labels.map(([, stored]) => stored));
    const stored = JSON.stringify(points);
    for (const secret of ["8f1c2d9e", "secret", "rpt_abc123", "?", "h="])
      expect(stored).not.toContain(secret);
  });

  it("stores only the logo click's known place", async () => {
    const res = await callJson("/api/v1/events", "POST", {
      name: "logo_click",
      label: "/report/rpt_x?h=secret",
    });
    expect(res.status).toBe(400);
  });

  it("rejects an unknown event", async () => {
    const res = await callJson("/api/v1/events", "POST", { name: "made_up" });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ code: "validation" });
  });
});
