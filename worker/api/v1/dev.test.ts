import { describe, expect, it } from "vitest";
import { signUp } from "../../../test/accounts";
import { call, callWithEnv } from "../../../test/http";

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
      { ENVIRONMENT: "production", AUTH_SECRET: "a-real-production-secret-of-enough-length" },
      "/api/v1/dev/outbox",
    );
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ code: "not_found", message: "Not Found" });
  });
});
