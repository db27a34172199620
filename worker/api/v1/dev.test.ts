import { describe, expect, it } from "vitest";
import { signUp } from "../../../test/accounts";
import { call, callWithEnv } from "../../../test/http";
import { devEndpointsOpen } from "./dev";

describe("GET /dev/outbox", () => {
  it("lists the emails sent to an address, newest first, with their links", async () => {
    const { email } = await signUp();
    const res = await call(`/api/v1/dev/outbox?to=${encodeURIComponent(email.toUpperCase())}`);
    expect(res.status).toBe(200);
    const emails = (await res.json()) as {
      to: string;
      subject: string;
      text: string;
      links: string[];
      created: string;
    }[];
    expect(emails).toHaveLength(1);
    expect(emails[0]).toMatchObject({ to: email, subject: "Confirm your email for Lookwise" });
    expect(emails[0]?.text).toContain(emails[0]?.links[0]);
  });

  it("does not exist in production", async () => {
    const res = await callWithEnv(
      {
        ENVIRONMENT: "production",
        AUTH_SECRET: "a-real-production-secret-of-enough-length",
        EMAIL_API_KEY: "re_production_key",
      },
      "/api/v1/dev/outbox",
    );
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ code: "not_found", message: "Not Found" });
  });

  it("does not exist on a public host, even in development", async () => {
    for (const url of [
      "https://lookwise.example/api/v1/dev/outbox",
      "http://app.test.example.com/api/v1/dev/outbox",
    ]) {
      const res = await callWithEnv({ ENVIRONMENT: "development" }, url);
      expect(res.status).toBe(404);
      expect(await res.json()).toEqual({ code: "not_found", message: "Not Found" });
    }
  });

  it("answers on local hosts in development", async () => {
    for (const origin of [
      "http://localhost:5173",
      "http://127.0.0.1:4173",
      "http://[::1]:5173",
      "http://app.example.test",
    ]) {
      const res = await callWithEnv(
        { ENVIRONMENT: "development" },
        `${origin}/api/v1/dev/outbox?to=nobody@example.com`,
      );
      expect(res.status).toBe(200);
    }
  });
});

describe("devEndpointsOpen", () => {
  it.each([
    ["development", "localhost", true],
    ["test", "127.0.0.1", true],
    ["development", "[::1]", true],
    ["development", "shop.localhost", true],
    ["test", "example.test", true],
    ["development", "app.example.test", true],
    ["production", "localhost", false],
    ["production", "example.test", false],
    ["development", "lookwise.example", false],
    ["development", "localhost.example.com", false],
    ["development", "example.test.evil.com", false],
    ["development", "127.0.0.2", false],
    ["test", "mytest", false],
  ] as const)("%s on %s: %s", (environment, host, open) => {
    expect(devEndpointsOpen(environment, host)).toBe(open);
  });
});
