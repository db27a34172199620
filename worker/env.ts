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
});

export type Config = z.infer<typeof configSchema>;

const cache = new WeakMap<Env, Config>();

/** The checked configuration; a misconfigured deployment fails loudly on its first request. */
export function readConfig(env: Env): Config {
  let config = cache.get(env);
  if (!config) {
    config = configSchema.parse(env);
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
  };
}
export type PublicConfig = ReturnType<typeof publicConfig>;
