import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { ConfigError, readConfig } from "../worker/env";

/**
 * wrangler.toml as wrangler reads it (vitest.config.ts passes it in): a plain `wrangler deploy`
 * of the top level, or of `[env.production]`, must be production, with no usable secret in it.
 */
type Section = { vars?: Record<string, unknown>; secrets?: { required?: string[] } };
const config = JSON.parse(env.TEST_WRANGLER_CONFIG) as Section & { env?: Record<string, Section> };
const SECRETS = ["AUTH_SECRET", "EMAIL_API_KEY", "STRIPE_SECRET_KEY", "STRIPE_WEBHOOK_SECRET", "ADMIN_TOKEN"];

describe.each([
  ["the top level", config],
  ["[env.production]", config.env?.production ?? {}],
])("wrangler.toml: %s", (_, section) => {
  const vars = section.vars ?? {};

  it("is production", () => {
    expect(vars.ENVIRONMENT).toBe("production");
  });

  it("holds no secret among its vars", () => {
    for (const name of SECRETS) expect(vars).not.toHaveProperty(name);
  });

  it("requires the secrets, so wrangler refuses to deploy without them", () => {
    expect(section.secrets?.required).toEqual(expect.arrayContaining(["AUTH_SECRET", "EMAIL_API_KEY"]));
  });

  it("is refused at run time until the secrets are set, then accepted", () => {
    const deployed = { ...env, ...vars } as Record<string, unknown>;
    for (const name of SECRETS) delete deployed[name];
    expect(() => readConfig(deployed as unknown as Env)).toThrow(ConfigError);
    const withSecrets = {
      ...deployed,
      AUTH_SECRET: "a-real-production-secret-of-enough-length",
      EMAIL_API_KEY: "re_production_key",
    };
    expect(readConfig(withSecrets as unknown as Env).ENVIRONMENT).toBe("production");
  });
});
