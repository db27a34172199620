import { z } from "zod";
// With their extensions: vitest.config.ts loads this file through Vite's config loader.
import type { PublicConfig } from "./contracts/site.ts";
import { isCreateSource } from "./contracts/sources.ts";
import type { ExampleSpec } from "./domain/examples.ts";
import { parseProfileLink } from "./domain/profile-link.ts";
import { toStateAbbr } from "./domain/states.ts";
import { xQueryIdsSchema } from "./sources/x-query-ids.ts";

const origin = z.union([z.literal(""), z.url().transform((u) => new URL(u).origin)]);

/** A public profile link on a network a report can be made from (not LinkedIn). */
const exampleProfileLink = z.string().transform((link, ctx) => {
  const parsed = parseProfileLink(link);
  if (parsed.ok && isCreateSource(parsed.source)) return { source: parsed.source, username: parsed.username };
  ctx.addIssue({ code: "custom", message: "a profile link on Instagram, Facebook, TikTok or X" });
  return z.NEVER;
});

/** One person who agreed to be an example: the report's published id, its title, their profiles. */
const exampleProfile = z.object({
  // `ex` keeps them apart from every generated report id (`rep_...`).
  id: z.string().regex(/^ex[a-z0-9-]{2,40}$/, "`ex` then 2 to 40 lower-case letters, digits or dashes"),
  name: z.string().trim().min(1).max(100),
  // Examples are of adults only.
  age: z.number().int().min(18).max(120).nullable().default(null),
  state: z
    .string()
    .nullable()
    .default(null)
    .transform((value, ctx) => {
      if (value === null) return null;
      const abbr = toStateAbbr(value);
      if (!abbr) ctx.addIssue({ code: "custom", message: "a US state" });
      return abbr ?? null;
    }),
  profiles: z.array(exampleProfileLink).min(1).max(8),
}) satisfies z.ZodType<ExampleSpec>;

/** `EXAMPLE_PROFILES`: a JSON array of `exampleProfile`, the ids unique; empty: no examples. */
const exampleProfiles = z
  .string()
  .default("")
  .transform((text, ctx): unknown => {
    if (text.trim() === "") return [];
    try {
      return JSON.parse(text);
    } catch {
      ctx.addIssue({ code: "custom", message: "must be a JSON array" });
      return z.NEVER;
    }
  })
  .pipe(
    z
      .array(exampleProfile)
      .max(50)
      .refine((list) => new Set(list.map((e) => e.id)).size === list.length, "ids must be unique"),
  );

/**
 * A Sentry DSN, `https://<public key>@<host>/<project id>`. It names where reports go and carries
 * no secret (Sentry's own advice), so the browser gets it too.
 */
const sentryDsn = z.url({ protocol: /^https?$/ }).refine((dsn) => {
  // Refinements run after a failed format check too.
  const url = URL.canParse(dsn) ? new URL(dsn) : null;
  return url !== null && url.username !== "" && /\/\d+$/.test(url.pathname);
}, "SENTRY_DSN must be a Sentry DSN: https://<key>@<host>/<project id>");

/** Plain configuration (wrangler vars), checked once at the boundary. */
const configSchema = z.object({
  ENVIRONMENT: z.enum(["development", "test", "production"]),
  LANDING_ORIGIN: origin,
  APP_ORIGIN: origin,
  COOKIE_DOMAIN: z.string(),
  MAINTENANCE: z.enum(["on", "off"]).catch("off"),
  /** The cache of the pages every signed-out visitor sees alike (worker/page-cache.ts); `off` to measure without it. */
  PAGE_CACHE: z.enum(["on", "off"]).default("on"),
  HOWTO_VIDEO_CODE: z.string().regex(/^[\w-]*$/),
  BLOG_URL: z.url(),
  SUPPORT_EMAIL: z.email(),
  SUPPORT_PHONE: z.string().min(1),
  GOOGLE_CLIENT_ID: z.string(),
  GOOGLE_JWKS_URL: z.url(),
  EMAIL_FROM: z.string().min(3),
  EMAIL_API_URL: z.url(),
  EMAIL_API_KEY: z.string().optional(),
  /** Stripe is off (a local stand-in takes its place outside production) while no secret key is set. */
  STRIPE_SECRET_KEY: z.string().optional(),
  /** The webhook endpoint's signing secret (`whsec_...`); required with STRIPE_SECRET_KEY. */
  STRIPE_WEBHOOK_SECRET: z.string().optional(),
  /**
   * Stripe price ids per plan, `plan:price_id` pairs separated by commas. A plan without one is
   * sold with a price Checkout makes from the plan's own row (fine for test mode).
   */
  STRIPE_PRICE_IDS: z
    .string()
    .regex(/^(?:[\w-]+:[\w-]+(?:,[\w-]+:[\w-]+)*)?$/, "STRIPE_PRICE_IDS must be plan:price_id pairs")
    .default("")
    .transform(
      (value) => new Map(value ? value.split(",").map((pair) => pair.split(":") as [string, string]) : []),
    ),
  AUTH_SECRET: z.string().min(32, "AUTH_SECRET must be at least 32 characters"),
  SOURCES_MODE: z.enum(["simulator", "direct", "proxy"]),
  /** The proxy's endpoint; an API key may ride in its query (`?api_key=...`). */
  SOURCES_PROXY_URL: z.union([z.literal(""), z.url()]),
  /** Simulator only: latency added to every upstream call (the generation bench sets 300). */
  SOURCES_SIM_LATENCY_MS: z.coerce.number().int().min(0).max(60_000).default(0),
  /** X's GraphQL query ids that changed, as JSON; empty: the defaults (docs/sources.md). */
  SOURCES_X_QUERY_IDS: xQueryIdsSchema,
  /** Bearer token of the production-only `POST /examples/generate` (a secret); unset, that endpoint does not exist. */
  ADMIN_TOKEN: z.string().min(16).optional(),
  /** Days the raw scraped lists of a finished report are kept; the results stay (privacy policy). */
  RAW_RETENTION_DAYS: z.coerce.number().int().min(1).max(365).default(30),
  /**
   * The example reports' people outside the simulator: public profiles of people who agreed to
   * it, listed by an admin (README). Empty: no examples (`examplesInUse` in domain/examples.ts).
   */
  EXAMPLE_PROFILES: exampleProfiles,
  /** Error reporting and tracing (Sentry) of the Worker and the browser; empty: off, no SDK loaded. */
  SENTRY_DSN: z.union([z.literal(""), sentryDsn]).default(""),
  /** The environment reports are filed under; empty: ENVIRONMENT. */
  SENTRY_ENVIRONMENT: z
    .string()
    .regex(/^[\w.-]{0,64}$/, "SENTRY_ENVIRONMENT: letters, digits, dots and dashes")
    .default(""),
});

/** The AUTH_SECRET `npm run dev` and `preview` write to `.dev.vars`; production refuses it. */
export const LOCAL_AUTH_SECRET = "local-development-secret-not-for-production";
/** The webhook secret of the local billing stand-in (no STRIPE_SECRET_KEY, outside production). */
export const LOCAL_WEBHOOK_SECRET = "whsec_local_lookwise_development_only";
/** The AUTH_SECRET of the unit tests (vitest.config.ts); production refuses it too. */
export const TEST_AUTH_SECRET = "unit-test-secret-not-for-production-use";
const LOCAL_SECRETS = new Set([LOCAL_AUTH_SECRET, TEST_AUTH_SECRET]);

/**
 * A deployment that must not serve: a missing or invalid variable, or a production one missing
 * its secrets. Thrown by `readConfig`; the Worker answers 500 to every request and logs why.
 */
export class ConfigError extends Error {
  override name = "ConfigError";
}

export type Config = z.infer<typeof configSchema>;

const cache = new WeakMap<Env, Config>();

/** Names and complaints only: the values may be secrets. */
function describeIssues(error: z.ZodError): string {
  return error.issues.map((issue) => `${issue.path.join(".") || "config"}: ${issue.message}`).join("; ");
}

/** What production refuses beyond the schema: local secrets, and mail with nowhere to go. */
function productionProblems(config: Config): string[] {
  const problems: string[] = [];
  if (LOCAL_SECRETS.has(config.AUTH_SECRET)) {
    problems.push("AUTH_SECRET is a local value: set a real secret (wrangler secret put AUTH_SECRET)");
  }
  if (config.STRIPE_SECRET_KEY && !config.STRIPE_WEBHOOK_SECRET) {
    problems.push(
      "STRIPE_WEBHOOK_SECRET is not set: Stripe's events cannot be verified (wrangler secret put STRIPE_WEBHOOK_SECRET)",
    );
  }
  if (!config.EMAIL_API_KEY) {
    problems.push("EMAIL_API_KEY is not set: emails cannot be sent (wrangler secret put EMAIL_API_KEY)");
  }
  return problems;
}

/** The checked configuration; a misconfigured deployment fails loudly (ConfigError) on its first request. */
export function readConfig(env: Env): Config {
  let config = cache.get(env);
  if (!config) {
    const parsed = configSchema.safeParse(env);
    if (!parsed.success) throw new ConfigError(`invalid configuration: ${describeIssues(parsed.error)}`);
    config = parsed.data;
    const problems = config.ENVIRONMENT === "production" ? productionProblems(config) : [];
    if (config.SOURCES_MODE === "proxy" && config.SOURCES_PROXY_URL === "") {
      problems.push("SOURCES_MODE is proxy: set SOURCES_PROXY_URL");
    }
    if (problems.length > 0) throw new ConfigError(`invalid configuration: ${problems.join("; ")}`);
    cache.set(env, config);
  }
  return config;
}

/** The only configuration values the browser may see. */
export function publicConfig(config: Config): PublicConfig {
  return {
    environment: config.ENVIRONMENT,
    howtoVideoCode: config.HOWTO_VIDEO_CODE,
    blogUrl: config.BLOG_URL,
    supportEmail: config.SUPPORT_EMAIL,
    supportPhone: config.SUPPORT_PHONE,
    googleClientId: config.GOOGLE_CLIENT_ID,
    rawRetentionDays: config.RAW_RETENTION_DAYS,
    sentryDsn: config.SENTRY_DSN,
    sentryEnvironment: sentryEnvironment(config),
  };
}

/** The environment error reports are filed under, on both sides. */
export function sentryEnvironment(config: Config): string {
  return config.SENTRY_ENVIRONMENT || config.ENVIRONMENT;
}
