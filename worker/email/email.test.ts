import { env } from "cloudflare:workers";
import { eq } from "drizzle-orm";
import { afterEach, describe, expect, it, vi } from "vitest";
import { uniqueEmail } from "../../test/accounts";
import { createDb } from "../db/client";
import { outbox } from "../db/schema";
import { type Config, ConfigError, readConfig } from "../env";
import { createEmailSender } from "./email";

const config = (overrides: Partial<Config>): Config => ({ ...readConfig(env), ...overrides });
const db = createDb(env.DB);
const mail = (to: string) => ({ to, subject: "Hello", text: "Hi", links: [] });
const inOutbox = async (to: string) => (await db.select().from(outbox).where(eq(outbox.to, to))).length;

afterEach(() => vi.restoreAllMocks());

describe("createEmailSender", () => {
  it("never falls back to the outbox in production: no key is a configuration error", () => {
    for (const key of [undefined, ""]) {
      expect(() => createEmailSender(config({ ENVIRONMENT: "production", EMAIL_API_KEY: key }), db)).toThrow(
        ConfigError,
      );
    }
  });

  it("sends through the email API in production", async () => {
    const fetcher = vi.spyOn(globalThis, "fetch").mockResolvedValue(new Response("{}"));
    const to = uniqueEmail("api");
    await createEmailSender(config({ ENVIRONMENT: "production", EMAIL_API_KEY: "re_key" }), db).send(
      mail(to),
    );
    expect(fetcher).toHaveBeenCalledWith(
      env.EMAIL_API_URL,
      expect.objectContaining({ headers: expect.objectContaining({ Authorization: "Bearer re_key" }) }),
    );
    expect(await inOutbox(to)).toBe(0);
  });

  it("writes to the outbox in development and tests, key or not", async () => {
    const fetcher = vi.spyOn(globalThis, "fetch");
    const first = uniqueEmail("outbox");
    const second = uniqueEmail("outbox");
    await createEmailSender(config({ ENVIRONMENT: "test", EMAIL_API_KEY: "re_key" }), db).send(mail(first));
    await createEmailSender(config({ ENVIRONMENT: "development" }), db).send(mail(second));
    expect(await inOutbox(first)).toBe(1);
    expect(await inOutbox(second)).toBe(1);
    expect(fetcher).not.toHaveBeenCalled();
  });
});
