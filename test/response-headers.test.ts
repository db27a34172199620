import { describe, expect, it } from "vitest";
import { Client, signUp } from "./accounts";
import { call, callWithEnv, LANDING } from "./http";

describe("caching of API answers", () => {
  it("marks every answer to a signed-in request no-store, by cookie or bearer, errors included", async () => {
    const { client } = await signUp();
    for (const path of [
      "/api/v1/auth/info",
      "/api/v1/dashboard/reports",
      "/api/v1/report/nope",
      "/api/v1/nope",
    ]) {
      const res = await client.get(path);
      expect(res.headers.get("Cache-Control"), path).toBe("no-store");
    }
    const api = new Client();
    api.bearer = client.cookies.get("lw_session") ?? null;
    expect((await api.get("/api/v1/auth/info")).headers.get("Cache-Control")).toBe("no-store");
    const write = await client.post("/api/v1/settings/receive", { receive: false });
    expect(write.headers.get("Cache-Control")).toBe("no-store");
  });

  it("marks signed-out answers no-store too (they may depend on the visitor cookie)", async () => {
    expect((await new Client().get("/api/v1/auth/info")).headers.get("Cache-Control")).toBe("no-store");
    expect((await call("/api/v1/states")).headers.get("Cache-Control")).toBe("no-store");
  });
});

describe("Cross-Origin-Opener-Policy", () => {
  const https = { LANDING_ORIGIN: "https://example.test", APP_ORIGIN: "https://app.example.test" };

  it("lets /login open Google's sign-in popup, and keeps same-origin elsewhere", async () => {
    const login = await callWithEnv(https, "https://example.test/login");
    expect(login.status).toBe(200);
    expect(login.headers.get("Cross-Origin-Opener-Policy")).toBe("same-origin-allow-popups");
    const faq = await callWithEnv(https, "https://example.test/faq");
    expect(faq.headers.get("Cross-Origin-Opener-Policy")).toBe("same-origin");
    expect((await call(`${LANDING}/login`)).headers.get("Cross-Origin-Opener-Policy")).toBeNull();
  });
});
