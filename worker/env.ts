import { z } from "zod";

const origin = z.union([z.literal(""), z.url().transform((u) => new URL(u).origin)]);

/** Plain configuration (wrangler vars), checked once at the boundary. */
const configSchema = z.object({
  ENVIRONMENT: z.enum(["development", "test", "production"]),
  LANDING_ORIGIN: origin,
  APP_ORIGIN: origin,
  COOKIE_DOMAIN: z.string(),
  MAINTENANCE: z.enum(["on", "off"]).catch("off"),
  HOWTO_VIDEO_CODE: z.string().regex(/^[\w-]*$/),
  BLOG_URL: z.url(),
  SUPPORT_EMAIL: z.email(),
  SUPPORT_PHONE: z.string().min(1),
  GOOGLE_CLIENT_ID: z.string(),
  GOOGLE_JWKS_URL: z.url(),
  EMAIL_FROM: z.string().min(3),
  EMAIL_API_URL: z.url(),
  EMAIL_API_KEY: z.string().optional(),
  /** Stripe is off (a local stand-in takes its place) while no secret key is set. */
  STRIPE_SECRET_KEY: z.string().optional(),
  AUTH_SECRET: z.string().min(32, "AUTH_SECRET must be at least 32 characters"),
  SOURCES_MODE: z.enum(["simulator", "direct", "proxy"]),
  /** The proxy's endpoint; an API key may ride in its query (`?api_key=...`). */
  SOURCES_PROXY_URL: z.union([z.literal(""), z.url()]),
  /** Simulator only: latency added to every upstream call (the generation bench sets 300). */
  SOURCES_SIM_LATENCY_MS: z.coerce.number().int().min(0).max(60_000).default(0),
  /** Bearer token of the production-only `POST /examples/generate` (a secret); unset, that endpoint does not exist. */
  ADMIN_TOKEN: z.string().min(16).optional(),
  /** Days the raw scraped lists of a completed report are kept; the results stay (privacy policy). */
  RAW_RETENTION_DAYS: z.coerce.number().int().min(1).max(365).default(30),
});

const LOCAL_SECRET = "local-development-secret-not-for-production";

export type Config = z.infer<typeof configSchema>;

const cache = new WeakMap<Env, Config>();

/** The checked configuration; a misconfigured deployment fails loudly on its first request. */
export function readConfig(env: Env): Config {
  let config = cache.get(env);
  if (!config) {
    config = configSchema.parse(env);
    if (config.ENVIRONMENT === "production" && config.AUTH_SECRET === LOCAL_SECRET) {
      throw new Error("AUTH_SECRET is the local development value: set a real secret in production");
    }
    if (config.SOURCES_MODE === "proxy" && config.SOURCES_PROXY_URL === "") {
      throw new Error("SOURCES_MODE is proxy: set SOURCES_PROXY_URL");
    }
    cache.set(env, config);
  }
  return config;
}

/** The only configuration values the browser may see. */
export function publicConfig(config: Config) {
  return {
    environment: config.ENVIRONMENT,
    howtoVideoCode: config.HOWTO_VIDEO_CODE,
    blogUrl: config.BLOG_URL,
    supportEmail: config.SUPPORT_EMAIL,
    supportPhone: config.SUPPORT_PHONE,
    googleClientId: config.GOOGLE_CLIENT_ID,
    rawRetentionDays: config.RAW_RETENTION_DAYS,
  };
}
export type PublicConfig = ReturnType<typeof publicConfig>;
