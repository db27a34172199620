import { readFile } from "node:fs/promises";
import path from "node:path";
import { cloudflareTest, readD1Migrations } from "@cloudflare/vitest-plugin";
import { reactRouter } from "@react-router/dev/vite";
import { defineConfig } from "vitest/config";

export default defineConfig(async () => {
  const migrations = await readD1Migrations(path.join(import.meta.dirname, "migrations"));
  const seedSql = await readFile(path.join(import.meta.dirname, "worker/db/seed.sql"), "utf8");
  return {
    plugins: [
      reactRouter(),
      cloudflareTest({
        wrangler: { configPath: "./wrangler.toml" },
        remoteBindings: false,
        miniflare: {
          // Tests pin their configuration: a developer's .dev.vars must not leak in.
          bindings: {
            TEST_MIGRATIONS: migrations,
            TEST_SEED_SQL: seedSql,
            ENVIRONMENT: "test",
            LANDING_ORIGIN: "http://example.test",
            APP_ORIGIN: "http://app.example.test",
            COOKIE_DOMAIN: "example.test",
            MAINTENANCE: "off",
            HOWTO_VIDEO_CODE: "",
            GOOGLE_CLIENT_ID: "lookwise-test.apps.googleusercontent.com",
            GOOGLE_JWKS_URL: "https://google-keys.example.test/certs",
          },
        },
      }),
    ],
    test: {
      include: ["worker/**/*.test.ts", "client/**/*.test.ts", "client/**/*.test.tsx", "test/**/*.test.ts"],
      setupFiles: ["./test/setup.ts"],
      isolate: false,
    },
  };
});
