import { env } from "cloudflare:workers";
import { describe, expect, it, vi } from "vitest";
import { callWithEnv } from "../test/http";
import { ConfigError, LOCAL_AUTH_SECRET, publicConfig, readConfig } from "./env";

/** What a production deployment has once its secrets are set (`wrangler secret put`). */
const PRODUCTION: Partial<Env> = {
  ENVIRONMENT: "production",
  AUTH_SECRET: "a-real-production-secret-of-enough-length",
  EMAIL_API_KEY: "re_production_key",
};
const production = (overrides: Record<string, string | undefined> = {}) =>
  ({ ...env, ...PRODUCTION, ...overrides }) as Env;

describe("readConfig in production", () => {
  it("accepts a deployment with its secrets set", () => {
    expect(readConfig(production())).toMatchObject({ ENVIRONMENT: "production" });
  });

  it.each([
    ["a missing AUTH_SECRET", { AUTH_SECRET: undefined }, /AUTH_SECRET/],
    ["a short AUTH_SECRET", { AUTH_SECRET: "too-short" }, /AUTH_SECRET/],
    ["the local AUTH_SECRET", { AUTH_SECRET: LOCAL_AUTH_SECRET }, /AUTH_SECRET is a local value/],
    ["the unit tests' AUTH_SECRET", { AUTH_SECRET: env.AUTH_SECRET }, /AUTH_SECRET is a local value/],
    ["a missing EMAIL_API_KEY", { EMAIL_API_KEY: undefined }, /EMAIL_API_KEY/],
    ["an empty EMAIL_API_KEY", { EMAIL_API_KEY: "" }, /EMAIL_API_KEY/],
  ])("refuses %s with a ConfigError", (_, overrides, message) => {
    const read = () => readConfig(production(overrides));
    expect(read).toThrow(ConfigError);
    expect(read).toThrow(message);
  });

  it("names the variable, never its value", () => {
    expect(() => readConfig(production({ AUTH_SECRET: "short-but-secret" }))).not.toThrow(/short-but-secret/);
  });

  it("answers every request with 500 and logs the refusal (an API request, a page)", async () => {
    const errors = vi.spyOn(console, "error").mockImplementation(() => {});
    try {
      const api = await callWithEnv({ ...PRODUCTION, EMAIL_API_KEY: undefined }, "/api/v1/plans");
      expect(api.status).toBe(500);
      expect(await api.json()).toMatchObject({ code: "internal" });
      const page = await callWithEnv({ ...PRODUCTION, AUTH_SECRET: LOCAL_AUTH_SECRET }, "/faq");
      expect(page.status).toBe(500);
      expect(await page.text()).not.toContain(LOCAL_AUTH_SECRET);
      const logged = errors.mock.calls.map((call) => call.join(" ")).join("\n");
      expect(logged).toMatch(/configuration refused.*EMAIL_API_KEY/);
      expect(logged).toMatch(/configuration refused.*AUTH_SECRET/);
    } finally {
      errors.mockRestore();
    }
  });
});

describe("EXAMPLE_PROFILES", () => {
  const person = {
    id: "ex-jane-doe",
    name: " Jane Doe ",
    age: 31,
    state: "ca",
    profiles: [
      "https://www.instagram.com/Jane.Doe/",
      "https://x.com/janedoe",
      "https://www.tiktok.com/@jane",
    ],
  };
  const read = (value: unknown) =>
    readConfig(production({ EXAMPLE_PROFILES: typeof value === "string" ? value : JSON.stringify(value) }));

  it("is empty by default: no examples", () => {
    expect(readConfig(production()).EXAMPLE_PROFILES).toEqual([]);
    expect(read("").EXAMPLE_PROFILES).toEqual([]);
  });

  it("reads the listed people and their profile links", () => {
    expect(
      read([person, { id: "ex-john", name: "John Roe", profiles: ["facebook.com/john.roe"] }])
        .EXAMPLE_PROFILES,
    ).toEqual([
      {
        id: "ex-jane-doe",
        name: "Jane Doe",
        age: 31,
        state: "CA",
        profiles: [
          { source: "ig", username: "jane.doe" },
          { source: "tw", username: "janedoe" },
          { source: "tt", username: "jane" },
        ],
      },
      {
        id: "ex-john",
        name: "John Roe",
        age: null,
        state: null,
        profiles: [{ source: "fb", username: "john.roe" }],
      },
    ]);
  });

  it.each([
    ["text that is not JSON", "[{"],
    ["an object instead of a list", { ...person }],
    ["an id a generated report could have", [{ ...person, id: "rep_abc123" }]],
    ["the same id twice", [person, { ...person, name: "Jane Two" }]],
    ["no profiles", [{ ...person, profiles: [] }]],
    ["a bare username", [{ ...person, profiles: ["jane.doe"] }]],
    [
      "a LinkedIn profile (reports cannot be made from it)",
      [{ ...person, profiles: ["https://www.linkedin.com/in/jane"] }],
    ],
    ["a minor", [{ ...person, age: 17 }]],
    ["an unknown state", [{ ...person, state: "Atlantis" }]],
  ])("refuses %s, naming the variable", (_, value) => {
    expect(() => read(value)).toThrow(ConfigError);
    expect(() => read(value)).toThrow(/EXAMPLE_PROFILES/);
  });
});

describe("SENTRY_DSN and SENTRY_ENVIRONMENT", () => {
  const read = (overrides: Record<string, string | undefined>) => readConfig({ ...env, ...overrides } as Env);

  it("is off by default, and the environment reports go under is ENVIRONMENT's", () => {
    const config = read({ SENTRY_DSN: undefined, SENTRY_ENVIRONMENT: undefined });
    expect(config.SENTRY_DSN).toBe("");
    expect(publicConfig(config)).toMatchObject({ sentryDsn: "", sentryEnvironment: "test" });
  });

  it("takes a DSN and an environment of its own, and hands both to the browser", () => {
    const dsn = "https://0a1b2c3d4e@o123.ingest.sentry.io/4506";
    expect(publicConfig(read({ SENTRY_DSN: dsn, SENTRY_ENVIRONMENT: "staging" }))).toMatchObject({
      sentryDsn: dsn,
      sentryEnvironment: "staging",
    });
  });

  it.each([
    ["no public key", "https://o123.ingest.sentry.io/4506"],
    ["no project id", "https://key@o123.ingest.sentry.io/"],
    ["not http", "ftp://key@o123.ingest.sentry.io/4506"],
    ["not a URL", "sentry"],
  ])("refuses a DSN with %s", (_, dsn) => {
    expect(() => read({ SENTRY_DSN: dsn })).toThrow(/SENTRY_DSN/);
  });
});
