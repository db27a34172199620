import { describe, expect, it } from "vitest";
import { signUp } from "../../../test/accounts";
import { call } from "../../../test/http";

describe("GET /offer", () => {
  it("answers the first-week offer and starts its clock in a cookie", async () => {
    const res = await call("/api/v1/offer");
    expect(res.status).toBe(200);
    const offer = (await res.json()) as {
      price: number;
      reports: number;
      durationHours: number;
      expiresAt: string;
    };
    expect(offer).toMatchObject({ price: 4.99, reports: 10, durationHours: 24 });
    expect(offer.reports).toBeLessThanOrEqual(10);
    const hoursLeft = (Date.parse(offer.expiresAt) - Date.now()) / 3_600_000;
    expect(hoursLeft).toBeGreaterThan(23.9);
    expect(res.headers.get("Set-Cookie")).toMatch(/offer_start=\d+/);
  });

  it("keeps the expiry of a visitor who saw it before", async () => {
    const firstSeen = Date.UTC(2026, 0, 1);
    const res = await call("/api/v1/offer", { headers: { Cookie: `offer_start=${firstSeen}` } });
    expect(await res.json()).toMatchObject({ expiresAt: "2026-01-02T00:00:00.000Z" });
    expect(res.headers.get("Set-Cookie")).toBeNull();
  });

  it("keeps a signed-in account's window on the server: a cookie, old or missing, does not move it", async () => {
    const { client } = await signUp({ confirmed: true });
    const first = (await (await client.get("/api/v1/offer")).json()) as { expiresAt: string };
    expect(Date.parse(first.expiresAt) - Date.now()).toBeGreaterThan(23.9 * 3_600_000);
    expect(client.cookies.has("offer_start")).toBe(false);
    client.cookies.set("offer_start", String(Date.UTC(2026, 0, 1)));
    expect(await (await client.get("/api/v1/offer/first-week")).json()).toMatchObject({
      expiresAt: first.expiresAt,
    });
  });

  it("answers an offer by its code and 404 for an unknown one", async () => {
    expect((await call("/api/v1/offer/first-week")).status).toBe(200);
    const missing = await call("/api/v1/offer/nope");
    expect(missing.status).toBe(404);
    expect(await missing.json()).toEqual({ code: "not_found", message: "Offer not found" });
    const bad = await call(`/api/v1/offer/${"x".repeat(80)}`);
    expect(bad.status).toBe(400);
  });
});
