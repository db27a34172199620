import { describe, expect, it } from "vitest";
import { call, callJson } from "../../../test/http";

describe("GET /states", () => {
  it("lists 56 states and territories as { abbr, title }", async () => {
    const res = await call("/api/v1/states");
    expect(res.status).toBe(200);
    const states = (await res.json()) as { abbr: string; title: string }[];
    expect(states).toHaveLength(56);
    expect(states).toContainEqual({ abbr: "TX", title: "Texas" });
    expect(states).toContainEqual({ abbr: "MP", title: "Northern Mariana Islands" });
  });
});

describe("GET /plans", () => {
  it("answers the seeded plans from D1 in order, with savings per report", async () => {
    const res = await call("/api/v1/plans");
    expect(res.status).toBe(200);
    const plans = (await res.json()) as {
      id: string;
      price: number;
      reports: number;
      period: string;
      savePerReport: number;
    }[];
    expect(plans.map((p) => p.id)).toEqual(["starter", "standard", "pro", "business"]);
    expect(plans[0]).toEqual({
      id: "starter",
      title: "Starter",
      price: 0.99,
      reports: 1,
      period: "week",
      savePerReport: 0,
    });
    expect(plans[1]?.savePerReport).toBe(0.29);
  });
});

describe("cookie consent", () => {
  it("reports no choice without the cookie", async () => {
    const res = await call("/api/v1/cookies");
    expect(await res.json()).toEqual({ sended: false, accepted: false });
  });

  it("stores accept-all in a 1-year cookie shared by both hosts", async () => {
    const res = await callJson("/api/v1/cookies", "POST", { accepted: true });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ sended: true, accepted: true });
    const cookie = res.headers.get("Set-Cookie") ?? "";
    expect(cookie).toContain("cookie_consent=accepted");
    expect(cookie).toContain("Max-Age=31536000");
    expect(cookie).toContain("Domain=example.test");
    expect(cookie).toContain("SameSite=Lax");
    expect(cookie).not.toContain("Secure");
  });

  it("stores essentials-only and reads it back", async () => {
    const res = await callJson("/api/v1/cookies", "POST", { accepted: false });
    expect(await res.json()).toEqual({ sended: true, accepted: false });
    const back = await call("/api/v1/cookies", { headers: { Cookie: "cookie_consent=essentials" } });
    expect(await back.json()).toEqual({ sended: true, accepted: false });
  });

  it("marks the cookie Secure on https", async () => {
    const res = await callJson("https://example.test/api/v1/cookies", "POST", { accepted: true });
    expect(res.headers.get("Set-Cookie")).toContain("Secure");
  });

  it("rejects a consent that is not a boolean and sets nothing", async () => {
    const res = await callJson("/api/v1/cookies", "POST", { accepted: "yes" });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ code: "validation", message: "accepted must be true or false" });
    expect(res.headers.get("Set-Cookie")).toBeNull();
  });
});
